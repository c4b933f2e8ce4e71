import { expect, type Locator, test } from '@playwright/test';
import { docPage, langs, text, waitForHydration } from '../support/chrome';

/** Distinct token colours in a highlighted block: plain text has one. */
async function tokenColours(block: Locator) {
  return block.evaluate((el) => {
    const colours = new Set<string>();
    for (const span of el.querySelectorAll('pre code span[style]')) {
      colours.add((span as HTMLElement).style.color);
    }
    return colours.size;
  });
}

/**
 * Real pages holding each spec grammar (spec §9); `shell` fences are written
 * as bash. No page has a css, jsx or markup block yet: scripts/site-build.test.ts
 * builds those grammars with the site's highlighter settings.
 */
const grammarPages: Record<string, string> = {
  bash: '/guide/start/quick-start',
  ts: '/guide/start/quick-start',
  json: '/guide/start/quick-start',
  diff: '/config/lib/auto-external',
  tsx: '/guide/advanced/svgr-files',
  js: '/config/rsbuild/output',
};

test.describe('code highlighting', () => {
  for (const [language, path] of Object.entries(grammarPages)) {
    test(`${language} blocks are highlighted (${path})`, async ({ page }) => {
      await page.goto(path);
      const block = page.locator(`.rspress-doc .rp-codeblock.language-${language}`).first();
      await expect(block).toBeVisible();
      expect(await tokenColours(block)).toBeGreaterThan(1);
    });
  }
});

for (const { lang, prefix } of langs) {
  test.describe(`code blocks and tabs (${lang})`, () => {
    test.beforeEach(async ({ page, context }) => {
      await context.grantPermissions(['clipboard-read', 'clipboard-write']);
      await page.goto(docPage(prefix));
      await waitForHydration(page);
    });

    test('the copy button copies the code and shows its copied state for 2 s', async ({ page }) => {
      const block = page.locator('.rspress-doc .rp-codeblock.language-ts').first();
      const copy = block.getByRole('button', { name: text('codeButtonGroupCopyButtonText', lang) });
      await block.hover();
      await copy.click();
      const clickedAt = Date.now();
      await expect(copy).toHaveClass(/rp-code-copy-button--copied/);
      const clipboard = await page.evaluate(() => navigator.clipboard.readText());
      expect(clipboard.trimEnd()).toBe(
        ((await block.locator('pre code').textContent()) ?? '').trimEnd(),
      );
      await expect(copy).not.toHaveClass(/rp-code-copy-button--copied/, { timeout: 4000 });
      const shownFor = Date.now() - clickedAt;
      expect(shownFor).toBeGreaterThanOrEqual(1800);
      expect(shownFor).toBeLessThan(3000);
    });

    test('the wrap toggle wraps one block only', async ({ page }) => {
      const blocks = page.locator('.rspress-doc .rp-codeblock');
      const first = blocks.first();
      const wrapName = text('codeButtonGroupWrapButtonText', lang);
      await first.hover();
      await first.getByRole('button', { name: wrapName }).click();
      await expect(first.locator('.rp-codeblock__content')).toHaveClass(/--wrap-code/);
      await expect(blocks.nth(1).locator('.rp-codeblock__content')).not.toHaveClass(/--wrap-code/);
      await first.getByRole('button', { name: wrapName }).click();
      await expect(first.locator('.rp-codeblock__content')).not.toHaveClass(/--wrap-code/);
    });

    test('package-manager tabs share their choice by group id and keep it', async ({ page }) => {
      const groups = page.locator('.rspress-doc .rp-tabs');
      expect(await groups.count()).toBeGreaterThan(1);
      const selected = (index: number) =>
        groups.nth(index).locator('.rp-tabs__label__item--selected');
      await groups.first().locator('.rp-tabs__label__item', { hasText: 'pnpm' }).click();
      for (let index = 0; index < (await groups.count()); index += 1) {
        await expect(selected(index)).toHaveText('pnpm');
      }
      const stored = await page.evaluate(() =>
        Object.entries(localStorage).filter(([key]) => key.startsWith('rspress.tabs.')),
      );
      expect(stored).toEqual([['rspress.tabs.package.manager', expect.any(String)]]);

      await page.reload();
      await waitForHydration(page);
      await expect(selected(1)).toHaveText('pnpm');
    });
  });
}
