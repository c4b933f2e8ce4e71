import { routePath2HtmlFileName } from '@rspress/core/dist/node/ssg/htmlFile.js';
import { describe, expect, it } from '@rstest/core';
import {
  canonicalRoute,
  isFragmentRoute,
  isListedRoute,
  isNotFoundRoute,
  markdownCopyPath,
  pureRoute,
  routeHtmlFile,
  routeLang,
  routeSection,
} from './routes';

describe('routes', () => {
  it('reads the language and the language-free route', () => {
    expect(routeLang('/zh/')).toBe('zh');
    expect(routeLang('/zh')).toBe('zh');
    expect(routeLang('/zhong/page')).toBe('en');
    expect(pureRoute('/zh/config/lib/format')).toBe('/config/lib/format');
    expect(pureRoute('/zh')).toBe('/');
    expect(pureRoute('/guide/start/')).toBe('/guide/start/');
  });

  it('points fragment pages at the page that explains them, in their language', () => {
    expect(canonicalRoute('/guide/start/components/MF')).toBe('/guide/basic/output-format');
    expect(canonicalRoute('/zh/guide/start/components/UMD')).toBe('/zh/guide/basic/output-format');
    expect(canonicalRoute('/guide/start/quick-start')).toBe('/guide/start/quick-start');
    expect(isFragmentRoute('/zh/guide/start/components/CJS')).toBe(true);
    expect(isFragmentRoute('/guide/start/')).toBe(false);
  });

  it('lists documents only: no fragment, no not-found page', () => {
    expect(isNotFoundRoute('/404')).toBe(true);
    expect(isNotFoundRoute('/zh/404')).toBe(true);
    expect(isNotFoundRoute('/guide/404-errors')).toBe(false);
    expect(isListedRoute('/zh/404')).toBe(false);
    expect(isListedRoute('/guide/start/components/ESM')).toBe(false);
    expect(isListedRoute('/zh/guide/start/quick-start')).toBe(true);
  });

  it('maps routes to a social card section', () => {
    expect(routeSection('/')).toBe('home');
    expect(routeSection('/zh/')).toBe('home');
    expect(routeSection('/zh/config/lib/dts')).toBe('config');
    expect(routeSection('/api/javascript-api/core')).toBe('api');
    expect(routeSection('/guide/faq/general')).toBe('guide');
  });
});

describe('markdownCopyPath', () => {
  it('maps a page file to the Markdown copy the build serves', () => {
    expect(markdownCopyPath('en/guide/start/index.mdx')).toBe('/guide/start/index.md');
    expect(markdownCopyPath('en/index.md')).toBe('/index.md');
    expect(markdownCopyPath('zh/config/lib/format.mdx')).toBe('/zh/config/lib/format.md');
  });
});

describe('routeHtmlFile', () => {
  it("names each page's HTML file as Rspress writes it", () => {
    for (const route of ['/', '/zh/', '/guide/start/quick-start', '/zh/config/lib/']) {
      expect(routeHtmlFile(route)).toBe(routePath2HtmlFileName(route));
    }
  });
});
