/**
 * The blog's feeds: each language's RSS and Atom files are well-formed XML that
 * list every post of that language (from docs/<lang>/blog/) with its title,
 * address and date; every page's head names its language's feeds, the home
 * page's footer links them, and the blog index links every post.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { parseFrontmatter, stringField } from '../../../model/frontmatter';
import { langs } from '../../../model/routes';
import { blogRoute, feedFormats, feedPath } from '../../../site/feeds';
import { headOf, readBuilt, repoRoot, tags } from './built-site';

interface Post {
  route: string;
  title: string;
}

function postsOf(lang: 'en' | 'zh'): Post[] {
  const folder = path.join(repoRoot, 'docs', lang, 'blog');
  return readdirSync(folder)
    .filter((file) => file.endsWith('.mdx') && file !== 'index.mdx')
    .map((file) => {
      const frontmatter = parseFrontmatter(readFileSync(path.join(folder, file), 'utf8'));
      const title = stringField(frontmatter, 'title');
      if (!title) throw new Error(`docs/${lang}/blog/${file}: no frontmatter title`);
      return { route: `${blogRoute(lang)}${file.replace(/\.mdx$/, '')}`, title };
    });
}

/** The feed parsed by the browser's XML parser: its entries' titles, paths and dates, or the parse error. */
function readFeed(page: Page, xml: string) {
  return page.evaluate((source) => {
    const doc = new DOMParser().parseFromString(source, 'application/xml');
    const error = doc.querySelector('parsererror')?.textContent ?? null;
    const entries = [...doc.querySelectorAll('item, entry')].map((entry) => {
      const link =
        entry.querySelector('link')?.getAttribute('href') ??
        entry.querySelector('link')?.textContent ??
        '';
      return {
        title: entry.querySelector('title')?.textContent ?? '',
        path: link ? new URL(link).pathname : '',
        date: entry.querySelector('pubDate, published, updated')?.textContent ?? '',
      };
    });
    return { error, root: doc.documentElement.nodeName, entries };
  }, xml);
}

test.skip(({ isMobile }) => isMobile, 'the feeds are files; one project is enough');

for (const lang of langs) {
  for (const format of feedFormats) {
    test(`the ${lang} ${format.label} feed is well-formed and lists every ${lang} post`, async ({
      page,
      request,
    }) => {
      const response = await request.get(feedPath(lang, format));
      expect(response.status()).toBe(200);
      expect(response.headers()['content-type']).toContain('xml');
      const feed = await readFeed(page, await response.text());
      expect(feed.error).toBeNull();
      expect(feed.root).toBe(format.type === 'rss' ? 'rss' : 'feed');
      const posts = postsOf(lang);
      expect(posts.length).toBeGreaterThan(0);
      expect(feed.entries.map(({ title, path }) => ({ title, route: path })).sort(byRoute)).toEqual(
        posts.sort(byRoute),
      );
      for (const entry of feed.entries) {
        expect(Number.isNaN(Date.parse(entry.date)), `${entry.path} date`).toBe(false);
      }
    });
  }

  test(`every ${lang} page's head names the ${lang} feeds`, () => {
    const routes = lang === 'en' ? ['/', '/guide/start/', '/blog/rslib-v1'] : ['/zh/', '/zh/blog/'];
    for (const route of routes) {
      const file = route.endsWith('/') ? `${route}index.html` : `${route}.html`;
      const links = tags(headOf(readBuilt(file.slice(1))), 'link').filter(
        (link) => link.rel === 'alternate' && feedFormats.some((f) => f.mime === link.type),
      );
      expect(
        links.map((link) => ({ type: link.type, path: new URL(link.href ?? '').pathname })),
        route,
      ).toEqual(feedFormats.map((f) => ({ type: f.mime, path: feedPath(lang, f) })));
    }
  });

  test(`the ${lang} home page's footer links the blog and its feeds`, async ({ page, request }) => {
    await page.goto(lang === 'en' ? '/' : '/zh/');
    const footer = page.getByRole('contentinfo');
    await expect(
      footer.getByRole('link', { name: lang === 'en' ? 'Blog' : '博客' }),
    ).toHaveAttribute('href', blogRoute(lang));
    for (const format of feedFormats) {
      const name = lang === 'en' ? `${format.label} feed` : `${format.label} 订阅源`;
      const link = footer.getByRole('link', { name });
      await expect(link).toHaveAttribute('href', feedPath(lang, format));
      expect((await request.get(feedPath(lang, format))).status()).toBe(200);
    }
  });

  test(`the ${lang} blog index links every post`, async ({ page }) => {
    await page.goto(blogRoute(lang));
    const main = page.getByRole('main');
    for (const post of postsOf(lang)) {
      await expect(main.getByRole('link', { name: post.title, exact: true })).toHaveAttribute(
        'href',
        post.route,
      );
    }
  });
}

function byRoute(a: { route: string }, b: { route: string }) {
  return a.route.localeCompare(b.route);
}
