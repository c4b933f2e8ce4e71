/**
 * Time from the first key pressed in the search box to the first result on
 * screen, as a reader on a phone feels it: Chromium with Lighthouse's mobile
 * throttling (150 ms round trip, 1.6 Mbit/s down, 750 kbit/s up, CPU 4×
 * slower), a 390 px touch screen, a cold cache (a new browser context per
 * run). The page itself loads unthrottled and settles first, so a run times
 * only what searching costs: the reader points at the search box, presses it,
 * and enters the query as soon as the panel is open. The query arrives as one
 * input (`insertText`: an IME commit, a paste, an autocompletion), so that the
 * time is the site's and not the emulated typist's: typed key by key at the
 * speed a 4× slower CPU takes keys, a 26-letter phrase spends most of a
 * second in typing alone.
 *
 * Timestamps are taken in the page (performance.now): the first `keydown` or
 * `input` in the panel, and the first animation frame after the first result
 * option is in the DOM. Bytes are the transfer sizes (Resource Timing) of
 * every request started after the reader pointed at the box and finished
 * before that first result; `fullRankingMs` is when the index stopped loading
 * (the panel's `data-state` leaves `loading`), for comparison.
 */
import type { Browser } from '@playwright/test';

export const PHONE_NETWORK = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
};
export const PHONE_CPU_SLOWDOWN = 4;

export interface LatencyRun {
  firstResultMs: number;
  /** Bytes transferred between pointing at the box and the first result. */
  bytesBeforeFirstResult: number;
  /** Requests those bytes came in, by file name. */
  requests: string[];
  /** First key to the panel leaving its loading state (full index loaded and answered). */
  fullRankingMs: number;
}

interface PageProbe {
  firstKey?: number;
  firstResult?: number;
  idle?: number;
  intent?: number;
}

declare global {
  interface Window {
    __searchProbe?: PageProbe;
  }
}

/** Installs the probe in every page of a context (runs before the site's code). */
function installProbe(): void {
  const probe: PageProbe = {};
  window.__searchProbe = probe;
  // No named functions inside: tsx would wrap them in a helper the page does not have.
  for (const type of ['keydown', 'input']) {
    document.addEventListener(
      type,
      (event) => {
        const { target } = event;
        if (probe.firstKey !== undefined || !(target instanceof Element)) return;
        if (target.closest('[role=dialog]')) probe.firstKey = performance.now();
      },
      true,
    );
  }
  new MutationObserver(() => {
    if (probe.firstKey === undefined) return;
    if (probe.firstResult === undefined && document.querySelector('[role=listbox] [role=option]')) {
      probe.firstResult = -1;
      requestAnimationFrame(() => {
        probe.firstResult = performance.now();
      });
    }
    const panel = document.querySelector('[role=dialog]');
    if (probe.idle === undefined && panel?.getAttribute('data-state') === 'open') {
      const answered = document.querySelector('[role=listbox]')?.getAttribute('data-answered');
      if (answered) probe.idle = performance.now();
    }
  }).observe(document, { subtree: true, childList: true, attributes: true });
}

export async function measureFirstResult(
  browser: Browser,
  pageUrl: string,
  buttonName: string,
  query: string,
  timeoutMs = 120_000,
): Promise<LatencyRun> {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  });
  try {
    // Not a first visit: Rspress would redirect to the browser's language.
    await context.addInitScript(() => localStorage.setItem('rspress-visited', '1'));
    await context.addInitScript(installProbe);
    const page = await context.newPage();
    await page.goto(pageUrl, { waitUntil: 'networkidle' });
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: false });
    await cdp.send('Network.emulateNetworkConditions', PHONE_NETWORK);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: PHONE_CPU_SLOWDOWN });
    await page.evaluate(() => {
      if (window.__searchProbe) window.__searchProbe.intent = performance.now();
    });
    await page.getByRole('button', { name: buttonName }).click();
    const input = page.getByRole('combobox');
    await input.waitFor({ state: 'visible', timeout: timeoutMs });
    await page.waitForFunction(() => document.activeElement?.getAttribute('role') === 'combobox');
    await page.keyboard.insertText(query);
    await page
      .waitForFunction(
        () => (window.__searchProbe?.firstResult ?? -1) > 0 && window.__searchProbe?.idle,
        undefined,
        { timeout: timeoutMs, polling: 50 },
      )
      .catch(async (error: unknown) => {
        const probe = await page.evaluate(() => JSON.stringify(window.__searchProbe));
        throw new Error(`no result for ${JSON.stringify(query)} on ${pageUrl}: probe ${probe}`, {
          cause: error,
        });
      });
    return await page.evaluate(() => {
      const probe = window.__searchProbe as Required<PageProbe>;
      const fetched = (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
        .filter(
          (entry) => entry.startTime >= probe.intent && entry.responseEnd <= probe.firstResult,
        )
        .map((entry) => ({ name: entry.name.split('/').pop() ?? '', bytes: entry.transferSize }));
      return {
        firstResultMs: probe.firstResult - probe.firstKey,
        bytesBeforeFirstResult: fetched.reduce((sum, entry) => sum + entry.bytes, 0),
        requests: fetched.map((entry) => entry.name),
        fullRankingMs: probe.idle - probe.firstKey,
      };
    });
  } finally {
    await context.close();
  }
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[middle] ?? Number.NaN)
    : ((sorted[middle - 1] ?? Number.NaN) + (sorted[middle] ?? Number.NaN)) / 2;
}
