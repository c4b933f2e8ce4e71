import { describe, expect, it } from '@rstest/core';
import { pluginNotFoundPages, withoutLlmsSection } from './not-found-pages';

const section = (url: string, body: string) => `---\nurl: ${url}\n---\n\n${body}\n\n`;

describe('not-found pages', () => {
  it('adds a page of type 404 for every language but the default one', async () => {
    const plugin = pluginNotFoundPages({ langs: ['en', 'zh'], origin: 'https://rslib.rs' });
    const pages = await plugin.addPages?.({}, true);
    expect(pages).toEqual([{ routePath: '/zh/404', content: '---\npageType: "404"\n---\n' }]);
  });

  it("removes one page's section from llms-full.txt, wherever it sits", () => {
    const a = section('https://rslib.rs/zh/a.md', '# A');
    const notFound = section('https://rslib.rs/zh/404.md', '# 页面不存在');
    const b = section('https://rslib.rs/zh/b.md', '# B');
    const url = 'https://rslib.rs/zh/404.md';
    expect(withoutLlmsSection(a + notFound + b, url)).toBe(a + b);
    expect(withoutLlmsSection(a + notFound, url)).toBe(`${a.trimEnd()}\n`);
    expect(withoutLlmsSection(a + b, url)).toBe(a + b);
  });
});
