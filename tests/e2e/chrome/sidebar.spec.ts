import { expect, type Page, test } from '@playwright/test';
import { waitForHydration } from '../support/chrome';

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
  const sidebar = page.locator('.rp-doc-layout__sidebar');
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
