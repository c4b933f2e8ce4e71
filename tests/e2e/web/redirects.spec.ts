import { expect, test } from '@playwright/test';
import { routeHtmlFile } from '../../../model/routes';
import { headersFor, parseHostHeaders } from '../../../site/host-headers';
import { siteOrigin } from '../../../site/origin';
import { localizedRedirects } from '../../../site/redirects';
import { fetchRouteTable, waitForHydration } from '../support/chrome';
import { builtPages, readBuilt } from './built-site';

const pages = new Set(builtPages().map((page) => page.route));
const redirects = localizedRedirects();

// One test per entry and language, on the built HTML, for hosts that do not
// read the build's _redirects (tests/e2e/web/hosts.spec.ts tests those); while
// a page's move has not landed (the target is not built), the old page must
// still be a page.
for (const { from, to } of redirects) {
  test(`${from} is built as a redirect page to ${to}`, () => {
    if (!pages.has(to)) {
      expect(pages.has(from), `${to} is not built, so ${from} must still be a page`).toBe(true);
      return;
    }
    const html = readBuilt(routeHtmlFile(from));
    expect(html).toContain(`<meta http-equiv="refresh" content="0; url=${to}">`);
    expect(html).toContain(`<link rel="canonical" href="${siteOrigin}${to}">`);
  });
}

// The browser follows such a page: one entry per language, with the query of
// a bookmarked address kept.
const followed = (['en', 'zh'] as const).flatMap(
  (lang) => redirects.find((entry) => entry.lang === lang && pages.has(entry.to)) ?? [],
);
for (const { from, to, lang } of followed) {
  test(`a browser opening ${from} lands on ${to} (${lang})`, async ({ page }) => {
    await page.goto(`${from}?from=bookmark#top`);
    await expect(page).toHaveURL((url) => url.pathname === to && url.search === '?from=bookmark');
    await expect(page.locator('h1').first()).toBeVisible();
    await expect(page.getByText('PAGE NOT FOUND')).toHaveCount(0);
  });
}

// A host without redirect rules (GitHub Pages, nginx) serves the page itself:
// its script forwards under the site's Content-Security-Policy.
const [pageOnly] = redirects.filter((entry) => pages.has(entry.to));
test(`a host that serves the redirect page of ${pageOnly?.from} forwards with query and fragment`, async ({
  page,
}) => {
  const { from = '/', to = '/' } = pageOnly ?? {};
  const headers = headersFor(parseHostHeaders(readBuilt('_headers')), from);
  const violations: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') violations.push(message.text());
  });
  await page.route(`**${from}?*`, (route) =>
    route.fulfill({ body: readBuilt(routeHtmlFile(from)), contentType: 'text/html', headers }),
  );
  await page.goto(`${from}?from=bookmark#top`);
  await expect(page).toHaveURL(
    (url) => url.pathname === to && url.search === '?from=bookmark' && url.hash === '#top',
  );
  expect(violations).toEqual([]);
});

test('the client router follows the table from a loaded page, without a page load', async ({
  page,
}) => {
  await page.goto('/guide/start/quick-start');
  await waitForHydration(page);
  // The router shows other pages once the route table is in.
  await fetchRouteTable(page);
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

test('a redirect table that fails to load leaves the not-found page working', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto('/guide/start/quick-start');
  await waitForHydration(page);
  await fetchRouteTable(page);
  // Offline, or a page left open across a deploy that removed the chunk.
  let aborted = 0;
  await page.route('**/static/js/async/**', (route) => {
    aborted++;
    return route.abort();
  });
  const oldUrl = redirects.find((entry) => entry.lang === 'en')?.from ?? '';
  await page.evaluate((url) => {
    window.history.pushState({}, '', url);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, oldUrl);
  await expect(page.getByText('PAGE NOT FOUND')).toBeVisible();
  await expect.poll(() => aborted).toBeGreaterThan(0);
  await page.waitForTimeout(300);
  expect(errors).toEqual([]);
});
