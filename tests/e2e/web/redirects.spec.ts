import { expect, test } from '@playwright/test';
import { siteOrigin } from '../../../site/origin';
import { localizedRedirects } from '../../../site/redirects';
import { waitForHydration } from '../support/chrome';
import { builtPages } from './built-site';

// Redirects do not depend on the window size; one project is enough.
test.skip(({ isMobile }) => isMobile, 'redirects run on the desktop project');

const pages = new Set(builtPages().map((page) => page.route));

// One test per entry and language. While a page's move has not landed (the
// target page is not built), the old page must still serve itself.
for (const { from, to } of localizedRedirects()) {
  test(`${from} → ${to}`, async ({ page, request }) => {
    if (!pages.has(to)) {
      expect(pages.has(from), `${to} is not built, so ${from} must still be a page`).toBe(true);
      const response = await page.goto(from);
      expect(response?.status()).toBe(200);
      return;
    }
    const html = await (await request.get(from)).text();
    expect(html).toContain(`<meta http-equiv="refresh" content="0; url=${to}">`);
    expect(html).toContain(`<link rel="canonical" href="${siteOrigin}${to}">`);

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
