import path from 'node:path';
import { expect, test } from '@playwright/test';
import { loadDocs } from '../../../model/docs';
import { localizedRoute } from '../../../model/routes';
import { sidebarEntries } from '../../../model/sidebar';
import { outlineRegion, sidebarRegion } from '../support/chrome';

/*
 * Without JavaScript, at 1280 px (desktop project) and 390 px (phone
 * project), the pre-rendered HTML alone takes a reader to every page of the
 * current sidebar section, to every heading of the page's outline and to the
 * page in the other language.
 */
test.use({ javaScriptEnabled: false });

const docs = loadDocs(path.resolve('docs'));

const cases = [
  { route: '/guide/start/quick-start', lang: 'en', other: { name: '简体中文', lang: 'zh' } },
  { route: '/config/lib/format', lang: 'zh', other: { name: 'English', lang: 'en' } },
] as const;

for (const { route, lang, other } of cases) {
  const url = localizedRoute(route, lang);

  test(`${url} without JavaScript: every page of its sidebar section is a visible link @phone`, async ({
    page,
  }) => {
    const section = sidebarEntries(lang).filter((entry) => route.startsWith(entry.section.prefix));
    expect(section.length).toBeGreaterThan(3);
    await page.goto(url);
    const sidebar = sidebarRegion(page);
    for (const entry of section) {
      const title = docs.page(lang, entry.route)?.title.replaceAll('`', '');
      if (!title) throw new Error(`no page for the sidebar entry ${entry.route} (${lang})`);
      const link = sidebar.getByRole('link', { name: title, exact: true });
      await expect(link, title).toBeVisible();
      await expect(link).toHaveAttribute('href', localizedRoute(entry.route, lang));
    }
    // A link goes there as any link does.
    const next = section.find((entry) => entry.route !== route) ?? section[0];
    const nextTitle = docs.page(lang, next?.route ?? '')?.title.replaceAll('`', '') ?? '';
    await sidebar.getByRole('link', { name: nextTitle, exact: true }).click();
    await expect(page).toHaveURL(localizedRoute(next?.route ?? '', lang));
  });

  test(`${url} without JavaScript: every heading of the outline is a visible link @phone`, async ({
    page,
  }) => {
    await page.goto(url);
    const headings = await page
      .locator('.rspress-doc')
      .locator('h2, h3')
      .evaluateAll((elements) =>
        elements.map((element) => ({
          id: element.id,
          text: (element.textContent ?? '').replace(/^#|#$/g, '').trim(),
        })),
      );
    expect(headings.length).toBeGreaterThan(3);
    const outline = outlineRegion(page);
    for (const heading of headings) {
      const link = outline.getByRole('link', { name: heading.text, exact: true });
      await expect(link, heading.text).toBeVisible();
      await expect(link).toHaveAttribute('href', `#${heading.id}`);
    }
    const last = headings.at(-1);
    await outline.getByRole('link', { name: last?.text, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`#${last?.id}$`));
  });

  test(`${url} without JavaScript: the page in the other language is a visible link @phone`, async ({
    page,
  }) => {
    await page.goto(url);
    const link = page.getByRole('banner').getByRole('link', { name: other.name, exact: true });
    await expect(link).toBeVisible();
    await link.click();
    await expect(page).toHaveURL(localizedRoute(route, other.lang));
    await expect(page.locator('html')).toHaveAttribute('lang', new RegExp(`^${other.lang}`));
  });
}
