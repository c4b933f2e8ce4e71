/**
 * The build on a static host: the static server answers as Cloudflare Pages
 * does, with the build's own `_redirects` and `_headers` (scripts/serve-static.ts).
 */
import { expect, test } from '@playwright/test';
import { localizedRedirects } from '../../../site/redirects';
import { readBuilt } from './built-site';

const sitemapPaths = [...readBuilt('sitemap.xml').matchAll(/<loc>([^<]+)<\/loc>/g)].map(
  (match) => new URL(match[1] ?? '').pathname,
);

/** The other ways a reader may write a URL: with or without the slash, with `.html`. */
function otherForms(pathname: string): string[] {
  if (pathname === '/') return ['/index.html'];
  return pathname.endsWith('/')
    ? [pathname.slice(0, -1), `${pathname}index.html`]
    : [`${pathname}/`, `${pathname}.html`];
}

test.describe('deep links on a static host', () => {
  test.skip(({ isMobile }) => isMobile, 'served files are checked on the desktop project');

  test('every sitemap URL answers as it is, and its other forms redirect to it', async ({
    request,
  }) => {
    expect(sitemapPaths.length).toBeGreaterThan(100);
    const problems: string[] = [];
    for (const pathname of sitemapPaths) {
      const status = (await request.get(pathname, { maxRedirects: 0 })).status();
      if (status !== 200) problems.push(`${pathname}: ${status}`);
      for (const form of otherForms(pathname)) {
        const response = await request.get(`${form}?from=bookmark`, { maxRedirects: 0 });
        const location = response.headers().location;
        if (response.status() !== 308 || location !== `${pathname}?from=bookmark`) {
          problems.push(`${form}: ${response.status()} ${location ?? ''}, not to ${pathname}`);
        }
      }
    }
    expect(problems).toEqual([]);
  });

  test('an old URL answers with a permanent redirect to its page, the query kept', async ({
    request,
  }) => {
    for (const { from, to } of localizedRedirects()) {
      const response = await request.get(`${from}?from=bookmark`, { maxRedirects: 0 });
      expect([response.status(), response.headers().location], from).toEqual([
        301,
        `${to}?from=bookmark`,
      ]);
      expect((await request.get(from)).status(), `${from} lands on a page`).toBe(200);
    }
  });

  test('the build ships the redirects for Netlify and Cloudflare Pages and a vercel.json', () => {
    const table = readBuilt('_redirects');
    for (const { from, to } of localizedRedirects()) expect(table).toContain(`${from} ${to} 301`);
    expect(table).toContain('/zh/* /zh/404.html 404');
    const vercel = JSON.parse(readBuilt('vercel.json'));
    expect(vercel).toMatchObject({ cleanUrls: true, trailingSlash: false });
    expect(vercel.redirects).toHaveLength(localizedRedirects().length);
    const everyPath = vercel.headers.find((rule: { source: string }) => rule.source === '/(.*)');
    expect(everyPath.headers.map((header: { key: string }) => header.key)).toContain(
      'Content-Security-Policy',
    );
  });
});
