import { expect, test } from '@playwright/test';
import { afterFrames, testInOneLanguage } from '../support/chrome';
import {
  dialog,
  input,
  type Lang,
  openPage,
  placeholders,
  resultRoutes,
  search,
  widthUnits,
} from '../support/search';

const prefixes: Record<Lang, string> = { en: '', zh: '/zh' };

for (const lang of ['en', 'zh'] as const) {
  const prefix = prefixes[lang];

  test.describe(`search (${lang})`, () => {
    const testOnce = testInOneLanguage(lang);
    testOnce(
      'the nav search box is labelled with the placeholder and opens the panel',
      { tag: '@phone' },
      async ({ page }, testInfo) => {
        await openPage(page, `${prefix}/guide/start/`);
        const button = page.getByRole('button', { name: placeholders[lang] });
        await expect(button).toBeVisible();
        if (testInfo.project.name === 'desktop') {
          await expect(button).toContainText(placeholders[lang]);
        }
        await expect(dialog(page)).toHaveCount(0);
        await button.click();
        await expect(dialog(page)).toBeVisible();
        await expect(input(page)).toBeFocused();
        await expect(input(page)).toHaveAttribute('placeholder', placeholders[lang]);
      },
    );

    testOnce(
      'a panel chunk that fails to load leaves the page working, and the next opening retries',
      async ({ page }) => {
        await openPage(page, `${prefix}/guide/start/`);
        const errors: string[] = [];
        page.on('pageerror', (error) => errors.push(error.message));
        // Offline, or a page left open across a deploy that removed the chunk.
        let failed = 0;
        await page.route('**/static/js/async/**', async (route) => {
          await route.abort();
          failed++;
        });
        // The shortcut, not a click: no hover fetches the chunk first.
        await page.keyboard.press('Control+k');
        await expect.poll(() => failed).toBeGreaterThan(0);
        // Nothing opens later either.
        await page.waitForTimeout(600);
        await expect(dialog(page)).toHaveCount(0);
        await expect(page.locator('h1')).toBeVisible();
        expect(errors).toEqual([]);

        await page.unrouteAll();
        await page.keyboard.press('Control+k');
        await expect(dialog(page)).toBeVisible();
        await expect(input(page)).toBeFocused();
      },
    );

    testOnce('a Ctrl+K right after a failed panel fetch opens the panel', async ({ page }) => {
      // Counts scripts that failed to load, in the page, before the site's own handlers run.
      await page.addInitScript(() => {
        const counted = window as Window & { failedScripts?: number };
        counted.failedScripts = 0;
        window.addEventListener(
          'error',
          (event) => {
            if (event.target instanceof HTMLScriptElement)
              counted.failedScripts = (counted.failedScripts ?? 0) + 1;
          },
          true,
        );
      });
      // The context is reused: a pointer left over the search button by an earlier
      // test would fetch the panel's chunk on load, before the failure below is set up.
      await page.mouse.move(0, (page.viewportSize()?.height ?? 800) - 1);
      await openPage(page, `${prefix}/guide/start/`);
      // Only the first fetch fails: the connection is back by the second press.
      await page.route('**/static/js/async/**', (route) => route.abort(), { times: 1 });
      await page.keyboard.press('Control+k');
      await page.waitForFunction(
        () => ((window as Window & { failedScripts?: number }).failedScripts ?? 0) > 0,
      );
      // Well within the 300 ms in which React holds back a resolved Suspense boundary.
      await page.keyboard.press('Control+k');
      await expect(dialog(page)).toBeVisible();
      await expect(input(page)).toBeFocused();
    });

    testOnce(
      'Ctrl+K and Cmd+K open the panel, Escape closes it and gives focus back',
      async ({ page }) => {
        await openPage(page, `${prefix}/guide/start/`);
        for (const shortcut of ['Control+k', 'Meta+k']) {
          await page.keyboard.press(shortcut);
          await expect(dialog(page)).toBeVisible();
          await expect(input(page)).toBeFocused();
          await page.keyboard.press('Escape');
          await expect(dialog(page)).toHaveCount(0);
          await expect(page.getByRole('button', { name: placeholders[lang] })).toBeFocused();
        }
      },
    );

    test('the panel is loading until its language index arrives: the shard directory of the first stage, then the full index, hashed JSON files', async ({
      page,
    }) => {
      const requested: string[] = [];
      let release = () => {};
      const released = new Promise<void>((resolve) => {
        release = resolve;
      });
      await page.route('**/static/search/*.json', async (route) => {
        requested.push(new URL(route.request().url()).pathname);
        await released;
        await route.continue();
      });
      await openPage(page, `${prefix}/guide/start/`);
      await page.keyboard.press('Control+k');
      await expect(dialog(page)).toHaveAttribute('data-state', 'loading');
      release();
      await expect(dialog(page)).toHaveAttribute('data-state', 'open');
      expect(requested).toEqual([
        expect.stringMatching(new RegExp(`^/static/search/terms\\.${lang}\\.[0-9a-f]{10}\\.json$`)),
        expect.stringMatching(new RegExp(`^/static/search/index\\.${lang}\\.[0-9a-f]{10}\\.json$`)),
      ]);
    });

    test('no results: the query is shown as text with the suggestion', async ({ page }) => {
      await openPage(page, `${prefix}/guide/start/`);
      await page.keyboard.press('Control+k');
      // No word of it is in the docs: "No results" is only shown then.
      const query = '<qzx onqzx="qzxx()">zzqx';
      await search(page, query);
      const empty = dialog(page).getByRole('status').filter({ hasText: 'zzqx' });
      const texts =
        lang === 'en'
          ? [`No results for "${query}"`, 'Please try again with a different keyword.']
          : [`没有找到与“${query}”相关的结果`, '请换一个关键词再试试。'];
      for (const text of texts) await expect(empty).toContainText(text);
      await expect(dialog(page).locator('qzx')).toHaveCount(0);
    });

    testOnce(
      'the input is debounced by 150 ms: only the last query is searched',
      async ({ page }) => {
        await page.clock.install();
        await openPage(page, `${prefix}/guide/start/`);
        await page.keyboard.press('Control+k');
        await expect(dialog(page)).toHaveAttribute('data-state', 'open');
        // Every answer the panel shows, in order.
        await page.evaluate(() => {
          const answers: string[] = [];
          (window as unknown as { answers: string[] }).answers = answers;
          const listbox = document.querySelector('[role=listbox]');
          new MutationObserver(() => {
            const answered = listbox?.getAttribute('data-answered');
            if (answered) answers.push(answered);
          }).observe(listbox as Node, { attributes: true, attributeFilter: ['data-answered'] });
        });
        const searched = () =>
          page.evaluate(() => (window as unknown as { answers: string[] }).answers);
        await page.clock.pauseAt(Date.now() + 60_000);
        await input(page).fill('umd');
        await page.clock.runFor(100);
        await input(page).fill('umdName');
        await page.clock.runFor(149);
        expect(await searched()).toEqual([]);
        await page.clock.runFor(2);
        await expect(page.getByRole('listbox')).toHaveAttribute('data-answered', 'umdName');
        expect(await searched()).toEqual(['umdName']);
      },
    );

    test('code identifiers are found', async ({ page }) => {
      await openPage(page, `${prefix}/guide/start/`);
      await page.keyboard.press('Control+k');
      const cases: [string, string][] = [
        ['umdName', `${prefix}/config/lib/umd-name`],
        ['@swc/helpers', `${prefix}/config/lib/external-helpers`],
        ['--dist-path', `${prefix}/guide/basic/cli`],
        ['dts.bundle', `${prefix}/config/lib/dts`],
      ];
      for (const [query, route] of cases) {
        await search(page, query);
        expect((await resultRoutes(page)).slice(0, 3), query).toContain(route);
      }
    });

    test('matching ignores case and accents', async ({ page }) => {
      await openPage(page, `${prefix}/guide/start/`);
      await page.keyboard.press('Control+k');
      await search(page, 'ÜMDNÁME');
      expect((await resultRoutes(page))[0]).toBe(`${prefix}/config/lib/umd-name`);
      const marks = await dialog(page).locator('mark').allInnerTexts();
      expect(marks.length).toBeGreaterThan(0);
      for (const mark of marks) expect(mark.toLowerCase()).toBe('umdname');
    });

    test('hits are grouped by page as title, header and content hits with highlights and a 100-unit snippet', async ({
      page,
    }) => {
      await openPage(page, `${prefix}/guide/start/`);
      await page.keyboard.press('Control+k');
      await search(page, 'dts');
      const dtsPage = dialog(page).locator(`[data-route="${prefix}/config/lib/dts"]`);
      await expect(dtsPage).toHaveAttribute('role', 'group');
      await expect(dtsPage).toHaveAttribute('aria-label', 'lib.dts');
      const types = await dtsPage
        .getByRole('option')
        .evaluateAll((options) => options.map((option) => option.getAttribute('data-hit-type')));
      expect(types[0]).toBe('title');
      expect(types).toContain('header');
      const headerHit = dtsPage.locator('[data-hit-type=header]').first();
      await expect(headerHit).toHaveAttribute('href', new RegExp(`^${prefix}/config/lib/dts#`));
      const marks = (await dtsPage.locator('mark').allInnerTexts()).map((mark) =>
        mark.toLowerCase(),
      );
      expect(marks).toContain('dts');
      const statements = dialog(page).locator('.rs-search-hit__statement');
      expect(await statements.count()).toBeGreaterThan(0);
      for (const statement of await statements.all()) {
        // Every snippet shows why it matched.
        await expect(statement.locator('mark').first()).toBeAttached();
        const text = (await statement.textContent()) ?? '';
        expect(widthUnits(text.replace(/^…|…$/g, ''))).toBeLessThanOrEqual(100);
      }
    });

    test('a phrase finds pages holding its words apart, every matched word marked', async ({
      page,
    }) => {
      await openPage(page, `${prefix}/guide/start/`);
      await page.keyboard.press('Control+k');
      const query = lang === 'en' ? 'keep react out of the bundle' : '不打包 react';
      await search(page, query);
      const top = (await resultRoutes(page)).slice(0, 3);
      const externals = [
        '/guide/advanced/third-party-deps',
        '/config/rsbuild/output',
        '/config/lib/auto-external',
        '/guide/faq/features',
        '/guide/solution/react',
      ].map((route) => prefix + route);
      expect(
        top.some((route) => externals.includes(route)),
        top.join(),
      ).toBe(true);
      const marks = (await dialog(page).locator('mark').allInnerTexts()).map((mark) =>
        mark.toLowerCase(),
      );
      expect(marks).toContain('react');
      expect(marks.some((mark) => (lang === 'en' ? /^bundl/ : /打包|bundle/).test(mark))).toBe(
        true,
      );
    });

    test('a word with a typo still finds its page', async ({ page }) => {
      await openPage(page, `${prefix}/guide/start/`);
      await page.keyboard.press('Control+k');
      await search(page, 'storybok');
      expect((await resultRoutes(page))[0]).toBe(`${prefix}/guide/advanced/storybook`);
    });

    test('fragment pages included by other pages are not results', async ({ page }) => {
      await openPage(page, `${prefix}/guide/start/`);
      await page.keyboard.press('Control+k');
      await search(page, 'CJS');
      const routes = await resultRoutes(page);
      expect(routes.length).toBeGreaterThan(0);
      for (const route of routes) expect(route).not.toContain('/guide/start/components/');
    });

    testOnce('7 pages are shown, and the rest on request', async ({ page }) => {
      await openPage(page, `${prefix}/guide/start/`);
      await page.keyboard.press('Control+k');
      await search(page, 'rslib');
      await expect(dialog(page).locator('[data-route]')).toHaveCount(7);
      const more = dialog(page).getByRole('button', {
        name: lang === 'en' ? /^Show \d+ more pages$/ : /^再显示 \d+ 个页面$/,
      });
      const hidden = Number((await more.textContent())?.match(/\d+/)?.[0]);
      expect(hidden).toBeGreaterThan(0);
      await more.click();
      await expect(dialog(page).locator('[data-route]')).toHaveCount(7 + hidden);
      await expect(more).toHaveCount(0);
    });

    testOnce('arrow keys move the active hit, Enter opens it', async ({ page }) => {
      await openPage(page, `${prefix}/guide/start/`);
      await page.keyboard.press('Control+k');
      await search(page, 'umdName');
      const options = dialog(page).getByRole('option');
      const count = await options.count();
      expect(count).toBeGreaterThan(2);
      const activeId = () => input(page).getAttribute('aria-activedescendant');
      await expect(options.nth(0)).toHaveAttribute('aria-selected', 'true');
      expect(await activeId()).toBe(await options.nth(0).getAttribute('id'));
      await page.keyboard.press('ArrowDown');
      await expect(options.nth(1)).toHaveAttribute('aria-selected', 'true');
      await expect(options.nth(0)).toHaveAttribute('aria-selected', 'false');
      expect(await activeId()).toBe(await options.nth(1).getAttribute('id'));
      await page.keyboard.press('ArrowUp');
      await page.keyboard.press('ArrowUp');
      await expect(options.nth(count - 1)).toHaveAttribute('aria-selected', 'true');
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('ArrowDown');
      const target = (await options.nth(1).getAttribute('href')) ?? '';
      await page.keyboard.press('Enter');
      await expect(dialog(page)).toHaveCount(0);
      await expect(page).toHaveURL((url) => url.pathname + url.hash === target);
    });

    testOnce('a click on a hit opens its page', async ({ page }) => {
      await openPage(page, `${prefix}/guide/start/`);
      await page.keyboard.press('Control+k');
      await search(page, 'umdName');
      await dialog(page).locator('[data-hit-type=title]').first().click();
      await expect(page).toHaveURL(new RegExp(`${prefix}/config/lib/umd-name$`));
      await expect(dialog(page)).toHaveCount(0);
    });

    testOnce(
      'the page does not scroll while the panel is open',
      { tag: '@phone' },
      async ({ page }) => {
        await openPage(page, `${prefix}/guide/start/quick-start`);
        await page.keyboard.press('Control+k');
        await expect(dialog(page)).toBeVisible();
        expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe(
          'hidden',
        );
        await page.mouse.move(10, 400);
        await page.mouse.wheel(0, 800);
        await afterFrames(page, 3);
        expect(await page.evaluate(() => window.scrollY)).toBe(0);
        await page.keyboard.press('Escape');
        expect(
          await page.evaluate(() => getComputedStyle(document.documentElement).overflow),
        ).not.toBe('hidden');
      },
    );

    testOnce(
      'the panel is an accessible modal combobox with a listbox',
      { tag: '@phone' },
      async ({ page }) => {
        await openPage(page, `${prefix}/guide/start/`);
        await page.keyboard.press('Control+k');
        await expect(dialog(page)).toHaveAttribute('aria-modal', 'true');
        await expect(input(page)).toHaveAttribute('aria-expanded', 'false');
        await search(page, 'umdName');
        await expect(input(page)).toHaveAttribute('aria-expanded', 'true');
        const listboxId = await input(page).getAttribute('aria-controls');
        await expect(page.getByRole('listbox')).toHaveAttribute('id', listboxId ?? '');
        // Tab stays inside the dialog.
        for (let i = 0; i < 4; i++) {
          await page.keyboard.press('Tab');
          expect(
            await page.evaluate(() => !!document.activeElement?.closest('[role=dialog]')),
          ).toBe(true);
        }
      },
    );

    testOnce('a click on the backdrop closes the panel', { tag: '@phone' }, async ({ page }) => {
      await openPage(page, `${prefix}/guide/start/`);
      await page.keyboard.press('Control+k');
      await expect(dialog(page)).toBeVisible();
      const viewport = page.viewportSize();
      await page.mouse.click(5, (viewport?.height ?? 800) - 5);
      // On a phone the panel fills the screen, so there is no backdrop to press.
      if ((viewport?.width ?? 0) > 768) await expect(dialog(page)).toHaveCount(0);
    });
  });
}

