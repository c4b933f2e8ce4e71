import { describe, expect, it } from '@rstest/core';
import {
  type PageRoute,
  pageRouteAttribute,
  parsePageRoute,
  usualFile,
  withPageRoute,
} from './page-route';

const quickStart: PageRoute = {
  path: '/guide/start/quick-start',
  filePath: 'en/guide/start/quick-start.mdx',
  lang: 'en',
  version: '',
  moduleId: 'Vdn',
  chunkIds: ['t', 'hg', '2l'],
};

const attributeValue = (html: string) => html.match(/data-page-route="([^"]*)"/)?.[1] ?? '';

describe("a page's route row in its HTML", () => {
  it('is short: the usual file is left out, and read back', () => {
    expect(pageRouteAttribute(quickStart)).toBe(
      'data-page-route="/guide/start/quick-start en Vdn t,hg,2l"',
    );
    expect(parsePageRoute('/guide/start/quick-start en Vdn t,hg,2l')).toEqual(quickStart);
  });

  it('derives the usual file from the path and language, index pages too', () => {
    expect(usualFile('/zh/guide/advanced/dts', 'zh')).toBe('zh/guide/advanced/dts.mdx');
    expect(usualFile('/', 'en')).toBe('en/index.mdx');
    expect(usualFile('/zh/', 'zh')).toBe('zh/index.mdx');
    expect(usualFile('/zh-guide/x', 'zh')).toBe('zh/zh-guide/x.mdx');
  });

  it('writes a file that is not the usual one, a version, and no chunk ids, and reads them back', () => {
    for (const route of [
      { ...quickStart, filePath: 'en/guide/start/quick-start.md' },
      { ...quickStart, version: 'v1' },
      { ...quickStart, chunkIds: [] },
      { ...quickStart, moduleId: '123', chunkIds: ['61'] },
    ]) {
      expect(parsePageRoute(attributeValue(pageRouteAttribute(route)))).toEqual(route);
    }
  });

  it('keeps spaces, quotes, ampersands and angle brackets in paths out of the markup', () => {
    const odd = { ...quickStart, path: '/a b/"x"&amp;<script>', filePath: 'en/a b/c,d.mdx' };
    const attribute = pageRouteAttribute(odd);
    expect(attribute.slice('data-page-route="'.length, -1)).not.toMatch(/["&<>]/);
    expect(parsePageRoute(attributeValue(attribute))).toEqual(odd);
  });

  it('names what is wrong with a value that is not a row', () => {
    expect(() => parsePageRoute('/guide/')).toThrow('#__rspress_root: not a page route row');
    expect(() => parsePageRoute('a b c d e f g')).toThrow('not a page route row');
  });

  it("goes on React's root element, once", () => {
    const html = '<body><div id="__rspress_root"><main>x</main></div></body>';
    expect(withPageRoute(html, quickStart, 'quick-start.html')).toBe(
      '<body><div id="__rspress_root" data-page-route="/guide/start/quick-start en Vdn t,hg,2l"><main>x</main></div></body>',
    );
    expect(() =>
      withPageRoute(withPageRoute(html, quickStart, 'a.html'), quickStart, 'a.html'),
    ).toThrow('a.html: no <div id="__rspress_root">');
  });
});
