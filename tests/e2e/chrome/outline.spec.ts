import { expect, type Page, test } from '@playwright/test';
import { isPhone, scrollToY, waitForHydration } from '../support/chrome';

/** The reading-progress circle's arc: its stroke offset, the circumference at 0 %. */
const arcOf = (page: Page, scope: string) =>
  page.locator(`${scope} .rp-progress-circle circle:nth-child(2)`).evaluate((circle) => ({
    offset: Number(circle.getAttribute('stroke-dashoffset')),
    full: Number(circle.getAttribute('stroke-dasharray')),
  }));

test('the reading progress follows the scroll, and "Back to top" shows once the page is scrolled @phone', async ({
  page,
}, testInfo) => {
  // On a desktop window the outline shows the circle and the button; on a
  // phone the circle sits in the menu bar above the content.
  const scope = isPhone(testInfo) ? '.rp-sidebar-menu' : '.rp-doc-layout__outline';
  await page.goto('/guide/start/quick-start');
  await waitForHydration(page);
  const atTop = await arcOf(page, scope);
  expect(atTop.offset).toBeCloseTo(atTop.full);

  const middle = await page.evaluate(() => document.documentElement.scrollHeight / 2);
  await scrollToY(page, middle);
  await expect.poll(async () => (await arcOf(page, scope)).offset).toBeLessThan(atTop.full * 0.75);
  if (isPhone(testInfo)) return;

  const backToTop = page.locator('.rp-scroll-to-top');
  await expect(backToTop).toBeVisible();
  await backToTop.click();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await expect(backToTop).toHaveCount(0);
  await expect.poll(async () => (await arcOf(page, scope)).offset).toBeCloseTo(atTop.full);
});
