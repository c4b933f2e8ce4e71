/**
 * Lighthouse 13 on the system Chromium: the default (mobile) preset, every
 * category, `runs` times per page; the median of each number is reported,
 * and the audits that lose points in the median run.
 *
 * Each page is measured as a first visit by a reader of its language. Lighthouse
 * clears storage before each run and its user agent no longer names it, so in a
 * browser set to English the site's first-visit locale redirect would move a
 * Chinese page to its English twin, and the English page would be measured.
 */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromiumFlags } from '../../scripts/chromium';
import { isSamePage } from './route';

export const categories = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
export type Category = (typeof categories)[number];

export interface LighthouseResult {
  /** 0–100 per category. */
  scores: Record<Category, number>;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  /**
   * Runs whose first contentful frame was shown only after the load event.
   * Headless Chromium's compositor sometimes stops sending frames to a page
   * that was busy while loading and shows its first frame up to a second or two
   * later (GoogleChrome/lighthouse#17148); Lighthouse's simulation then counts
   * every request and task before that moment, so FCP, LCP and the speed index
   * of such a run come out several hundred milliseconds late.
   */
  latePaintRuns: number;
  /** `category: audit-id` for every audit that keeps a category below 100. */
  losses: string[];
}

interface Run extends Omit<LighthouseResult, 'latePaintRuns'> {
  performance: number;
  latePaint: boolean;
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  if (sorted.length === 0) return Number.NaN;
  return sorted.length % 2 === 1
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
}

type Lhr = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr'];

function lossesOf(lhr: Lhr): string[] {
  const losses: string[] = [];
  for (const id of categories) {
    for (const ref of lhr.categories[id]?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id];
      if (!audit || audit.score === null || audit.score >= 1) continue;
      // Performance: the metrics show in the numbers; list the audits that say why.
      if (id === 'performance' && (ref.weight > 0 || audit.score >= 0.9)) continue;
      if (audit.scoreDisplayMode === 'informative' || audit.scoreDisplayMode === 'manual') continue;
      losses.push(`${id}: ${ref.id}`);
    }
  }
  return losses;
}

async function runOnce(port: number, url: string): Promise<Run> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: [...categories],
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.message}`);
  if (!isSamePage(lhr.finalDisplayedUrl, url)) {
    throw new Error(`Lighthouse on ${url} measured another page: ${lhr.finalDisplayedUrl}`);
  }
  const scores = Object.fromEntries(
    categories.map((id) => [id, Math.round((lhr.categories[id]?.score ?? 0) * 100)]),
  ) as Record<Category, number>;
  const observed = (
    lhr.audits.metrics?.details as
      | { items?: { observedFirstContentfulPaint?: number; observedLoad?: number }[] }
      | undefined
  )?.items?.[0];
  return {
    scores,
    performance: scores.performance,
    latePaint: (observed?.observedFirstContentfulPaint ?? 0) > (observed?.observedLoad ?? Infinity),
    fcpMs: lhr.audits['first-contentful-paint']?.numericValue ?? Number.NaN,
    lcpMs: lhr.audits['largest-contentful-paint']?.numericValue ?? Number.NaN,
    tbtMs: lhr.audits['total-blocking-time']?.numericValue ?? Number.NaN,
    losses: lossesOf(lhr),
  };
}

/** The browser language of the reader a page is written for. */
export function readerLanguageOf(url: string): string {
  return /^\/zh(\/|$)/.test(new URL(url).pathname) ? 'zh-CN' : 'en-US';
}

async function runInLanguage(urls: string[], runs: number, language: string) {
  const chrome = await chromeLauncher.launch({
    chromePath: '/usr/bin/chromium',
    // Headless Chromium takes navigator.language from --accept-lang, not --lang.
    chromeFlags: ['--headless=new', `--accept-lang=${language}`, ...chromiumFlags],
  });
  try {
    const results = new Map<string, LighthouseResult>();
    for (const url of urls) {
      const all: Run[] = [];
      for (let run = 0; run < runs; run++) all.push(await runOnce(chrome.port, url));
      const byPerformance = [...all].sort((a, b) => a.performance - b.performance);
      const middle = byPerformance[Math.floor((byPerformance.length - 1) / 2)] as Run;
      results.set(url, {
        scores: Object.fromEntries(
          categories.map((id) => [id, median(all.map((run) => run.scores[id]))]),
        ) as Record<Category, number>,
        fcpMs: median(all.map((run) => run.fcpMs)),
        lcpMs: median(all.map((run) => run.lcpMs)),
        tbtMs: median(all.map((run) => run.tbtMs)),
        latePaintRuns: all.filter((run) => run.latePaint).length,
        losses: middle.losses,
      });
    }
    return results;
  } finally {
    chrome.kill();
  }
}

/** Runs Lighthouse `runs` times on each URL, one run at a time, in the URL's order. */
export async function runLighthouse(urls: string[], runs: number): Promise<LighthouseResult[]> {
  const languages = [...new Set(urls.map(readerLanguageOf))];
  const results = new Map<string, LighthouseResult>();
  for (const language of languages) {
    const inLanguage = urls.filter((url) => readerLanguageOf(url) === language);
    for (const [url, result] of await runInLanguage(inLanguage, runs, language)) {
      results.set(url, result);
    }
  }
  return urls.map((url) => results.get(url) as LighthouseResult);
}
