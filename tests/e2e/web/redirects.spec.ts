import { expect, test } from '@playwright/test';
import { siteOrigin } from '../../../site/origin';
import { localizedRedirects } from '../../../site/redirects';
import { waitForHydration } from '../support/chrome';
import { builtPages } from './built-site';

const pages = new Set(builtPages().map((page) => page.route));
const redirects = localizedRedirects();

// Every entry and language is checked on the served HTML; while a page's move
// has not landed (the target is not built), the old page must still be a page.
test('every old address is served as a redirect page to its new one, or is still a page', async ({
  request,
}) => {
  for (const { from, to } of redirects) {
    const response = await request.get(from);
    const html = await response.text();
    if (!pages.has(to)) {
      expect(pages.has(from), `${to} is not built, so ${from} must still be a page`).toBe(true);
      expect(response.status(), from).toBe(200);
      continue;
    }
    expect(html, from).toContain(`<meta http-equiv="refresh" content="0; url=${to}">`);
    expect(html, from).toContain(`<link rel="canonical" href="${siteOrigin}${to}">`);
  }
});

// The browser follows such a page: one entry per language, with the query of
// a bookmarked address kept.
for (const { from, to, lang } of redirects.filter(
  (entry, index, all) =>
    pages.has(entry.to) && all.findIndex((e) => e.lang === entry.lang && pages.has(e.to)) === index,
)) {
  test(`a browser opening ${from} lands on ${to} (${lang})`, async ({ page }) => {
    await page.goto(`${from}?from=bookmark#top`);
    await expect(page).toHaveURL((url) => url.pathname === to && url.search === '?from=bookmark');
    await expect(page.locator('h1').first()).toBeVisible();
    await expect(page.getByText('PAGE NOT FOUND')).toHaveCount(0);
  });
}

test('the client router follows the table from a loaded page, without a page load', async ({
  page,
}) => {
  await page.goto('/guide/start/quick-start');
  await waitForHydration(page);
  await page.evaluate(() => {
    (window as unknown as { marker: boolean }).marker = true;
    window.history.pushState({}, '', '/zh/guide/advanced/static-assets#css');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(page).toHaveURL(
    (url) => url.pathname === '/zh/guide/advanced/assets' && url.hash === '#css',
  );
  expect(await page.evaluate(() => (window as unknown as { marker?: boolean }).marker)).toBe(true);
});
