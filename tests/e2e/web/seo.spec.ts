import { expect, test } from '@playwright/test';
import { siteOrigin } from '../../../site/origin';
import { builtPages, headOf, readBuilt, tags } from './built-site';

// These read the build from disk; one project is enough.
test.skip(({ isMobile }) => isMobile, 'file checks run on the desktop project');

const pages = builtPages();
const routes = new Set(pages.map((page) => page.route));
const url = (route: string) => `${siteOrigin}${route}`;
const pure = (route: string) => (route.startsWith('/zh/') ? route.slice(3) : route);
const isFragment = (route: string) => pure(route).startsWith('/guide/start/components/');

test('the build has pages in both languages', () => {
  expect(pages.length).toBeGreaterThan(140);
  expect(routes.has('/')).toBe(true);
  expect(routes.has('/zh/config/lib/format')).toBe(true);
});

test('every page has an absolute canonical URL, og:* and Twitter card tags, html lang and theme colours', () => {
  const problems: string[] = [];
  for (const { route, file } of pages) {
    const html = readBuilt(file);
    const head = headOf(html);
    const meta = tags(head, 'meta');
    const links = tags(head, 'link');
    const property = (name: string) =>
      meta.find((m) => m.property === name || m.name === name)?.content;
    const lang = /<html lang="([^"]+)"/.exec(html)?.[1];
    const expected = {
      lang: route.startsWith('/zh/') ? 'zh-CN' : 'en',
      canonical: isFragment(route)
        ? url(route.replace(/guide\/start\/components\/\w+$/, 'guide/basic/output-format'))
        : url(route),
    };
    const canonical = links.filter((l) => l.rel === 'canonical').map((l) => l.href);
    if (lang !== expected.lang) problems.push(`${route}: <html lang="${lang}">`);
    if (canonical.join() !== expected.canonical) problems.push(`${route}: canonical ${canonical}`);
    if (property('og:url') !== expected.canonical)
      problems.push(`${route}: og:url ${property('og:url')}`);
    for (const name of [
      'og:title',
      'og:description',
      'og:image',
      'twitter:card',
      'twitter:image',
    ]) {
      if (!property(name)) problems.push(`${route}: no ${name}`);
    }
    if (!property('og:image')?.startsWith(`${siteOrigin}/og/`)) problems.push(`${route}: og:image`);
    if (property('twitter:card') !== 'summary_large_image') problems.push(`${route}: twitter:card`);
    const themeColors = meta.filter((m) => m.name === 'theme-color').map((m) => m.media);
    if (themeColors.join() !== '(prefers-color-scheme: light),(prefers-color-scheme: dark)') {
      problems.push(`${route}: theme-color ${themeColors}`);
    }
  }
  expect(problems).toEqual([]);
});

test('pages in both languages name each other and x-default with absolute URLs', () => {
  const problems: string[] = [];
  let checked = 0;
  for (const { route, file } of pages) {
    const alternates = tags(headOf(readBuilt(file)), 'link').filter(
      (l) => l.rel === 'alternate' && l.hreflang,
    );
    const hreflang = Object.fromEntries(alternates.map((l) => [l.hreflang, l.href]));
    const both = routes.has(pure(route)) && routes.has(`/zh${pure(route)}`);
    if (!both) {
      if (alternates.length > 0) problems.push(`${route}: alternates on a one-language page`);
      continue;
    }
    checked++;
    const want: Record<string, string> = { en: url(pure(route)), zh: url(`/zh${pure(route)}`) };
    if (!isFragment(route)) want['x-default'] = url(pure(route));
    if (
      JSON.stringify(hreflang, Object.keys(want).sort()) !==
      JSON.stringify(want, Object.keys(want).sort())
    ) {
      problems.push(`${route}: ${JSON.stringify(hreflang)}`);
    }
  }
  expect(checked).toBeGreaterThan(130);
  expect(problems).toEqual([]);
});

test('sitemap.xml lists every page but the fragments, with lastmod and alternates; robots.txt points at it', async ({
  request,
}) => {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  const entries = new Map(
    [...sitemap.matchAll(/<url><loc>([^<]+)<\/loc><lastmod>([^<]+)<\/lastmod>(.*?)<\/url>/g)].map(
      (m) => [m[1] ?? '', { lastmod: m[2] ?? '', links: m[3] ?? '' }],
    ),
  );
  const expected = pages.filter((page) => !isFragment(page.route)).map((page) => url(page.route));
  expect([...entries.keys()].sort()).toEqual(expected.sort());
  for (const [loc, { lastmod, links }] of entries) {
    expect(Number.isNaN(Date.parse(lastmod)), `${loc} lastmod`).toBe(false);
    const route = loc.slice(siteOrigin.length);
    if (routes.has(pure(route)) && routes.has(`/zh${pure(route)}`)) {
      expect(links, loc).toContain(`hreflang="x-default" href="${url(pure(route))}"`);
      expect(links, loc).toContain(`hreflang="zh" href="${url(`/zh${pure(route)}`)}"`);
    }
  }
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toContain(`Sitemap: ${siteOrigin}/sitemap.xml`);
});

test('the social cards and icons every page names are served as images from this site', async ({
  request,
}) => {
  const files = new Set<string>();
  for (const { file } of pages) {
    const head = headOf(readBuilt(file));
    for (const m of tags(head, 'meta')) {
      if (m.property === 'og:image' || m.name === 'twitter:image')
        files.add(new URL(m.content ?? '').pathname);
    }
    for (const l of tags(head, 'link')) {
      if (['icon', 'apple-touch-icon', 'manifest'].includes(l.rel ?? '')) files.add(l.href ?? '');
    }
  }
  expect(files.size).toBeGreaterThanOrEqual(8);
  for (const file of files) {
    expect(file.startsWith('/'), file).toBe(true);
    const response = await request.get(file);
    expect(response.status(), file).toBe(200);
    const body = await response.body();
    if (file.endsWith('.png')) expect(body.subarray(1, 4).toString('latin1'), file).toBe('PNG');
  }
  const manifest = JSON.parse(await (await request.get('/manifest.webmanifest')).text());
  for (const icon of manifest.icons)
    expect((await request.get(icon.src)).status(), icon.src).toBe(200);
});
