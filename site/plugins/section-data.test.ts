import type { RouteMeta } from '@rspress/core';
import { describe, expect, it } from '@rstest/core';
import { pluginSectionData, sectionModuleName } from './section-data';

describe('section data plugin', () => {
  it('makes each page of a section import that section’s module, which holds its sidebar and records', () => {
    const plugin = pluginSectionData({
      sidebars: { en: { '/guide/': [{ text: 'CLI', link: '/guide/basic/cli' }] } },
      register: '/register.ts',
    });
    const route = (absolutePath: string, routePath: string) =>
      ({ absolutePath, routePath, lang: 'en', version: '' }) as RouteMeta;
    plugin.routeGenerated?.(
      [route('/docs/en/guide/basic/cli.mdx', '/guide/basic/cli'), route('/docs/en/index.mdx', '/')],
      true,
    );
    const [attach] = plugin.markdown?.remarkPlugins ?? [];
    const remark = (attach as () => (tree: unknown, file: unknown) => void)();
    const importsOf = (file: string) => {
      const tree = { children: [] as { value?: string }[] };
      remark(tree, { path: file });
      return tree.children.map((node) => node.value);
    };
    const guide = sectionModuleName('en', '/guide/');
    expect(importsOf('/docs/en/guide/basic/cli.mdx')).toEqual([`import ${JSON.stringify(guide)};`]);
    expect(importsOf('/docs/en/index.mdx')).toEqual([]);
    const modules = plugin.addRuntimeModules?.({} as never, true) as Record<string, string>;
    expect(modules[guide]).toContain(
      'registerSection("en", "/guide/", [{"text":"CLI","link":"/guide/basic/cli.html"}], [{"routePath":"/guide/basic/cli","lang":"en","version":""}]);',
    );
  });
});
