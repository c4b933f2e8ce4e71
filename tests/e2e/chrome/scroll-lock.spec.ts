import { expect, type Locator, type Page, test } from '@playwright/test';
import {
  afterFrames,
  docPage,
  isPageScrollLocked,
  isPhone,
  langs,
  outlineRegion,
  scrollToY,
  sidebarRegion,
  siteNavButton,
  testInOneLanguage,
  text,
  waitForHydration,
} from '../support/chrome';

/** Opens an overlay, checks the page cannot scroll, closes it, checks it can again. */
async function expectScrollLocked(
  page: Page,
  open: () => Promise<void>,
  close: () => Promise<void>,
) {
  // Scrolled down, then up a little so the top bar (hidden on scroll down) is back.
  await scrollToY(page, 400);
  await scrollToY(page, 300);
  await open();
  await expect.poll(() => isPageScrollLocked(page)).toBe(true);
  // Over the content column (the desktop sidebar scrolls on its own).
  await page.mouse.move(isNarrow(page) ? 200 : 640, 600);
  await page.mouse.wheel(0, 500);
  await afterFrames(page, 3);
  expect(await page.evaluate(() => Math.round(window.scrollY))).toBe(300);
  await close();
  await expect.poll(() => isPageScrollLocked(page)).toBe(false);
  await page.mouse.wheel(0, 500);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
}

/**
 * Clicks where the element is on screen. Playwright's click first scrolls the
 * element "into view", which for a sticky bar means back to the page top. The
 * top bar slides back in after a scroll up, so the click waits until the
 * element has stopped moving (the same box two frames apart).
 */
async function clickInPlace(page: Page, locator: Locator) {
  let box = await locator.boundingBox();
  await expect
    .poll(async () => {
      await afterFrames(page, 2);
      const next = await locator.boundingBox();
      const still = next !== null && box !== null && next.y === box.y && next.x === box.x;
      box = next;
      return still;
    })
    .toBe(true);
  if (!box) throw new Error('element is not rendered');
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
}

const isNarrow = (page: Page) => (page.viewportSize()?.width ?? 1280) <= 1024;
const clickOutside = (page: Page) => page.mouse.click(380, 830);

for (const { lang, prefix } of langs) {
  test.describe(`page scroll is locked while an overlay is open (${lang})`, {
    tag: '@phone',
  }, () => {
    const testOnce = testInOneLanguage(lang);
    test.beforeEach(async ({ page }) => {
      await page.goto(docPage(prefix));
      await waitForHydration(page);
    });

    testOnce('search panel', async ({ page }) => {
      const panel = page.getByRole('dialog');
      await expectScrollLocked(
        page,
        async () => {
          await page.keyboard.press('Control+k');
          await expect(panel).toBeVisible();
        },
        async () => {
          await page.keyboard.press('Escape');
          await expect(panel).toHaveCount(0);
        },
      );
    });

    testOnce('mobile nav screen', async ({ page }, testInfo) => {
      test.skip(!isPhone(testInfo), 'the nav screen is the phone menu');
      const hamburger = siteNavButton(page);
      await expectScrollLocked(
        page,
        () => clickInPlace(page, hamburger),
        () => clickInPlace(page, hamburger),
      );
    });

    testOnce('sidebar drawer', async ({ page }, testInfo) => {
      test.skip(!isPhone(testInfo), 'the drawer is the narrow-window sidebar');
      const sidebar: Locator = sidebarRegion(page);
      await expectScrollLocked(
        page,
        async () => {
          await clickInPlace(page, page.getByRole('button', { name: text('menuTitle', lang) }));
          await expect(sidebar).toHaveClass(/--open/);
        },
        async () => {
          await clickOutside(page);
          await expect(sidebar).not.toHaveClass(/--open/);
        },
      );
    });

    testOnce('outline dropdown', async ({ page }, testInfo) => {
      test.skip(!isPhone(testInfo), 'the outline is a dropdown on narrow windows');
      const outline = outlineRegion(page);
      await expectScrollLocked(
        page,
        async () => {
          await clickInPlace(page, page.locator('.rp-sidebar-menu__right'));
          await expect(outline).toHaveClass(/--open/);
        },
        async () => {
          await clickOutside(page);
          await expect(outline).not.toHaveClass(/--open/);
        },
      );
    });
  });
}
