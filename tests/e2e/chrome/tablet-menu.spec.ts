import { expect, test } from '@playwright/test';
import { waitForHydration } from '../support/chrome';

test.use({ viewport: { width: 900, height: 800 } });

test('the tablet menu: its button toggles the panel beside it, Escape closes it and focus returns', async ({
  page,
}) => {
  await page.goto('/guide/start/quick-start');
  await waitForHydration(page);
  const button = page.getByRole('button', { name: 'Appearance, language and links' });
  await expect(button).toHaveAttribute('aria-expanded', 'false');
  // The panel is the button's sibling: a button holds no links or buttons.
  await expect(button.locator('a, button, ul, div')).toHaveCount(0);
  const panel = page.locator(`#${await button.getAttribute('aria-controls')}`);
  await expect(panel.getByRole('link', { name: 'github' })).toBeHidden();

  await button.focus();
  await page.keyboard.press('Enter');
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  await expect(panel.getByRole('button', { name: 'Toggle dark mode' })).toBeVisible();
  await expect(panel.getByRole('link', { name: 'github' })).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(panel.getByRole('button', { name: 'Toggle dark mode' })).toBeFocused();

  await page.keyboard.press('Escape');
  await expect(button).toHaveAttribute('aria-expanded', 'false');
  await expect(button).toBeFocused();
  await expect(panel.getByRole('link', { name: 'github' })).toBeHidden();

  // A pointer opens it on hover, as Rspress's did.
  await button.hover();
  await expect(panel.getByRole('link', { name: 'github' })).toBeVisible();
});
