import type { RouteMeta, Sidebar } from '@rspress/core';
import { describe, expect, it } from '@rstest/core';
import {
  normalizedSidebar,
  pluginSectionSidebars,
  sectionModuleName,
  sidebarKeyOf,
  withoutSidebars,
} from './section-sidebars';

const guide: Sidebar = {
  '/guide/': [
    {
      text: 'Start',
      collapsible: true,
      collapsed: false,
      items: [{ text: 'Quick start', link: '/guide/start/quick-start' }],
    },
  ],
  '/guide/start/': [{ text: 'Introduction', link: '/guide/start/' }],
};

function siteDataModule(sidebar: unknown) {
  return `export default ${JSON.stringify({ lang: 'en', themeConfig: { locales: [{ lang: 'en', label: 'English', sidebar }] } }, null, 2)}`;
}

describe('section sidebars', () => {
  it('writes links and groups as Rspress writes them into the site data', () => {
    expect(normalizedSidebar(guide)['/guide/']).toEqual([
      {
        text: 'Start',
        collapsible: true,
        collapsed: false,
        items: [{ text: 'Quick start', link: '/guide/start/quick-start.html' }],
      },
    ]);
    expect(normalizedSidebar(guide)['/guide/start/']).toEqual([
      { text: 'Introduction', link: '/guide/start/index.html' },
    ]);
  });

  it('picks the sidebar Rspress shows on a route: the longest matching prefix, or none', () => {
    const sidebar = normalizedSidebar(guide);
    expect(sidebarKeyOf(sidebar, '/guide/start/quick-start')).toBe('/guide/start/');
    expect(sidebarKeyOf(sidebar, '/guide/basic/typescript')).toBe('/guide/');
    expect(sidebarKeyOf(sidebar, '/')).toBeUndefined();
  });

  it('empties the site data’s sidebars when they are the ones the section modules bring', () => {
    const ours = { en: normalizedSidebar(guide) };
    const code = withoutSidebars(siteDataModule(ours.en), ours);
    expect(JSON.parse(code.replace('export default ', '')).themeConfig.locales[0].sidebar).toEqual(
      {},
    );
  });

  it('fails the build, naming the sidebar, when Rspress’s differs from a section module', () => {
    const ours = { en: normalizedSidebar(guide) };
    const theirs = { ...ours.en, '/guide/start/': [{ text: 'Intro', link: '/guide/start/' }] };
    expect(() => withoutSidebars(siteDataModule(theirs), ours)).toThrow(
      /en sidebar "\/guide\/start\/".*differs/,
    );
    expect(() => withoutSidebars('module.exports = {}', ours)).toThrow(/export default/);
  });

  it('keeps code the dev server adds after the data, and braces inside texts', () => {
    const ours = { en: normalizedSidebar({ '/guide/': [{ text: 'a "}" {', link: '/guide/' }] }) };
    const code = withoutSidebars(`${siteDataModule(ours.en)};\nif (module.hot) {}`, ours);
    expect(code.endsWith(';\nif (module.hot) {}')).toBe(true);
  });

  it('makes each page of a section import that section’s module, and no other page', () => {
    const plugin = pluginSectionSidebars({ sidebars: { en: guide }, register: '/register.ts' });
    const route = (absolutePath: string, routePath: string) =>
      ({ absolutePath, routePath }) as RouteMeta;
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
    expect(importsOf('/docs/en/guide/basic/cli.mdx')).toEqual([
      `import ${JSON.stringify(sectionModuleName('en', '/guide/'))};`,
    ]);
    expect(importsOf('/docs/en/index.mdx')).toEqual([]);
    const modules = plugin.addRuntimeModules?.({} as never, true) as Record<string, string>;
    expect(modules[sectionModuleName('en', '/guide/')]).toContain(
      'registerSectionSidebar("en", "/guide/", [{"text":"Start"',
    );
  });
});
