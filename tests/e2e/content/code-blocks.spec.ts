/**
 * What the static code rendering adds to code blocks: change notation that
 * reads without colour, file trees as lists, and the Output view of a built
 * example, whose file texts load only when a reader opens it.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { waitForHydration } from '../support/chrome';

test('added and removed lines carry a sign and words for screen readers', async ({ page }) => {
  await page.goto('/guide/migration/tsup');
  const block = page.locator('pre', { hasText: "from '@rslib/core'" }).first();
  const added = block.locator('.line', { hasText: "from '@rslib/core'" });
  await expect(added).toContainText('Added line:');
  await expect(added.locator('[aria-hidden="true"]')).toHaveText('+');
  const removed = block.locator('.line', { hasText: "from 'tsup'" });
  await expect(removed).toContainText('Removed line:');
  await expect(block).not.toContainText('[!code');
  // The words are for screen readers only: no visible box.
  const words = added.getByText('Added line:');
  expect(
    await words.evaluate((element) => element.getBoundingClientRect().width),
  ).toBeLessThanOrEqual(1);
});

test.describe('in Chinese', () => {
  // A first visit with another browser language may be redirected away from /zh/.
  test.use({ locale: 'zh-CN' });

  test('a tree fence is a nested list named "File tree"', async ({ page }) => {
    await page.goto('/zh/guide/basic/output-structure');
    const tree = page.getByRole('list', { name: '文件树' }).first();
    await expect(tree.getByRole('listitem').first()).toContainText('src/');
    // Nested: utils/ is an item of a list inside the src/ item.
    await expect(
      tree.getByRole('listitem').first().getByRole('list').getByRole('listitem').last(),
    ).toContainText('math.ts');
  });
});

test('the Output view lists the built files and loads their texts when opened', async ({
  page,
}) => {
  const requests: string[] = [];
  page.on('request', (request) => requests.push(new URL(request.url()).pathname));
  await page.goto('/config/lib/format');
  await waitForHydration(page);
  const mark = page.getByRole('link', { name: /^Built with @rslib\/core \d+\.\d+\.\d+$/ }).first();
  await expect(mark).toHaveAttribute('href', '/guide/start/checked-examples');
  expect(requests.filter((path) => path.startsWith('/example-outputs/'))).toEqual([]);

  const output = page.locator('.rs-output', { has: page.locator('details') }).first();
  // <summary> has no ARIA role of its own to find it by.
  const summary = output.locator('summary');
  await expect(summary).toContainText('Output');
  await summary.click();
  const firstFile = output.getByRole('listitem').first();
  await expect(firstFile.locator('code')).toHaveText(/^dist\//);
  await expect(firstFile).toContainText(/\d kB$|\d B$/);
  const file = output.getByRole('figure').first();
  await expect(file).toBeVisible();
  await expect(file.locator('figcaption')).toHaveText(/^dist\//);
  expect(requests.filter((path) => path.startsWith('/example-outputs/'))).toHaveLength(1);

  const axe = await new AxeBuilder({ page }).include('.rs-output').analyze();
  expect(axe.violations.map((violation) => violation.id)).toEqual([]);
});

test('an Output view opened before the page has hydrated still loads its texts', async ({
  page,
}) => {
  // Hold the page's scripts until the reader has opened the view, as on a slow phone.
  let releaseScripts = () => {};
  const scriptsHeld = new Promise<void>((resolve) => {
    releaseScripts = resolve;
  });
  await page.route('**/*.js', async (route) => {
    await scriptsHeld;
    await route.continue();
  });
  await page.goto('/config/lib/format', { waitUntil: 'commit' });
  const output = page.locator('.rs-output', { has: page.locator('details') }).first();
  await output.locator('summary').click();
  await expect(output.getByRole('listitem').first()).toBeVisible();
  releaseScripts();
  await waitForHydration(page);
  await expect(output.getByRole('figure').first()).toBeVisible();
});

test.describe('in Chinese, by keyboard', () => {
  test.use({ locale: 'zh-CN' });

  test('the Output view is reachable and opened by keyboard, in Chinese too', async ({ page }) => {
    await page.goto('/zh/config/lib/format');
    await waitForHydration(page);
    const summary = page.locator('.rs-output summary').first();
    await summary.focus();
    await expect(summary).toContainText('构建产物');
    await page.keyboard.press('Enter');
    await expect(page.locator('.rs-output details').first()).toHaveAttribute('open', '');
    await expect(
      page
        .locator('.rs-output', { has: page.locator('details') })
        .first()
        .getByRole('figure')
        .first(),
    ).toBeVisible();
  });
});

for (const colorScheme of ['light', 'dark'] as const)
  test(`diffs, file trees and an open Output view pass axe in the ${colorScheme} theme`, async ({
    page,
  }) => {
    await page.emulateMedia({ colorScheme });
    for (const route of [
      '/guide/migration/tsup',
      '/guide/basic/output-structure',
      '/config/lib/shims',
    ]) {
      await page.goto(route);
      await waitForHydration(page);
      const summary = page.locator('.rs-output summary').first();
      if (await summary.count()) {
        await summary.click();
        await expect(page.locator('.rs-output figure').first()).toBeVisible();
      }
      const axe = await new AxeBuilder({ page })
        .include('.rs-output')
        .include('.rs-file-tree')
        .include('pre.has-diff')
        .analyze();
      expect(axe.violations.map((violation) => `${route}: ${violation.id}`)).toEqual([]);
    }
  });
