import { expect, type Page, test } from '@playwright/test';
import { isPhone, sidebarRegion, waitForHydration } from '../support/chrome';

/** The rows of a top-level sidebar group's items: `0fr` when it is collapsed. */
const groupRows = (page: Page, name: string) =>
  page
    .locator('.rp-doc-layout__sidebar > .rp-sidebar-group', { hasText: name })
    .locator('xpath=following-sibling::div[1]')
    .evaluate((element) => (element as HTMLElement).style.gridTemplateRows);

test('a sidebar group the reader collapses stays collapsed after a page switch, and opens again on a click', async ({
  page,
}) => {
  await page.goto('/guide/start/quick-start');
  await waitForHydration(page);
  const sidebar = sidebarRegion(page);
  const basic = sidebar.locator('> .rp-sidebar-group', { hasText: 'Basic' });
  await basic.click();
  await expect.poll(() => groupRows(page, 'Basic')).toBe('0fr');

  await sidebar.locator('a[href="/guide/start/features"]').click();
  await expect(page).toHaveURL(/\/guide\/start\/features$/);
  await expect(sidebar.locator('a[href="/guide/start/features"]')).toHaveClass(
    /rp-sidebar-item--active/,
  );
  expect(await groupRows(page, 'Basic')).toBe('0fr');
  expect(await groupRows(page, 'Start')).toBe('1fr');

  await basic.click();
  await expect.poll(() => groupRows(page, 'Basic')).toBe('1fr');
});

test('the current page’s sidebar link is scrolled into view on load and after a page switch', async ({
  page,
}) => {
  // The last pages of the configuration sidebar sit far below its first screen.
  const lastPage = '/config/rsbuild/tools';
  const activeLinkInView = () =>
    page.evaluate(() => {
      const sidebar = document.querySelector('.rp-doc-layout__sidebar') as HTMLElement;
      const active = sidebar.querySelector('.rp-sidebar-item--active') as HTMLElement;
      const box = active.getBoundingClientRect();
      const view = sidebar.getBoundingClientRect();
      return {
        scrolled: sidebar.scrollTop > 0,
        inView: box.top >= view.top && box.bottom <= Math.min(view.bottom, window.innerHeight),
      };
    });
  await page.goto(lastPage);
  await waitForHydration(page);
  await expect.poll(activeLinkInView).toEqual({ scrolled: true, inView: true });

  await page.locator('.rp-doc-layout__sidebar a[href="/config/rsbuild/"]').click();
  await expect(page).toHaveURL(/\/config\/rsbuild\/$/);
  await expect.poll(activeLinkInView).toEqual({ scrolled: true, inView: true });
});

test('a page’s scripts carry its own section’s sidebar and page records only; another section’s arrive with its page', async ({
  page,
}, testInfo) => {
  test.skip(isPhone(testInfo), 'the top navigation is in the menu on a phone');
  const scripts: Promise<string>[] = [];
  page.on('response', (response) => {
    if (new URL(response.url()).pathname.endsWith('.js')) {
      scripts.push(response.text().catch(() => ''));
    }
  });
  await page.goto('/guide/start/quick-start');
  await waitForHydration(page);
  // Sidebar data holds its links as `.html` files; the route table has no such form.
  const loaded = (await Promise.all(scripts)).join('\n');
  const carries = (link: string) => loaded.includes(`"${link}"`);
  expect(carries('/guide/start/glossary.html'), 'its own section').toBe(true);
  expect(carries('/config/rsbuild/tools.html'), 'another section').toBe(false);
  expect(carries('/zh/guide/start/glossary.html'), 'another language').toBe(false);
  // Page records (Rspress's page list) likewise.
  expect(loaded.includes('routePath:"/guide/start/glossary"'), 'its own record').toBe(true);
  expect(loaded.includes('routePath:"/config/rsbuild/tools"'), 'another record').toBe(false);

  await page.evaluate(() => {
    (window as { stayedOnPage?: boolean }).stayedOnPage = true;
  });
  await page.getByRole('banner').getByRole('link', { name: 'Config', exact: true }).click();
  await expect(page).toHaveURL(/\/config\/$/);
  await expect(sidebarRegion(page).getByRole('link', { name: 'tools', exact: true })).toBeVisible();
  expect(await page.evaluate(() => (window as { stayedOnPage?: boolean }).stayedOnPage)).toBe(true);
});
