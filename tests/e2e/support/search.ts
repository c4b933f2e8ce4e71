/** Helpers shared by the search browser tests. */
import { expect, type Page } from '@playwright/test';

import type { Lang } from '../../../site/i18n';

export type { Lang };

export const placeholders: Record<Lang, string> = { en: 'Search Docs', zh: '搜索文档' };

/** Opens a page as a returning visitor (no first-visit locale redirect) and waits for hydration. */
export async function openPage(page: Page, path: string) {
  await page.addInitScript(() => localStorage.setItem('rspress-visited', '1'));
  await page.goto(path);
  // The shortcut hint is rendered by an effect, so it exists once React has hydrated.
  await page.locator('.rs-search-button__keys').waitFor({ state: 'attached' });
}

export const dialog = (page: Page) => page.getByRole('dialog');
export const input = (page: Page) => page.getByRole('combobox');

/** Types a query and waits until the panel shows the answer to it. */
export async function search(page: Page, query: string) {
  await input(page).fill(query);
  // The list is hidden while it is empty, so it is found by role attribute, not by role.
  await expect(page.locator('[role=listbox]')).toHaveAttribute('data-answered', query);
}

/** Routes of the result pages, in order. */
export function resultRoutes(page: Page): Promise<string[]> {
  return page
    .locator('[role=listbox] [data-route]')
    .evaluateAll((groups) => groups.map((group) => (group as HTMLElement).dataset.route ?? ''));
}

/** Width units of a text (a character above code 255 counts 3). */
export function widthUnits(text: string): number {
  let width = 0;
  for (let i = 0; i < text.length; i++) width += text.charCodeAt(i) > 255 ? 3 : 1;
  return width;
}
