import { expect, test } from '@playwright/test';
import { docPage, isPhone, langs, text, topBar, waitForHydration } from '../support/chrome';

for (const { lang, prefix } of langs) {
  test.describe(`spec texts (${lang})`, () => {
    test(
      'a doc page shows the outline title, prev/next, last updated and source link',
      { tag: '@phone' },
      async ({ page }, testInfo) => {
        await page.goto(docPage(prefix));
        await waitForHydration(page);
        if (isPhone(testInfo)) {
          // On narrow windows the outline is a dropdown whose button names it.
          await expect(page.locator('.rp-sidebar-menu__right__text')).toHaveText(
            text('outlineTitle', lang),
          );
        } else {
          await expect(page.locator('.rp-outline__title')).toHaveText(text('outlineTitle', lang));
        }
        const footer = page.locator('.rp-doc-footer');
        await expect(footer.locator('.rp-prev-next-page__prev')).toContainText(
          text('prevPageText', lang),
        );
        await expect(footer.locator('.rp-prev-next-page__next')).toContainText(
          text('nextPageText', lang),
        );
        await expect(footer.locator('.rp-last-updated')).toContainText(
          `${text('lastUpdatedText', lang)}:`,
        );
        const source = footer.getByRole('link', { name: text('editLinkText', lang), exact: true });
        // Without a configured repository (site/repository.ts), the page's Markdown copy.
        await expect(source).toHaveAttribute('href', `${prefix}/guide/start/quick-start.md`);
      },
    );

    test('code blocks label their buttons Copy code and Toggle code wrap', async ({ page }) => {
      await page.goto(docPage(prefix));
      const block = page.locator('.rspress-doc .rp-codeblock').first();
      await expect(
        block.getByRole('button', { name: text('codeButtonGroupCopyButtonText', lang) }),
      ).toHaveCount(1);
      await expect(
        block.getByRole('button', { name: text('codeButtonGroupWrapButtonText', lang) }),
      ).toHaveCount(1);
    });

    test('search shows the Search Docs placeholder', async ({ page }) => {
      await page.goto(docPage(prefix));
      await waitForHydration(page);
      // The top bar's search button is named by the placeholder text.
      await expect(
        topBar(page).getByRole('button', { name: text('searchPlaceholderText', lang) }),
      ).toBeVisible();
      await page.keyboard.press('Control+k');
      await expect(page.getByPlaceholder(text('searchPlaceholderText', lang))).toBeVisible();
    });

    test('an unknown path shows 404, PAGE NOT FOUND and Take me home', async ({ page }) => {
      const response = await page.goto(`${prefix}/no/such/page`);
      expect(response?.status()).toBe(404);
      await expect(page.getByText('404', { exact: true })).toBeVisible();
      await expect(page.getByText(text('notFoundText', lang), { exact: true })).toBeVisible();
      const home = page.locator('a.rp-not-found__home-link');
      await expect(home).toHaveText(text('takeMeHomeText', lang));
      await expect(home).toHaveAttribute('href', lang === 'en' ? '/' : '/zh/');
    });

    test('an unknown path is answered with a 404 page pre-rendered in its language', async ({
      request,
    }) => {
      // The client then hydrates this HTML as it is, without a mismatch (the layout audit fails on console warnings).
      const response = await request.get(`${prefix}/no/such/page`);
      expect(response.status()).toBe(404);
      const html = await response.text();
      expect(html).toContain(`<html lang="${lang === 'en' ? 'en' : 'zh-CN'}"`);
      expect(html).toContain(`>${text('notFoundText', lang)}</h1>`);
      // Not a document: no canonical URL and no Markdown copy named for AI agents.
      expect(html).not.toContain('rel="canonical"');
      expect(html).not.toContain('rp-llms-hint');
    });

    test('the config overview page is headed Overview with its filter box', async ({ page }) => {
      await page.goto(`${prefix}/config/`);
      // The heading ends with its anchor link "#".
      await expect(page.locator('.rp-overview h1')).toHaveText(
        new RegExp(`^${text('overview', lang)}#?\\s*$`),
      );
      await expect(page.getByLabel(text('overview.filterNameText', lang))).toHaveAttribute(
        'placeholder',
        text('overview.filterPlaceholderText', lang),
      );
    });
  });
}
