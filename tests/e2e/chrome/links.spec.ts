import { expect, test } from '@playwright/test';
import { waitForHydration } from '../support/chrome';

// docs/en/guide/start/index.mdx links Rsbuild as //rsbuild.rs.
const page = '/guide/start/';

test('a protocol-relative link is left untouched and opens the other host', async ({
  page: tab,
  context,
}) => {
  // Answer for the other host locally: the test makes no request off this machine.
  await context.route(/^https?:\/\/rsbuild\.rs\//, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<title>Rsbuild</title>' }),
  );
  const response = await tab.goto(page);
  expect(await response?.text()).toContain('href="//rsbuild.rs"');
  await waitForHydration(tab);

  const link = tab.locator('.rspress-doc a', { hasText: /^Rsbuild$/ }).first();
  await expect(link).toHaveAttribute('href', '//rsbuild.rs');
  await expect(link).toHaveAttribute('target', '_blank');

  const [popup] = await Promise.all([context.waitForEvent('page'), link.click()]);
  await popup.waitForLoadState();
  expect(popup.url()).toBe('http://rsbuild.rs/');
  // The doc page did not route to it as a page of this site.
  await expect(tab).toHaveURL(/\/guide\/start\/$/);
});
