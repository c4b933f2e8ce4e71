import { expect, test } from '@playwright/test';

test('an unknown path is served as the 404 page with status 404', async ({ page }) => {
  const response = await page.goto('/no/such/page');
  expect(response?.status()).toBe(404);
  await expect(page.getByText('PAGE NOT FOUND')).toBeVisible();
});
