import { expect, test } from '@playwright/test';
import { waitForHydration } from '../support/chrome';

test('<html lang> is en on English pages and zh-CN on Chinese ones, also after a client-side switch', async ({
  page,
}) => {
  await page.goto('/zh/guide/start/quick-start');
  await waitForHydration(page);
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
  await page.evaluate(() => {
    window.history.pushState({}, '', '/guide/start/glossary');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(page.locator('h1').first()).toHaveText(/Glossary/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await page.evaluate(() => {
    window.history.pushState({}, '', '/zh/config/');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
});
