import type { RouteMeta } from '@rspress/core';
import { getRouteChunkName } from '@rspress/core/dist/node/route/routeChunkAssets.js';
import { describe, expect, it } from '@rstest/core';
import { pluginRouteTable, routeChunkName, routeTableCode } from './route-table';

const quickStart: RouteMeta = {
  routePath: '/guide/start/quick-start',
  pureRoutePath: '/guide/start/quick-start',
  absolutePath: '/docs/en/guide/start/quick-start.mdx',
  relativePath: 'en/guide/start/quick-start.mdx',
  pageName: 'quick-start',
  lang: 'en',
  version: '',
};

/** The table's rows as Rspress's runtime sees them, React and the lazy loader stubbed. */
function evaluate(code: string) {
  const body = code
    .replace(/^import .*$/gm, '')
    .replace('export const routes =', 'return')
    .replace(
      /import\(\/\* webpackChunkName: ("[^"]+") \*\/ ("[^"]+")\)/g,
      '({ chunk: $1, file: $2 })',
    );
  const React = { createElement: (type: unknown) => ({ type }) };
  const lazyWithPreload = (load: () => unknown) => ({ load, preload: async () => undefined });
  return new Function('React', 'lazyWithPreload', body)(React, lazyWithPreload) as Array<
    Record<string, unknown> & { preload: () => Promise<unknown> }
  >;
}

describe('compact route table', () => {
  it("names each page's chunk as Rspress does, so the HTML still loads the page's script", () => {
    expect(routeChunkName(quickStart.relativePath)).toBe(getRouteChunkName(quickStart));
  });

  it('builds the route objects Rspress writes: path, element, file, preload, language, version', async () => {
    const zh = { ...quickStart, routePath: '/zh/guide/', lang: 'zh', version: 'v1' };
    const [row, zhRow] = evaluate(routeTableCode([quickStart, zh]));
    expect(row).toMatchObject({
      path: '/guide/start/quick-start',
      filePath: 'en/guide/start/quick-start.mdx',
      lang: 'en',
      version: '',
    });
    expect(row?.element).toMatchObject({ type: { load: expect.any(Function) } });
    expect(await row?.preload()).toEqual({
      chunk: getRouteChunkName(quickStart),
      file: '/docs/en/guide/start/quick-start.mdx',
    });
    expect(zhRow).toMatchObject({ path: '/zh/guide/', lang: 'zh', version: 'v1' });
  });

  it('replaces Rspress’s virtual-routes once the routes are known, and refuses before', async () => {
    const plugin = pluginRouteTable();
    expect(() => plugin.addRuntimeModules?.({}, true)).toThrow(/no routes/);
    await plugin.routeGenerated?.([quickStart], true);
    const modules = (await plugin.addRuntimeModules?.({}, true)) ?? {};
    expect(Object.keys(modules)).toEqual(['virtual-routes']);
  });
});
