import path from 'node:path';
import { describe, expect, it } from '@rstest/core';
import { pageFile } from '../model/pages';
import { localizedRoute } from '../model/routes';
import type { Lang } from './i18n';
import { localizedRedirects, redirects, redirectTarget } from './redirects';

const docsRoot = path.join(__dirname, '../docs');
const isPage = (route: string) => {
  const lang: Lang = route === '/zh/' || route.startsWith('/zh/') ? 'zh' : 'en';
  const pure = lang === 'zh' ? route.slice(3) : route;
  return pageFile(docsRoot, lang, pure) !== undefined;
};

/**
 * Every route the official Rslib site serves (its website/docs tree, the same
 * in en and zh; /shared/ holds fragments it excludes from routes but whose
 * URLs circulate). Each must be a page here or a redirect source.
 */
const officialRoutes = [
  '/',
  '/api/javascript-api/core',
  '/api/javascript-api/instance',
  '/api/javascript-api/types',
  '/api/start/',
  '/blog/',
  '/blog/introducing-rslib',
  '/config/',
  '/config/lib/',
  ...['auto-extension', 'auto-external', 'banner', 'bundle', 'dts', 'experiments']
    .concat(['external-helpers', 'footer', 'format', 'id', 'out-base', 'redirect'])
    .concat(['shims', 'syntax', 'umd-name', 'wasm'])
    .map((slug) => `/config/lib/${slug}`),
  '/config/rsbuild/',
  ...['log-level', 'output', 'performance', 'plugins', 'resolve', 'source', 'tools'].map(
    (slug) => `/config/rsbuild/${slug}`,
  ),
  ...['css', 'dts', 'env-vars', 'json-files', 'module-federation', 'output-compatibility']
    .concat(['rsdoctor', 'rspress', 'rstest', 'static-assets', 'storybook', 'svgr-files'])
    .concat(['third-party-deps', 'wasm', 'web-workers'])
    .map((slug) => `/guide/advanced/${slug}`),
  ...['cli', 'configure-rslib', 'output-format', 'output-structure', 'typescript'].map(
    (slug) => `/guide/basic/${slug}`,
  ),
  '/guide/faq/features',
  // The upgrade guides' group, and the upgrade page's route before it moved there.
  '/guide/upgrade/upgrade-rslib',
  '/guide/upgrade/v0-to-v1',
  '/guide/basic/upgrade-rslib',
  '/guide/migration/tsc',
  '/guide/migration/tsup',
  '/guide/solution/',
  ...['nodejs', 'react', 'solid', 'svelte', 'vue'].map((slug) => `/guide/solution/${slug}`),
  '/guide/start/',
  ...['ai', 'glossary', 'npm-packages', 'quick-start'].map((slug) => `/guide/start/${slug}`),
  ...['CJS', 'ESM', 'MF', 'UMD'].map((name) => `/shared/components/${name}`),
];

describe('redirect table', () => {
  it('lists each old route once', () => {
    const sources = redirects.map((entry) => entry.from);
    expect(new Set(sources).size).toBe(sources.length);
  });

  it.each(localizedRedirects())('$from → $to: exactly one of the two is a page', ({ from, to }) => {
    // Normally the target is a page and the source is not. While a page's move
    // has not landed, the old page still stands and the target is missing.
    // Both pages (a redirect hiding a page) or neither (a dead redirect) fail.
    const targetIsPage = isPage(to);
    expect({ from, to, sourceIsPage: isPage(from), targetIsPage }).toEqual({
      from,
      to,
      sourceIsPage: !targetIsPage,
      targetIsPage,
    });
    expect(isPage(to)).toBe(true);
  });

  it('covers every route of the official site in both languages', () => {
    const uncovered = (['en', 'zh'] as const)
      .flatMap((lang) => officialRoutes.map((route) => localizedRoute(route, lang)))
      .filter((route) => !isPage(route) && !redirectTarget(route));
    expect(uncovered).toEqual([]);
  });
});

describe('redirectTarget', () => {
  it('leaves the API pages alone in both languages: each has a page of its own', () => {
    for (const route of ['/api/start/', '/api/javascript-api/core', '/guide/start/ai']) {
      expect(redirectTarget(route)).toBeUndefined();
      expect(redirectTarget(`/zh${route}`)).toBeUndefined();
      expect(isPage(`/zh${route}`)).toBe(true);
    }
  });

  it('matches /x, /x/, /x.html and /x/index.html in both languages', () => {
    expect(redirectTarget('/guide/advanced/static-assets')).toBe('/guide/advanced/assets');
    expect(redirectTarget('/guide/advanced/static-assets.html')).toBe('/guide/advanced/assets');
    expect(redirectTarget('/zh/guide/advanced/rspress/')).toBe('/zh/guide/advanced/module-doc');
    expect(redirectTarget('/guide/basic/upgrade-rslib/')).toBe('/guide/upgrade/upgrade-rslib');
    expect(redirectTarget('/zh/shared/components/CJS/index.html')).toBe(
      '/zh/guide/start/components/CJS',
    );
    expect(redirectTarget('/zh/shared/components/MF')).toBe('/zh/guide/start/components/MF');
  });

  it("leads the official site's blog addresses to blog pages of their own", () => {
    for (const route of ['/blog/', '/blog/introducing-rslib']) {
      for (const lang of ['en', 'zh'] as const) {
        const localized = localizedRoute(route, lang);
        expect(redirectTarget(localized), localized).toBeUndefined();
        expect(isPage(localized), localized).toBe(true);
      }
    }
  });

  it('leaves real pages alone', () => {
    expect(redirectTarget('/guide/advanced/assets')).toBeUndefined();
    expect(redirectTarget('/guide/advanced/json-files')).toBeUndefined();
    expect(redirectTarget('/zh/guide/advanced/svgr-files')).toBeUndefined();
    expect(redirectTarget('/')).toBeUndefined();
    expect(redirectTarget('/zh/')).toBeUndefined();
  });
});
