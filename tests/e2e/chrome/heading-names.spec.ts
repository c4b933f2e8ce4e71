/**
 * Names in headings carry `<wbr>` wrap points (site/plugins/heading-breaks.ts);
 * the layout audit checks on every page that no heading wraps inside a word.
 * The outline takes each heading's HTML from the page once React has
 * hydrated it: its titles must read as the headings do, with no markup shown
 * as text.
 */
import { expect, test } from '@playwright/test';
import { afterFrames, waitForHydration } from '../support/chrome';

const titles: [path: string, id: string, title: string][] = [
  [
    '/config/lib/auto-external',
    'autoexternal-optionaldependencies',
    'autoExternal.optionalDependencies',
  ],
  ['/guide/faq/exceptions', 'css-not-emitted', 'ERR_MODULE_NOT_FOUND for a .css file at runtime'],
  ['/zh/guide/faq/exceptions', 'css-not-emitted', '运行时报 .css 文件 ERR_MODULE_NOT_FOUND'],
  ['/config/lib/experiments', 'experiments-exe-filename', 'experiments.exe.fileName'],
];

test.describe('names in headings', () => {
  test.beforeEach(({ isMobile }) => {
    test.skip(isMobile, 'the outline column shows from 1280 px');
  });

  for (const [path, id, title] of titles) {
    test(`the outline reads "${title}" as the heading does (${path})`, async ({ page }) => {
      await page.goto(path);
      await waitForHydration(page);
      // The outline has taken the headings from the page by now.
      await afterFrames(page);
      await expect(page.locator(`[id="${id}"]`)).toHaveText(`#${title}`);
      const item = page.locator(`.rp-doc-layout__outline a[href$="#${id}"]`);
      await expect(item).toHaveText(title);
      expect(await item.innerHTML()).not.toContain('&lt;wbr');
    });
  }
});
