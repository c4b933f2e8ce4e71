import { expect, type Page, test } from '@playwright/test';
import {
  docPage,
  fetchRouteTable,
  langs,
  testInOneLanguage,
  waitForHydration,
} from '../support/chrome';

declare global {
  interface Window {
    viewTransitions: number;
    contentReloads: string[];
    progressStartedAt: number;
  }
}

/** Counts view transitions and records the page title each content-reload event sees. */
async function recordPageSwitches(page: Page, withViewTransition: boolean) {
  await page.addInitScript((supported) => {
    window.viewTransitions = 0;
    window.contentReloads = [];
    if (!supported) {
      Reflect.deleteProperty(Document.prototype, 'startViewTransition');
    } else {
      const original = Document.prototype.startViewTransition;
      Document.prototype.startViewTransition = function (this: Document, ...args) {
        window.viewTransitions += 1;
        return original.apply(this, args as Parameters<typeof original>);
      } as typeof original;
    }
    window.addEventListener('content-reload', () => {
      window.contentReloads.push(document.querySelector('.rspress-doc h1')?.textContent ?? '');
    });
  }, withViewTransition);
}

async function goToNextPage(page: Page) {
  const next = page.locator('.rp-prev-next-page__next');
  const title = (await next.locator('.rp-prev-next-page__item__title').textContent())?.trim() ?? '';
  const href = await next.getAttribute('href');
  await next.click();
  await expect(page).toHaveURL(new RegExp(`${href}$`));
  await expect(page.locator('.rspress-doc h1')).toContainText(title);
  return title;
}

for (const { lang, prefix } of langs) {
  test.describe(`page switches (${lang})`, () => {
    const testOnce = testInOneLanguage(lang);
    testOnce(
      'run in a view transition, then fire content-reload with the new content',
      async ({ page }) => {
        await recordPageSwitches(page, true);
        await page.goto(docPage(prefix));
        await waitForHydration(page);
        expect(await page.evaluate(() => window.contentReloads)).toEqual([]);
        const title = await goToNextPage(page);
        await expect.poll(() => page.evaluate(() => window.contentReloads.length)).toBe(1);
        const [seen] = await page.evaluate(() => window.contentReloads);
        expect(seen).toContain(title);
        expect(await page.evaluate(() => window.viewTransitions)).toBe(1);
        // Back navigation switches content too.
        await page.goBack();
        await expect.poll(() => page.evaluate(() => window.contentReloads.length)).toBe(2);
      },
    );

    testOnce(
      'without view transitions the page still switches and fires content-reload',
      async ({ page }) => {
        await recordPageSwitches(page, false);
        await page.goto(docPage(prefix));
        await waitForHydration(page);
        await goToNextPage(page);
        await expect.poll(() => page.evaluate(() => window.contentReloads.length)).toBe(1);
      },
    );

    testOnce('a top progress bar runs while the next page loads', async ({ page }) => {
      await page.goto(docPage(prefix));
      await waitForHydration(page);
      await fetchRouteTable(page);
      // Slow down the next page's code so the bar (shown after 200 ms) appears.
      await page.route('**/static/js/async/**', async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 2500));
        await route.continue();
      });
      await page.evaluate(() => {
        const observer = new MutationObserver(() => {
          if (!document.getElementById('nprogress')) return;
          window.progressStartedAt = performance.now();
          observer.disconnect();
        });
        observer.observe(document.body, { childList: true, subtree: true });
      });
      await page.locator('.rp-prev-next-page__next').click();
      const bar = page.locator('#nprogress .bar');
      await expect(bar).toBeAttached({ timeout: 1000 });
      const style = await bar.evaluate((el) => ({
        transform: (el as HTMLElement).style.transform,
        transition: (el as HTMLElement).style.transition,
      }));
      // minimum 0.08: the bar starts 92% off to the left; speed 200 ms.
      expect(style.transform).toBe('translate3d(-92%, 0px, 0px)');
      expect(style.transition).toContain('200ms');
      // Trickle: at most 0.02 per 800 ms step since the bar started.
      await page.waitForTimeout(900);
      const { progress, elapsed } = await bar.evaluate((el) => ({
        progress: 1 + Number.parseFloat((el as HTMLElement).style.transform.slice(12)) / 100,
        elapsed: performance.now() - window.progressStartedAt,
      }));
      expect(progress).toBeGreaterThanOrEqual(0.08);
      expect(progress).toBeLessThanOrEqual(0.08 + 0.02 * Math.floor(elapsed / 800) + 1e-9);
      await expect(bar).not.toBeAttached({ timeout: 6000 });
      await expect(page).not.toHaveURL(/quick-start$/);
    });
  });
}

test('a link whose page cannot be preloaded still leads to its page, loaded by the browser', async ({
  page,
}) => {
  await page.goto(docPage(''));
  await waitForHydration(page);
  // The next page's chunk cannot be fetched (a flaky connection, or a deploy that removed it).
  await page.route('**/static/js/async/**', (route) => route.abort());
  const next = page.locator('.rp-prev-next-page a').last();
  const target = await next.getAttribute('href');
  await next.click();
  await expect(page).toHaveURL(new RegExp(`${target}$`));
  await expect(page.locator('h1')).toContainText('Glossary');
});

test('a page reached through history whose chunk cannot be fetched is loaded by the browser', async ({
  page,
}) => {
  await page.goto(docPage(''));
  await waitForHydration(page);
  await page.evaluate(() => {
    (window as unknown as { beforeReload: boolean }).beforeReload = true;
  });
  // The router shows other pages once the route table is in.
  await fetchRouteTable(page);
  // Offline, or a tab left open across a deploy that removed the home page's chunks.
  await page.route('**/static/js/async/**', (route) => route.abort());
  // Forward to a page this tab has not loaded yet: the router renders it without a page load.
  const pageLoad = page.waitForEvent('load');
  await page.evaluate(() => {
    window.history.pushState({}, '', '/');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  // Instead of an empty window, the server's pre-rendered page.
  await pageLoad;
  await expect(page).toHaveURL(/\/$/);
  await expect(page.locator('h1')).toHaveText('Rslib');
  expect(
    await page.evaluate(() => (window as unknown as { beforeReload?: boolean }).beforeReload),
  ).toBeUndefined();
});

test('a page whose chunk fails again just after its reload is not reloaded a second time', async ({
  page,
}) => {
  await page.goto(docPage(''));
  await waitForHydration(page);
  const home = new URL('/', page.url()).href;
  await page.evaluate((href) => {
    (window as unknown as { beforeReload: boolean }).beforeReload = true;
    // What the boundary wrote when it reloaded this address a moment ago.
    sessionStorage.setItem('rs-chunk-reload', JSON.stringify({ href, at: Date.now() }));
  }, home);
  await fetchRouteTable(page);
  await page.route('**/static/js/async/**', (route) => route.abort());
  // Without the guard the boundary reloads again and the error never reaches the page.
  const uncaught = page.waitForEvent('pageerror');
  await page.evaluate(() => {
    window.history.pushState({}, '', '/');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  expect((await uncaught).name).toBe('ChunkLoadError');
  expect(
    await page.evaluate(() => (window as unknown as { beforeReload?: boolean }).beforeReload),
  ).toBe(true);
});
