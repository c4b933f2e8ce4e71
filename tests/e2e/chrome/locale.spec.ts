import { expect, test } from '@playwright/test';
import { docPage, isPhone, siteNavButton, waitForHydration, waitForReact } from '../support/chrome';

const emptyStorage = { cookies: [], origins: [] };

test.describe('language menu', () => {
  for (const [from, to, label] of [
    ['', '/zh', '简体中文'],
    ['/zh', '', 'English'],
  ] as const) {
    test(
      `switches ${from || '/'} to ${to || '/'} on the same page`,
      { tag: '@phone' },
      async ({ page }, testInfo) => {
        await page.goto(docPage(from));
        await waitForHydration(page);
        if (isPhone(testInfo)) {
          await siteNavButton(page).click();
          const screen = page.locator('.rp-nav-screen');
          await screen.locator('.rp-nav-screen-langs').click();
          await screen.locator('.rp-nav-screen-langs-group').getByText(label).click();
        } else {
          const current = label === 'English' ? '简体中文' : 'English';
          await page.locator('.rp-nav-menu > li', { hasText: current }).last().hover();
          await page.getByRole('menuitem', { name: label }).click();
        }
        // The switch loads the other language's route chunk and page data; in
        // the full suite the other worker's layout audit can hold both cores.
        await expect(page).toHaveURL(new RegExp(`${to}/guide/start/quick-start$`), {
          timeout: 15_000,
        });
        await expect(page.locator('html')).toHaveAttribute('lang', to ? 'zh-CN' : 'en');
      },
    );
  }
});

test('a /en/ path on the English (default) site redirects to the path without /en', async ({
  page,
}) => {
  await page.goto('/en/guide/start/quick-start');
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/guide\/start\/quick-start$/);
  await expect(page.locator('h1')).toBeVisible();
});

test.describe('first-visit locale redirect (Chinese browser)', () => {
  test.use({ locale: 'zh-CN', storageState: emptyStorage });

  test('the first visit to / goes to /zh/, the second stays, and the flag is stored', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/zh\/$/);
    expect(await page.evaluate(() => localStorage.getItem('rspress-visited'))).toBe('1');

    await page.goto('/');
    // The redirect runs in <head> before the app starts: a hydrated / stayed.
    await waitForReact(page);
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
  });

  test('a doc page keeps its path, query and fragment under the /zh/ prefix', async ({ page }) => {
    await page.goto('/guide/start/quick-start?x=1#manual');
    await expect(page).toHaveURL(/\/zh\/guide\/start\/quick-start\?x=1#manual$/);
  });

  for (const agent of ['Googlebot/2.1', 'Baiduspider', 'ExampleCrawler/1.0', 'Chrome-Lighthouse']) {
    test(`a user agent with "${agent}" is never redirected`, async ({ browser }) => {
      const context = await browser.newContext({
        locale: 'zh-CN',
        userAgent: `Mozilla/5.0 (compatible; ${agent})`,
        storageState: emptyStorage,
      });
      const page = await context.newPage();
      await page.goto('/');
      await waitForReact(page);
      await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
      expect(await page.evaluate(() => localStorage.getItem('rspress-visited'))).toBeNull();
      await context.close();
    });
  }
});

test.describe('first-visit locale redirect (English browser)', () => {
  test.use({ locale: 'en-US', storageState: emptyStorage });

  test('the first visit to a Chinese page goes to its English page', async ({ page }) => {
    await page.goto('/zh/guide/start/');
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/guide\/start\/$/);
  });

  test('the query and the fragment go along', async ({ page }) => {
    await page.goto('/zh/config/lib/format?x=1#esm');
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/config\/lib\/format\?x=1#esm$/);
  });
});
