import { expect, type Page, test } from '@playwright/test';
import {
  afterFrames,
  docPage,
  isPhone,
  type Lang,
  langs,
  siteNavButton,
  testInOneLanguage,
  text,
  waitForHydration,
} from '../support/chrome';

declare global {
  interface Window {
    animations: { duration: unknown; pseudoElement: unknown; clipPath: boolean }[];
  }
}

const THEME_KEY = 'rspress-theme-appearance';

async function recordAnimations(page: Page) {
  await page.addInitScript(() => {
    window.animations = [];
    const original = Element.prototype.animate;
    Element.prototype.animate = function (this: Element, keyframes, options) {
      const timing = typeof options === 'object' ? options : {};
      window.animations.push({
        duration: timing.duration,
        pseudoElement: timing.pseudoElement,
        clipPath: JSON.stringify(keyframes ?? '').includes('clipPath'),
      });
      return original.call(this, keyframes, options);
    };
  });
}

/** The toggle a reader sees: in the top bar, or in the phone's nav screen. */
async function appearanceToggle(page: Page, phone: boolean, lang: Lang) {
  const name = text('switchAppearance', lang);
  if (!phone) return page.locator('.rp-nav__others').getByRole('button', { name });
  await siteNavButton(page).click();
  return page.locator('.rp-nav-screen').getByRole('button', { name });
}

async function toggleAppearance(page: Page, phone: boolean, lang: Lang) {
  await (await appearanceToggle(page, phone, lang)).click();
}

for (const { lang, prefix } of langs) {
  test.describe(`appearance toggle (${lang})`, () => {
    const testOnce = testInOneLanguage(lang);
    testOnce(
      'plays the 400 ms circular reveal and stores the choice',
      async ({ page }, testInfo) => {
        await recordAnimations(page);
        await page.emulateMedia({ colorScheme: 'light', reducedMotion: 'no-preference' });
        await page.goto(docPage(prefix));
        await waitForHydration(page);
        await expect(page.locator('html')).not.toHaveClass(/\bdark\b/);
        await toggleAppearance(page, isPhone(testInfo), lang);
        await expect(page.locator('html')).toHaveClass(/\bdark\b/);
        expect(await page.evaluate((key) => localStorage.getItem(key), THEME_KEY)).toBe('dark');
        await expect
          .poll(() => page.evaluate(() => window.animations))
          .toContainEqual({
            duration: 400,
            pseudoElement: '::view-transition-old(root)',
            clipPath: true,
          });

        await page.reload();
        await expect(page.locator('html')).toHaveClass(/\bdark\b/);
      },
    );

    testOnce(
      'switches without animation when reduced motion is requested',
      async ({ page }, testInfo) => {
        await recordAnimations(page);
        await page.emulateMedia({ colorScheme: 'light', reducedMotion: 'reduce' });
        await page.goto(docPage(prefix));
        await waitForHydration(page);
        await toggleAppearance(page, isPhone(testInfo), lang);
        await expect(page.locator('html')).toHaveClass(/\bdark\b/);
        // A view transition's reveal starts once its pseudo-elements are painted.
        await afterFrames(page, 3);
        const reveals = await page.evaluate(() => window.animations.filter((a) => a.clipPath));
        expect(reveals).toEqual([]);
      },
    );

    test(
      'is a named button that works from the keyboard',
      { tag: '@phone' },
      async ({ page }, testInfo) => {
        await recordAnimations(page);
        await page.emulateMedia({ colorScheme: 'light', reducedMotion: 'no-preference' });
        await page.goto(docPage(prefix));
        await waitForHydration(page);
        const toggle = await appearanceToggle(page, isPhone(testInfo), lang);
        await toggle.focus();
        await page.keyboard.press('Enter');
        await expect(page.locator('html')).toHaveClass(/\bdark\b/);
        await expect
          .poll(() => page.evaluate(() => window.animations.filter((a) => a.clipPath).length))
          .toBe(1);
        await page.keyboard.press('Space');
        await expect(page.locator('html')).not.toHaveClass(/\bdark\b/);
      },
    );
  });
}
