/**
 * Remote search mode. The test builds a second copy of the site with its
 * own configuration (remote-site.config.ts: the site's, with the search
 * asking `/api/search` and the test hooks) into `.cache/doc_build_remote`,
 * once for all workers, and serves it from a small server on 127.0.0.1 that
 * also answers `/api/search` the way a remote search service would.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from '@playwright/test';
import { serveStatic } from '../../../scripts/serve-static';
import { dialog, input, type Lang, openPage, resultRoutes, search } from '../support/search';
import { ensureRemoteBuild, remoteBuildDir } from './remote-build';

type Answer = { status: number; body: unknown };

/** What the fake service answers for a keyword. */
function answer(keyword: string, lang: string): Answer {
  const prefix = lang === 'zh' ? '/zh' : '';
  if (keyword === 'fail') return { status: 500, body: { error: 'down' } };
  if (keyword === 'broken') return { status: 200, body: { unexpected: true } };
  if (keyword.startsWith('nothing')) return { status: 200, body: [] };
  return {
    status: 200,
    body: [
      {
        index: 'rslib',
        hits: [
          {
            type: 'title',
            title: 'lib.umdName',
            link: `${prefix}/config/lib/umd-name`,
          },
          {
            type: 'content',
            title: 'lib.umdName',
            header: 'Example',
            link: `${prefix}/config/lib/umd-name#example`,
            statement: `The ${keyword} option names the global variable.`,
          },
        ],
      },
      {
        index: 'rsbuild',
        hits: [
          {
            type: 'header',
            title: 'output',
            header: `output.${keyword}`,
            link: `${prefix}/config/rsbuild/output`,
          },
        ],
      },
    ],
  };
}

let server: Server;
let base = '';
const requests: URLSearchParams[] = [];

test.beforeAll(async () => {
  test.setTimeout(300_000);
  await ensureRemoteBuild();
  server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    if (url.pathname === '/api/search') {
      requests.push(url.searchParams);
      const { status, body } = answer(
        url.searchParams.get('keyword') ?? '',
        url.searchParams.get('lang') ?? '',
      );
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(body));
      return;
    }
    serveStatic(remoteBuildDir, request, response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

test.afterAll(() => {
  server?.close();
});

const lastRequest = (keyword: string) =>
  requests.filter((params) => params.get('keyword') === keyword).at(-1);

for (const lang of ['en', 'zh'] as const satisfies Lang[]) {
  const prefix = lang === 'zh' ? '/zh' : '';

  test.describe(`remote search (${lang})`, () => {
    test('asks the service with keyword, limit, searchIndexes and lang, and shows its groups', async ({
      page,
    }) => {
      const indexRequests: string[] = [];
      page.on('request', (request) => {
        if (request.url().includes('/static/search/')) indexRequests.push(request.url());
      });
      await openPage(page, `${base}${prefix}/guide/start/`);
      await page.keyboard.press('Control+k');
      const keyword = `umdName${lang}`;
      await search(page, keyword);
      const params = lastRequest(keyword);
      expect(params?.get('limit')).toBe('100');
      expect(params?.get('searchIndexes')).toBe('rslib,rsbuild');
      expect(params?.get('lang')).toBe(lang);
      const groupTitles = await dialog(page).locator('.rs-search-group__title').allInnerTexts();
      expect(groupTitles).toEqual(['rslib', 'rsbuild']);
      expect(await resultRoutes(page)).toEqual([
        `${prefix}/config/lib/umd-name`,
        `${prefix}/config/rsbuild/output`,
      ]);
      const marks = await dialog(page).locator('mark').allInnerTexts();
      expect(marks).toEqual([keyword, keyword]);
      expect(indexRequests).toEqual([]);
    });

    test('a failing service is logged and gives no results', async ({ page }) => {
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });
      await openPage(page, `${base}${prefix}/guide/start/`);
      await page.keyboard.press('Control+k');
      for (const keyword of ['fail', 'broken']) {
        await search(page, keyword);
        await expect(dialog(page).getByRole('status').last()).toContainText(
          lang === 'en' ? `No results for "${keyword}"` : `没有找到与“${keyword}”相关的结果`,
        );
        await expect(dialog(page).getByRole('option')).toHaveCount(0);
      }
      expect(
        errors.filter((error) => error.includes('[search] remote search failed')),
      ).toHaveLength(2);
    });

    test('the hooks run around the search', async ({ page }) => {
      await openPage(page, `${base}${prefix}/guide/start/`);
      await page.keyboard.press('Control+k');
      await search(page, 'alias:nothinghook');
      // beforeSearch turned "alias:nothinghook" into "nothinghook" before the call.
      expect(lastRequest('nothinghook')?.get('lang')).toBe(lang);
      expect(lastRequest('alias:nothinghook')).toBeUndefined();
      // onSearch added its own group to the (empty) remote answer.
      await expect(dialog(page).getByRole('option')).toHaveText(['▤Hook result']);
      const calls = await page.evaluate(
        () => (window as unknown as { __searchHookCalls: string[] }).__searchHookCalls,
      );
      expect(calls).toEqual([
        'beforeSearch:alias:nothinghook',
        'onSearch:nothinghook:0',
        'afterSearch:nothinghook:1',
      ]);
    });

    test('Enter opens the active remote hit', async ({ page }) => {
      await openPage(page, `${base}${prefix}/guide/start/`);
      await page.keyboard.press('Control+k');
      await search(page, 'umdName');
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(`${base}${prefix}/config/lib/umd-name#example`);
      await expect(input(page)).toHaveCount(0);
    });
  });
}
