/**
 * The phone overlays (nav screen, sidebar drawer, "On this page" outline)
 * driven by the keyboard only: each opens from its button with the focus
 * moved inside, keeps the focus inside (and on its button) while open,
 * closes on Escape and gives the focus back to its button. They exist only on
 * narrow windows, so these run in the phone project.
 */
import { expect, test } from '@playwright/test';
import {
  docPage,
  isPhone,
  langs,
  testInOneLanguage,
  text,
  waitForHydration,
} from '../support/chrome';
import { expectTabStaysWithin, focusIsWithin, tabTo } from './keyboard';

const currentPage = { en: 'Quick Start', zh: '快速上手' } as const;
const navButtonNames = { en: 'Site navigation', zh: '站点导航' } as const;

for (const { lang, prefix } of langs) {
  test.describe(`phone overlays (${lang})`, () => {
    const testOnce = testInOneLanguage(lang);
    test.beforeEach(async ({ page }, testInfo) => {
      test.skip(!isPhone(testInfo), 'these overlays exist on narrow windows only');
      await page.goto(docPage(prefix));
      await waitForHydration(page);
    });

    testOnce('the nav screen is modal for the keyboard', { tag: '@phone' }, async ({ page }) => {
      const button = page.getByRole('button', { name: navButtonNames[lang], exact: true });
      await tabTo(page, button);
      await page.keyboard.press('Enter');
      await expect(button).toHaveAttribute('aria-expanded', 'true');
      const screen = page.locator('.rp-nav-screen');
      await expect(screen).toBeVisible();
      expect(await focusIsWithin(screen)).toBe(true);
      await expectTabStaysWithin(page, screen, button, 25);
      await page.keyboard.press('Escape');
      await expect(screen).toHaveCount(0);
      await expect(button).toBeFocused();
      await expect(button).toHaveAttribute('aria-expanded', 'false');
    });

    testOnce(
      'the sidebar drawer is modal for the keyboard',
      { tag: '@phone' },
      async ({ page }) => {
        const button = page.getByRole('button', { name: text('menuTitle', lang), exact: true });
        await tabTo(page, button);
        await expect(button).toHaveAttribute('aria-expanded', 'false');
        await page.keyboard.press('Enter');
        await expect(button).toHaveAttribute('aria-expanded', 'true');
        const drawer = page.locator(`#${await button.getAttribute('aria-controls')}`);
        await expect(drawer).toBeVisible();
        // The focus starts on the current page's link.
        await expect(
          drawer.getByRole('link', { name: currentPage[lang], exact: true }),
        ).toBeFocused();
        await expectTabStaysWithin(page, drawer, button, 25);
        await page.keyboard.press('Escape');
        await expect(button).toHaveAttribute('aria-expanded', 'false');
        await expect(button).toBeFocused();
        await expect(drawer).toBeHidden();
      },
    );

    testOnce('the outline is modal for the keyboard', { tag: '@phone' }, async ({ page }) => {
      const button = page.getByRole('button', { name: text('outlineTitle', lang) });
      await tabTo(page, button);
      await page.keyboard.press('Enter');
      await expect(button).toHaveAttribute('aria-expanded', 'true');
      const outline = page.locator(`#${await button.getAttribute('aria-controls')}`);
      await expect(outline).toBeVisible();
      expect(await focusIsWithin(outline)).toBe(true);
      await expectTabStaysWithin(page, outline, button, 15);
      await page.keyboard.press('Escape');
      await expect(button).toHaveAttribute('aria-expanded', 'false');
      await expect(button).toBeFocused();
      await expect(outline).toBeHidden();
    });
  });
}
