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

test('on a long page the outline keeps the heading being read in view', async ({ page }) => {
  // A short window: the outline's list of headings scrolls in its own box.
  await page.setViewportSize({ width: 1280, height: 500 });
  await page.goto('/config/rsbuild/output');
  await waitForHydration(page);
  const outline = page.getByRole('complementary', { name: 'On this page' });
  const list = outline.locator('.rp-outline__toc');
  await scrollToY(page, await page.evaluate(() => document.documentElement.scrollHeight));
  const active = outline.locator('.rp-toc-item--active');
  await expect(active).toHaveText('Other output options');
  await expect
    .poll(async () => {
      const [item, box] = await Promise.all([active.boundingBox(), list.boundingBox()]);
      return Boolean(item && box && item.y >= box.y && item.y + item.height <= box.y + box.height);
    })
    .toBe(true);
  // The page itself stays where the reader scrolled it.
  expect(await page.evaluate(() => window.scrollY + window.innerHeight)).toBeGreaterThanOrEqual(
    await page.evaluate(() => document.documentElement.scrollHeight - 2),
  );
});
