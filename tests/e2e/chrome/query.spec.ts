import { expect, test } from '@playwright/test';
import {
  docPage,
  isPhone,
  langs,
  outlineRegion,
  sidebarRegion,
  testInOneLanguage,
  text,
  topBar,
  waitForReact,
} from '../support/chrome';

for (const { lang, prefix } of langs) {
  test.describe(`query switches (${lang})`, () => {
    const testOnce = testInOneLanguage(lang);
    testOnce(
      'without a query every part is shown',
      { tag: '@phone' },
      async ({ page }, testInfo) => {
        await page.goto(docPage(prefix));
        await expect(topBar(page)).toBeVisible();
        await expect(page.locator('.rp-doc-footer')).toBeVisible();
        await expect(sidebarRegion(page)).toHaveCount(1);
        await expect(outlineRegion(page)).toHaveCount(1);
        if (!isPhone(testInfo)) {
          await expect(sidebarRegion(page)).toBeVisible();
          await expect(outlineRegion(page)).toBeVisible();
        }
      },
    );

    testOnce('?navbar=0 hides the top bar', async ({ page }) => {
      await page.goto(`${docPage(prefix)}?navbar=0`);
      await expect(topBar(page)).toHaveCount(0);
      await expect(page.locator('.rspress-doc h1')).toBeVisible();
    });

    testOnce(
      '?sidebar=0 hides the sidebar and its Menu button',
      { tag: '@phone' },
      async ({ page }) => {
        await page.goto(`${docPage(prefix)}?sidebar=0`);
        await expect(sidebarRegion(page)).toHaveCount(0);
        await expect(page.getByRole('button', { name: text('menuTitle', lang) })).toHaveCount(0);
        await expect(topBar(page)).toBeVisible();
      },
    );

    testOnce('?outline=0 hides the outline', async ({ page }) => {
      await page.goto(`${docPage(prefix)}?outline=0`);
      await expect(outlineRegion(page)).toHaveCount(0);
      await expect(page.locator('.rp-outline')).toHaveCount(0);
    });

    testOnce('?footer=0 hides the doc footer', async ({ page }) => {
      await page.goto(`${docPage(prefix)}?footer=0`);
      await expect(page.locator('.rspress-doc h1')).toBeVisible();
      await expect(page.locator('.rp-doc-footer')).toHaveCount(0);
      await expect(outlineRegion(page)).toHaveCount(1);
    });

    test('?globalUIComponents=0 switches off the global components', async ({ page }) => {
      await page.goto(docPage(prefix));
      const skipLink = page.getByRole('button', { name: text('skipToContent', lang) });
      await expect(skipLink).toHaveCount(1);
      await page.keyboard.press('Tab');
      await expect(skipLink).toBeFocused();
      await skipLink.press('Enter');
      await expect(page.locator('main')).toBeFocused();

      await page.goto(`${docPage(prefix)}?globalUIComponents=0`);
      await expect(page.locator('.rspress-doc h1')).toBeVisible();
      await waitForReact(page);
      await expect(page.locator('.rs-skip-link')).toHaveCount(0);
    });
  });
}
