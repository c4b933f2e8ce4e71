import { expect, type Page, type Response, test } from '@playwright/test';
import {
  carriesRouteTable,
  docPage,
  isPhone,
  routeTableMarker,
  text,
  waitForHydration,
} from '../support/chrome';
import { dialog, input, search } from '../support/search';

// The route table (a row per page of the site) is not in a page's first
// visit: site/plugins/lazy-route-table.ts, theme/routes/route.ts.

declare global {
  interface Window {
    sameDocument?: boolean;
  }
}

const isScript = (response: Response) =>
  response.request().resourceType() === 'script' && response.url().includes('/static/js/');

/** Marks the document; a browser page load forgets the mark, a client-side navigation keeps it. */
async function markDocument(page: Page) {
  await page.evaluate(() => {
    window.sameDocument = true;
  });
}

/** The quick start, hydrated and marked. */
async function openMarkedQuickStart(page: Page) {
  await page.goto(docPage(''));
  await waitForHydration(page);
  await markDocument(page);
}
const sameDocument = (page: Page) => page.evaluate(() => window.sameDocument === true);

/** The "next page" link of the quick start, found by its name. */
const nextPageLink = (page: Page) => page.getByRole('link', { name: /Next Page.*Glossary/ });

test('a first visit fetches no script with the route table, and a hovered link fetches it', async ({
  page,
}) => {
  const scripts: Response[] = [];
  page.on('response', (response) => {
    if (isScript(response)) scripts.push(response);
  });
  await page.goto(docPage(''));
  await waitForHydration(page);
  await page.waitForLoadState('networkidle');
  const bodies = await Promise.all(scripts.map((response) => response.text()));
  const loaded = bodies.join('\n');
  expect(scripts.length).toBeGreaterThan(2);
  // Rows name their page's file: none per page of the site, not a far page's.
  expect(loaded.includes('zh/guide/advanced/dts.mdx'), "a far page's file").toBe(false);
  expect(loaded.match(/\.mdx"/g)?.length ?? 0).toBeLessThan(5);

  const table = page.waitForResponse(carriesRouteTable);
  await nextPageLink(page).hover();
  await table;
});

test('after a link is hovered, its page opens in the same document; back and forward too', async ({
  page,
}) => {
  await openMarkedQuickStart(page);
  const table = page.waitForResponse(carriesRouteTable);
  await nextPageLink(page).hover();
  await table;
  await nextPageLink(page).click();
  await expect(page).toHaveURL(/\/guide\/start\/glossary$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Glossary');
  expect(await sameDocument(page)).toBe(true);

  await page.goBack();
  await expect(page).toHaveURL(/\/guide\/start\/quick-start$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Quick start');
  await page.goForward();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Glossary');
  expect(await sameDocument(page)).toBe(true);
});

test('after a link is focused from the keyboard, Enter opens its page in the same document', async ({
  page,
}) => {
  await openMarkedQuickStart(page);
  const table = page.waitForResponse(carriesRouteTable);
  await nextPageLink(page).focus();
  await table;
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Glossary');
  expect(await sameDocument(page)).toBe(true);
});

test('a link clicked while the route table is on its way opens its page once it is in, in the same document', async ({
  page,
}) => {
  let releaseTable = () => {};
  const tableHeld = new Promise<void>((resolve) => {
    releaseTable = resolve;
  });
  await page.route('**/static/js/async/**', async (route) => {
    const response = await route.fetch();
    if ((await response.text()).includes(routeTableMarker)) await tableHeld;
    await route.fulfill({ response });
  });
  await openMarkedQuickStart(page);
  await nextPageLink(page).click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Quick start');
  releaseTable();
  await expect(page).toHaveURL(/\/guide\/start\/glossary$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Glossary');
  expect(await sameDocument(page)).toBe(true);
  await page.unrouteAll({ behavior: 'ignoreErrors' });
});

test('a link activated with no pointer or focus on it first is loaded by the browser', async ({
  page,
}) => {
  await openMarkedQuickStart(page);
  // As assistive technology may activate a link: a click event, nothing before it.
  await nextPageLink(page).evaluate((link) => (link as HTMLAnchorElement).click());
  await expect(page).toHaveURL(/\/guide\/start\/glossary$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Glossary');
  expect(await sameDocument(page)).toBe(false);
});

test('when the route table cannot be fetched, a clicked link is loaded by the browser', async ({
  page,
}) => {
  await page.route('**/static/js/async/**', async (route) => {
    const response = await route.fetch();
    if ((await response.text()).includes(routeTableMarker)) await route.abort();
    else await route.fulfill({ response });
  });
  await openMarkedQuickStart(page);
  await nextPageLink(page).click();
  await expect(page).toHaveURL(/\/guide\/start\/glossary$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Glossary');
  expect(await sameDocument(page)).toBe(false);
  await page.unrouteAll({ behavior: 'ignoreErrors' });
});

test('a search result chosen by keyboard before the route table has arrived opens its page', async ({
  page,
}) => {
  const tableRequests: string[] = [];
  page.on('response', async (response) => {
    if (await carriesRouteTable(response)) tableRequests.push(response.url());
  });
  await page.goto(docPage(''));
  await waitForHydration(page);
  await page.keyboard.press('Control+k');
  await expect(dialog(page)).toBeVisible();
  await search(page, 'dts');
  await input(page).press('ArrowDown');
  await input(page).press('Enter');
  await expect(page).not.toHaveURL(/quick-start/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText(text('notFoundText', 'en'))).toHaveCount(0);
  expect(tableRequests).toEqual([]);
});

test('an old .html address is replaced by the clean one without fetching the route table', async ({
  page,
}) => {
  const tableRequests: string[] = [];
  page.on('response', async (response) => {
    if (await carriesRouteTable(response)) tableRequests.push(response.url());
  });
  await page.goto('/guide/start/quick-start.html');
  await waitForHydration(page);
  await expect(page).toHaveURL(/\/guide\/start\/quick-start$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Quick start');
  await page.waitForLoadState('networkidle');
  expect(tableRequests).toEqual([]);
});

test('the not-found page shows, and its link home opens the home page', async ({ page }) => {
  await page.goto('/guide/no-such-page');
  await expect(page.getByText(text('notFoundText', 'en'))).toBeVisible();
  await waitForHydration(page);
  await page.getByRole('link', { name: text('takeMeHomeText', 'en') }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText(text('notFoundText', 'en'))).toHaveCount(0);
});

test('a tapped link opens its page in the same document @phone', async ({ page }, testInfo) => {
  test.skip(!isPhone(testInfo), 'a touch screen');
  await openMarkedQuickStart(page);
  // A touch announces itself with pointerover before the click: the table is on its way.
  await nextPageLink(page).tap();
  await expect(page).toHaveURL(/\/guide\/start\/glossary$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Glossary');
  expect(await sameDocument(page)).toBe(true);
});
