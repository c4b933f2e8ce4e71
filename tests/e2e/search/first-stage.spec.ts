/**
 * The two stages of the search: nothing is fetched on a page view without a
 * sign of intent; the first stage (the term shards a query needs) answers
 * while the full index loads; the full ranking then replaces it without
 * moving what the reader is on.
 */
import { expect, type Page, type Request, test } from '@playwright/test';
import { dialog, input, openPage, resultRoutes } from '../support/search';

const FIRST_STAGE = /\/static\/search\/terms\.en\.[0-9a-f]{10}\.json$/;
const SHARD = /\/static\/search\/terms\.en\.[0-9a-f]{10}\.\d+\.json$/;
const FULL_INDEX = /\/static\/search\/index\.en\.[0-9a-f]{10}\.json$/;
// First stage: third-party-deps first; full ranking: external-helpers first.
const QUERY = 'externals';

/** Holds the full index back until the returned function is called. */
async function holdFullIndex(page: Page): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(FULL_INDEX, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

const listbox = (page: Page) => page.locator('[role=listbox]');

/** Types the query and waits for the first stage's answer. */
async function firstStageAnswer(page: Page, query = QUERY) {
  await page.keyboard.press('Control+k');
  await input(page).fill(query);
  await expect(listbox(page)).toHaveAttribute('data-stage', 'first');
  await expect(page.getByRole('option').first()).toBeVisible();
  await expect(dialog(page)).toHaveAttribute('data-state', 'loading');
}

/** The text, top edge and selection of every option, in order. */
function optionBoxes(page: Page) {
  return page
    .getByRole('option')
    .evaluateAll((options) =>
      options.map(
        (option) =>
          [
            option.textContent,
            option.getBoundingClientRect().top,
            option.getAttribute('aria-selected'),
          ] as const,
      ),
    );
}

test('a page view without a sign of intent fetches no index; pointing at the box fetches the shard directory only', async ({
  page,
}) => {
  const searchFiles: string[] = [];
  page.on('request', (request: Request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/static/search/')) searchFiles.push(pathname);
  });
  await openPage(page, '/guide/start/quick-start');
  await page.waitForLoadState('networkidle');
  // Reading: scrolling, pointing at and pressing the text.
  await page.mouse.wheel(0, 600);
  await page.locator('main p').first().click();
  await page.waitForTimeout(300);
  expect(searchFiles).toEqual([]);

  await page.getByRole('button', { name: 'Search Docs' }).hover();
  await expect.poll(() => searchFiles.length).toBe(1);
  expect(searchFiles[0]).toMatch(FIRST_STAGE);

  // Opening the panel without a query: the full index follows a moment later.
  await page.getByRole('button', { name: 'Search Docs' }).click();
  await expect.poll(() => searchFiles.length).toBe(2);
  expect(searchFiles[1]).toMatch(FULL_INDEX);
  await expect(dialog(page)).toHaveAttribute('data-state', 'open');
});

test('the first stage answers while the full index loads; the full ranking then replaces it', async ({
  page,
}) => {
  const release = await holdFullIndex(page);
  await openPage(page, '/guide/start/');
  await firstStageAnswer(page);
  const firstRoutes = await resultRoutes(page);
  release();
  await expect(listbox(page)).toHaveAttribute('data-answered', QUERY);
  await expect(listbox(page)).toHaveAttribute('data-stage', 'full');
  const fullRoutes = await resultRoutes(page);
  expect(fullRoutes).not.toEqual(firstRoutes);
  // The same list as the full index gives on its own.
  await input(page).fill('');
  await input(page).fill(QUERY);
  await expect(listbox(page)).toHaveAttribute('data-answered', QUERY);
  expect(await resultRoutes(page)).toEqual(fullRoutes);
  await expect(page.getByRole('option', { selected: true })).toHaveCount(1);
});

test('the full ranking keeps the keyboard selection and everything above it in place', async ({
  page,
}) => {
  const release = await holdFullIndex(page);
  await openPage(page, '/guide/start/');
  await firstStageAnswer(page);
  for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowDown');
  const selected = page.getByRole('option', { selected: true });
  const selectedText = await selected.textContent();
  const boxes = await optionBoxes(page);
  const through = boxes.findIndex(([, , selected]) => selected === 'true') + 1;
  expect(through).toBe(4);

  release();
  await expect(listbox(page)).toHaveAttribute('data-answered', QUERY);
  await expect(selected).toHaveText(selectedText ?? '');
  expect((await optionBoxes(page)).slice(0, through)).toEqual(boxes.slice(0, through));
  await expect(input(page)).toHaveAttribute(
    'aria-activedescendant',
    (await selected.getAttribute('id')) ?? '',
  );
  // Below the reader's place, the full ranking's pages follow.
  expect((await resultRoutes(page)).length).toBeGreaterThan(boxes.length / 3);
});

test('the full ranking leaves the hit under the pointer where it is', async ({ page }) => {
  const release = await holdFullIndex(page);
  await openPage(page, '/guide/start/');
  await firstStageAnswer(page);
  const option = page.getByRole('option').nth(2);
  const box = await option.boundingBox();
  if (!box) throw new Error('the third option has no box');
  const point = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  await page.mouse.move(point.x, point.y - 2);
  await page.mouse.move(point.x, point.y);
  const text = await option.textContent();
  await expect(option).toHaveAttribute('aria-selected', 'true');

  release();
  await expect(listbox(page)).toHaveAttribute('data-answered', QUERY);
  const under = await page.evaluate(
    ({ x, y }) => document.elementFromPoint(x, y)?.closest('[role=option]')?.textContent,
    point,
  );
  expect(under).toBe(text);
  await expect(page.getByRole('option', { selected: true })).toHaveText(text ?? '');
});

test('pages asked for during the first stage stay shown when the full ranking arrives', async ({
  page,
}) => {
  const release = await holdFullIndex(page);
  await openPage(page, '/guide/start/');
  await firstStageAnswer(page);
  await page.getByRole('button', { name: /^Show \d+ more pages?$/ }).click();
  const shown = (await resultRoutes(page)).length;
  expect(shown).toBeGreaterThan(7);

  release();
  await expect(listbox(page)).toHaveAttribute('data-answered', QUERY);
  await expect(page.getByRole('button', { name: /^Show \d+ more pages?$/ })).toHaveCount(0);
  expect((await resultRoutes(page)).length).toBeGreaterThanOrEqual(shown);
});

test('a word only the text holds is answered by the first stage from the one shard holding it', async ({
  page,
}) => {
  const shards: string[] = [];
  page.on('request', (request: Request) => {
    const { pathname } = new URL(request.url());
    if (SHARD.test(pathname)) shards.push(pathname);
  });
  const release = await holdFullIndex(page);
  await openPage(page, '/guide/start/');
  await firstStageAnswer(page, 'tarball');
  expect(await resultRoutes(page)).toEqual(
    expect.arrayContaining(['/guide/start/quick-start', '/guide/advanced/dts']),
  );
  expect(shards).toHaveLength(1);
  release();
  await expect(listbox(page)).toHaveAttribute('data-stage', 'full');
});
