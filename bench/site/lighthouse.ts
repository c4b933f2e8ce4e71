/**
 * Lighthouse 13 on the system Chromium: the default (mobile) preset, every
 * category, `runs` times per page; the median of each number is reported,
 * and the audits that lose points in the median run.
 */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromiumFlags } from '../../scripts/chromium';

export const categories = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
export type Category = (typeof categories)[number];

export interface LighthouseResult {
  /** 0–100 per category. */
  scores: Record<Category, number>;
  lcpMs: number;
  tbtMs: number;
  /** `category: audit-id` for every audit that keeps a category below 100. */
  losses: string[];
}

interface Run extends LighthouseResult {
  performance: number;
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
  const scores = Object.fromEntries(
    categories.map((id) => [id, Math.round((lhr.categories[id]?.score ?? 0) * 100)]),
  ) as Record<Category, number>;
  return {
    scores,
    performance: scores.performance,
    lcpMs: lhr.audits['largest-contentful-paint']?.numericValue ?? Number.NaN,
    tbtMs: lhr.audits['total-blocking-time']?.numericValue ?? Number.NaN,
    losses: lossesOf(lhr),
  };
}

/** Runs Lighthouse `runs` times on each URL, in one Chromium, one run at a time. */
export async function runLighthouse(urls: string[], runs: number): Promise<LighthouseResult[]> {
  const chrome = await chromeLauncher.launch({
    chromePath: '/usr/bin/chromium',
    chromeFlags: ['--headless=new', ...chromiumFlags],
  });
  try {
    const results: LighthouseResult[] = [];
    for (const url of urls) {
      const all: Run[] = [];
      for (let run = 0; run < runs; run++) all.push(await runOnce(chrome.port, url));
      const byPerformance = [...all].sort((a, b) => a.performance - b.performance);
      const middle = byPerformance[Math.floor((byPerformance.length - 1) / 2)] as Run;
      results.push({
        scores: Object.fromEntries(
          categories.map((id) => [id, median(all.map((run) => run.scores[id]))]),
        ) as Record<Category, number>,
        lcpMs: median(all.map((run) => run.lcpMs)),
        tbtMs: median(all.map((run) => run.tbtMs)),
        losses: middle.losses,
      });
    }
    return results;
  } finally {
    chrome.kill();
  }
}