test('the panel and the engine are fetched on first intent, not with the page', async ({
  page,
}) => {
  const panelScripts: string[] = [];
  page.on('response', async (response) => {
    if (!response.url().endsWith('.js')) return;
    const body = await response.text().catch(() => '');
    if (body.includes('rs-search-panel__input')) panelScripts.push(response.url());
  });
  await openPage(page, '/guide/start/quick-start');
  await page.waitForLoadState('networkidle');
  expect(panelScripts).toEqual([]);
  await page.getByRole('button', { name: 'Search Docs' }).hover();
  await expect.poll(() => panelScripts.length).toBeGreaterThan(0);
  await page.getByRole('button', { name: 'Search Docs' }).click();
  await expect(dialog(page)).toBeVisible();
});

test('an index that cannot be loaded is logged and gives no results', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await page.route('**/static/search/*.json', (route) => route.fulfill({ status: 503 }));
  await openPage(page, '/guide/start/');
  await page.keyboard.press('Control+k');
  await search(page, 'umdName');
  await expect(dialog(page).getByRole('status').last()).toContainText('No results for "umdName"');
  expect(errors.some((error) => error.includes('[search]'))).toBe(true);
});

test.describe('Chinese search', () => {
  test('finds Chinese words inside long sentences and ranks the page about them first', async ({
    page,
  }) => {
    await openPage(page, '/zh/guide/start/');
    await page.keyboard.press('Control+k');
    const cases: [string, string][] = [
      ['快速开始', '/zh/guide/start/quick-start'],
      ['打包模式', '/zh/config/lib/bundle'],
      ['通用模块定义', '/zh/config/lib/format'],
      ['全局变量', '/zh/config/lib/umd-name'],
      ['快速上手', '/zh/guide/start/quick-start'],
      ['声明文件 打包', '/zh/config/lib/dts'],
    ];
    for (const [query, route] of cases) {
      await search(page, query);
      expect((await resultRoutes(page)).slice(0, 3), query).toContain(route);
      const marks = await dialog(page).locator('mark').allInnerTexts();
      // Adjacent matched words are marked as one range (快速 + 开始 → 快速开始).
      const sharesWord = (mark: string) =>
        [...mark].some((_, at) => at + 1 < mark.length && query.includes(mark.slice(at, at + 2)));
      expect(marks.some(sharesWord), `${query}: ${marks.join()}`).toBe(true);
    }
  });

  test('a Chinese snippet holds about 33 characters (3 units each)', async ({ page }) => {
    await openPage(page, '/zh/guide/start/');
    await page.keyboard.press('Control+k');
    await search(page, '产物');
    const statements = await dialog(page).locator('.rs-search-hit__statement').allInnerTexts();
    expect(statements.length).toBeGreaterThan(0);
    for (const statement of statements) {
      expect(widthUnits(statement.replace(/^…|…$/g, ''))).toBeLessThanOrEqual(100);
    }
  });

  test('searches the index of the page language only', async ({ page }) => {
    await openPage(page, '/zh/guide/start/');
    await page.keyboard.press('Control+k');
    await search(page, 'umdName');
    const routes = await resultRoutes(page);
    expect(routes.length).toBeGreaterThan(0);
    for (const route of routes) expect(route.startsWith('/zh/')).toBe(true);
  });
});
