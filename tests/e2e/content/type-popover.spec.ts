/**
 * Types on config examples: an identifier shows its type, as @rslib/core
 * declares it, on hover and on keyboard focus; Escape hides it; axe finds
 * nothing with it open, in both schemes; on a phone it fits the screen.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { isPhone, langs, waitForHydration } from '../support/chrome';

/** The first typed `format` identifier of the page's examples (our own class: it has no role). */
function formatIdentifier(page: Page) {
  return page.locator('pre code .rs-type', { hasText: /^format$/ }).first();
}

for (const { lang, prefix } of langs) {
  test.describe(`types on config examples (${lang})`, () => {
    test('hovering format shows its union type and its doc', async ({ page }, testInfo) => {
      test.skip(isPhone(testInfo), 'no hover on a phone');
      await page.goto(`${prefix}/config/lib/format`);
      await waitForHydration(page);
      await formatIdentifier(page).hover();
      const tooltip = page.getByRole('tooltip');
      await expect(tooltip).toBeVisible();
      await expect(tooltip).toContainText('LibConfig.format?: Format');
      await expect(tooltip).toContainText('type Format = "esm" | "cjs" | "umd" | "mf" | "iife"');
      await expect(tooltip).toContainText('Output format');
      await page.mouse.move(0, 0);
      await expect(tooltip).toBeHidden();
    });

    test('focus shows the type, Escape hides it and keeps focus', async ({ page }) => {
      await page.goto(`${prefix}/config/lib/format`);
      await waitForHydration(page);
      const format = formatIdentifier(page);
      await format.focus();
      const tooltip = page.getByRole('tooltip');
      await expect(tooltip).toContainText('Format');
      await expect(format).toHaveAccessibleDescription(/LibConfig\.format/);
      await page.keyboard.press('Escape');
      await expect(tooltip).toBeHidden();
      await expect(format).toBeFocused();
      // Tab goes on to the next identifier, which shows its type in turn.
      await page.keyboard.press('Tab');
      await expect(format).not.toBeFocused();
      await expect(tooltip).toBeVisible();
      const next = page.locator('.rs-type:focus');
      await expect(next).toHaveAccessibleDescription(/\S/);
    });

    test('axe finds nothing with the popup open, light and dark', async ({ page }) => {
      for (const scheme of ['light', 'dark'] as const) {
        await page.emulateMedia({ colorScheme: scheme });
        await page.goto(`${prefix}/config/lib/format`);
        await waitForHydration(page);
        await formatIdentifier(page).focus();
        await expect(page.getByRole('tooltip')).toBeVisible();
        const { violations } = await new AxeBuilder({ page })
          .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
          .include('#rs-type-popover')
          .include('pre')
          .analyze();
        expect(violations.map((violation) => `${scheme}: ${violation.id}`)).toEqual([]);
      }
    });

    test(
      'a tap shows the type within the screen',
      { tag: '@phone' },
      async ({ page }, testInfo) => {
        test.skip(!isPhone(testInfo), 'a phone test');
        await page.goto(`${prefix}/config/lib/format`);
        await waitForHydration(page);
        const format = formatIdentifier(page);
        await format.scrollIntoViewIfNeeded();
        await format.tap();
        const tooltip = page.getByRole('tooltip');
        await expect(tooltip).toBeVisible();
        const box = await tooltip.boundingBox();
        const width = page.viewportSize()?.width ?? 0;
        expect(box && box.x >= 0 && box.x + box.width <= width).toBe(true);
      },
    );
  });
}
