import { expect, type Page, test } from '@playwright/test';

/** The /config/ overview in each language, with the texts the spec gives it. */
const locales = [
  {
    lang: 'en',
    browserLocale: 'en-US',
    prefix: '',
    title: 'Overview',
    groups: ['Lib config', 'Rsbuild config'],
    filterLabel: 'Filter',
    placeholder: 'Enter keyword',
    noResult: 'No matching API found',
  },
  {
    lang: 'zh',
    browserLocale: 'zh-CN',
    prefix: '/zh',
    title: '概览',
    groups: ['Lib 配置', 'Rsbuild 配置'],
    filterLabel: '筛选',
    placeholder: '输入关键词',
    noResult: '没有匹配的配置项',
  },
] as const;

const overview = (page: Page) => page.locator('.rp-overview');

for (const locale of locales) {
  test.describe(`config overview (${locale.lang})`, () => {
    // The site redirects by browser language (localeRedirect: 'auto'), so browse as a reader of it.
    test.use({ locale: locale.browserLocale });
    const link = (route: string) => `a[href="${locale.prefix}${route}"]`;

    test.beforeEach(async ({ page }) => {
      await page.goto(`${locale.prefix}/config/`);
    });

    test('lists both groups with the options of each page', async ({ page }) => {
      await expect(page.getByRole('heading', { level: 1, name: locale.title })).toBeVisible();
      for (const group of locale.groups) {
        await expect(overview(page).getByRole('heading', { level: 2, name: group })).toBeVisible();
      }
      // A page of each half, and option headers of a page as links to their anchors.
      await expect(overview(page).locator(link('/config/lib/format'))).toBeVisible();
      await expect(overview(page).locator(link('/config/rsbuild/output'))).toBeVisible();
      await expect(
        overview(page).locator(link('/config/rsbuild/output#output-auto-external')),
      ).toBeVisible();
      await expect(
        overview(page).locator(link('/config/rsbuild/performance#performance-build-cache')),
      ).toBeVisible();
      await expect(overview(page).locator(link('/config/lib/dts#dts-bundle'))).toBeVisible();
    });

    test('cards list option names, not prose headings such as Related', async ({ page }) => {
      await expect(overview(page).locator(link('/config/lib/dts#related'))).toHaveCount(0);
      await expect(overview(page).locator(link('/config/lib/format#examples'))).toHaveCount(0);
      await expect(overview(page).locator(link('/config/lib/format#esm'))).toBeVisible();
    });

    test('has a labelled filter box with the spec placeholder', async ({ page }) => {
      const filter = page.getByLabel(locale.filterLabel, { exact: true });
      await expect(filter).toBeVisible();
      await expect(filter).toHaveAttribute('placeholder', locale.placeholder);
    });

    // Rspress's filter matches page titles and headings, never the URL slug, so "auto-ext"
    // only finds lib.autoExtension through a heading that spells the words out, such as
    // the one naming the CLI flag --auto-extension on /config/lib/auto-extension.
    for (const query of ['auto-ext', 'AUTO EXTENSION']) {
      test(`"${query}" finds autoExtension and hides unrelated options`, async ({ page }) => {
        await page.getByLabel(locale.filterLabel, { exact: true }).fill(query);
        await expect(overview(page).locator(link('/config/lib/auto-extension'))).toBeVisible();
        await expect(overview(page).locator(link('/config/rsbuild/tools'))).toHaveCount(0);
        await expect(overview(page).locator(link('/config/lib/dts'))).toHaveCount(0);
      });
    }

    // The filter ignores case and treats "-" and " " alike, in both directions.
    for (const query of ['mf dev', 'MF-DEV']) {
      // The cards list option names only, so the match on the heading about
      // `rslib mf-dev` shows its page's card.
      test(`"${query}" finds the page with the rslib mf-dev section`, async ({ page }) => {
        await page.getByLabel(locale.filterLabel, { exact: true }).fill(query);
        await expect(
          overview(page).locator(link('/config/rsbuild/module-federation')),
        ).toBeVisible();
        await expect(overview(page).locator(link('/config/rsbuild/output'))).toHaveCount(0);
      });
    }

    test('a query that matches nothing says so and repeats the query', async ({ page }) => {
      const query = 'zzq-no-such-option';
      await page.getByLabel(locale.filterLabel, { exact: true }).fill(query);
      await expect(overview(page).getByText(`${locale.noResult}: ${query}`)).toBeVisible();
      await expect(overview(page).locator(link('/config/rsbuild/output'))).toHaveCount(0);
    });
  });
}
