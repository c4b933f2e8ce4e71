/**
 * The top bar names the Rslib version the docs describe, and that version is
 * the @rslib/core installed next to the site, in both languages and on a phone.
 */
import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';

const installed: string = JSON.parse(
  readFileSync(new URL('../../../node_modules/@rslib/core/package.json', import.meta.url), 'utf8'),
).version;

const pages = [
  { route: '/', label: 'Docs for Rslib version' },
  { route: '/zh/config/lib/format', label: '文档对应的 Rslib 版本' },
];

for (const { route, label } of pages) {
  test(`the top bar of ${route} shows Rslib ${installed}`, async ({ page }) => {
    await page.goto(route);
    const banner = page.getByRole('banner');
    // Shown as the number; screen readers hear what the number is.
    const version = banner.getByText(`${label} v${installed}`, { exact: true });
    await expect(version).toBeVisible();
    expect(await version.evaluate((element) => element.lastChild?.textContent)).toBe(installed);
  });
}
