import { expect, type Page, test } from '@playwright/test';
import {
  docPage,
  isPhone,
  langs,
  outlineRegion,
  testInOneLanguage,
  waitForHydration,
} from '../support/chrome';

const ANCHOR_OFFSET = 72;

/** The heading's top once scrolling settled, and whether it is actually visible there. */
async function headingPosition(page: Page, id: string) {
  // Settled: the heading has not moved for five frames in a row.
  await page.waitForFunction(
    (headingId) =>
      new Promise<boolean>((resolve) => {
        let last = Number.NaN;
        let still = 0;
        const check = () => {
          const top = document.getElementById(headingId)?.getBoundingClientRect().top;
          still = top === last ? still + 1 : 0;
          last = top ?? Number.NaN;
          if (still >= 5) resolve(true);
          else requestAnimationFrame(check);
        };
        check();
      }),
    id,
  );
  return page.evaluate((headingId) => {
    const heading = document.getElementById(headingId);
    if (!heading) throw new Error(`no #${headingId}`);
    const box = heading.getBoundingClientRect();
    const hit = document.elementFromPoint(box.left + 8, box.top + box.height / 2);
    return { top: Math.round(box.top), uncovered: hit !== null && heading.contains(hit) };
  }, id);
}

for (const { lang, prefix } of langs) {
  test.describe(`anchor jumps land 72 px from the top (${lang})`, () => {
    const testOnce = testInOneLanguage(lang);
    testOnce('loading a page with a #hash', async ({ page }) => {
      await page.goto(`${docPage(prefix)}#manual`);
      await waitForHydration(page);
      expect(await headingPosition(page, 'manual')).toEqual({
        top: ANCHOR_OFFSET,
        uncovered: true,
      });
    });

    testOnce('clicking an outline link', { tag: '@phone' }, async ({ page }, testInfo) => {
      await page.goto(docPage(prefix));
      await waitForHydration(page);
      if (isPhone(testInfo)) {
        await page.locator('.rp-sidebar-menu__right').click();
        await expect(outlineRegion(page)).toBeInViewport();
      }
      await page.locator('.rp-doc-layout__outline a[href="#config"]').click();
      await expect(page).toHaveURL(/#config$/);
      expect(await headingPosition(page, 'config')).toEqual({
        top: ANCHOR_OFFSET,
        uncovered: true,
      });
    });
  });
}
