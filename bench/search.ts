/**
 * Search benchmark: `npm run bench:search [-- <built site dir>]` (default doc_build;
 * `BENCH_PORT=<port>` serves it on that port).
 * Per language it prints the index size (raw and gzip), the time Chromium
 * takes to load the index and to answer the first query on a mid-range phone
 * profile (CPU throttled 4×, 390 px wide), the p50/p95 query latency, and the
 * quality of the answers (bench/search-score.ts) to the main query set
 * (bench/search-queries.ts) and, reported apart, to the two held-out sets
 * (bench/search-validation-queries.ts, bench/search-holdout-queries.ts): precision at 1 and 3, mean
 * reciprocal rank over the pages shown (7), queries with no result, and
 * precision at 3 per kind of query. `npx tsx bench/search-node.ts` gives the
 * same quality figures in Node without a browser. Timings come from the User Timing entries
 * the search code records (theme/Search/loader.ts), so they are the real code
 * in the real page, without the 150 ms input debounce.
 */
import { readdirSync, readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, type Page } from '@playwright/test';
import { chromiumLaunch } from '../scripts/chromium';
import { startStaticServer } from '../scripts/serve-static';
import { holdoutQueries } from './search-holdout-queries';
import { queries } from './search-queries';
import { countable, emptyReport, type QualityReport, qualityLines, record } from './search-score';
import { validationQueries } from './search-validation-queries';

const CPU_THROTTLING = 4;
const LOAD_MEASURE = 'rslib-search:load-index';
const QUERY_MEASURE = 'rslib-search:query';
const MATCH_MEASURE = 'rslib-search:match';

interface LanguageReport {
  lang: string;
  rawBytes: number;
  gzipBytes: number;
  loadMs: number;
  firstQueryMs: number;
  firstMatchMs: number;
  matchP50: number;
  matchP95: number;
  p50: number;
  p95: number;
  /** The main query set; its first query is the first query after the index loaded. */
  main: QualityReport;
  /** The held-out validation set, answered after the main set in the same page. */
  validation: QualityReport;
  /** The second held-out set, answered last. */
  holdout: QualityReport;
}

/**
 * Routes the built index holds. A redirect page (an old address, or a page
 * not written yet that points elsewhere meanwhile) is built as HTML but is no
 * answer, so the index, not the file tree, decides what exists.
 */
function indexedRoutes(raw: Buffer): Set<string> {
  const { docs } = JSON.parse(raw.toString('utf8')) as { docs: { routePath: string }[] };
  return new Set(docs.map((doc) => doc.routePath));
}

function percentile(sorted: number[], p: number): number {
  if (!sorted.length) return Number.NaN;
  return (
    sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN
  );
}

function indexFile(site: string, lang: string): string {
  const dir = path.join(site, 'static/search');
  const file = readdirSync(dir).find((name) =>
    new RegExp(`^index\\.${lang}\\.\\w+\\.json$`).test(name),
  );
  if (!file) throw new Error(`no search index for ${lang} in ${dir}: build the site first`);
  return path.join(dir, file);
}

async function lastMeasure(page: Page, name: string, detail?: string): Promise<number> {
  await page.waitForFunction(
    ([measure, query]) =>
      performance
        .getEntriesByName(measure)
        .some((entry) => query === undefined || (entry as PerformanceMeasure).detail === query),
    [name, detail] as const,
  );
  return page.evaluate(
    ([measure, query]) => {
      const entries = performance
        .getEntriesByName(measure)
        .filter((entry) => query === undefined || (entry as PerformanceMeasure).detail === query);
      return entries.at(-1)?.duration ?? Number.NaN;
    },
    [name, detail] as const,
  );
}

async function benchLanguage(
  site: string,
  baseUrl: string,
  lang: 'en' | 'zh',
): Promise<LanguageReport> {
  const raw = readFileSync(indexFile(site, lang));
  const indexed = indexedRoutes(raw);
  const sets = {
    main: countable(queries[lang], indexed),
    validation: countable(validationQueries[lang], indexed),
    holdout: countable(holdoutQueries[lang], indexed),
  };

  const browser = await chromium.launch(chromiumLaunch);
  try {
    const context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
    });
    // Not a first visit: Rspress would redirect to the browser's language.
    await context.addInitScript(() => localStorage.setItem('rspress-visited', '1'));
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await page.goto(`${baseUrl}${lang === 'en' ? '' : '/zh'}/guide/start/`);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_THROTTLING });
    await page.getByRole('button', { name: lang === 'en' ? 'Search Docs' : '搜索文档' }).click();
    const loadMs = await lastMeasure(page, LOAD_MEASURE);
    await page.locator('[role=dialog][data-state=open]').waitFor();
    const input = page.getByRole('combobox');
    const durations: number[] = [];
    const matchDurations: number[] = [];
    const reports = {
      main: emptyReport(sets.main.skipped),
      validation: emptyReport(sets.validation.skipped),
      holdout: emptyReport(sets.holdout.skipped),
    };
    for (const set of ['main', 'validation', 'holdout'] as const) {
      for (const entry of sets[set].counted) {
        await input.fill(entry.query);
        durations.push(await lastMeasure(page, QUERY_MEASURE, entry.query));
        matchDurations.push(await lastMeasure(page, MATCH_MEASURE, entry.query));
        await page
          .locator(`[role=listbox][data-answered="${entry.query.replaceAll('"', '\\"')}"]`)
          .waitFor({ state: 'attached' });
        const shown = await page
          .locator('[role=listbox] [data-route]')
          .evaluateAll((groups) =>
            groups.map((group) => (group as HTMLElement).dataset.route ?? ''),
          );
        record(reports[set], entry, shown);
      }
    }
    const sorted = [...durations].sort((a, b) => a - b);
    const sortedMatch = [...matchDurations].sort((a, b) => a - b);
    return {
      lang,
      rawBytes: raw.length,
      gzipBytes: gzipSync(raw).length,
      loadMs,
      firstQueryMs: durations[0] ?? Number.NaN,
      firstMatchMs: matchDurations[0] ?? Number.NaN,
      matchP50: percentile(sortedMatch, 50),
      matchP95: percentile(sortedMatch, 95),
      p50: percentile(sorted, 50),
      p95: percentile(sorted, 95),
      ...reports,
    };
  } finally {
    await browser.close();
  }
}

const site = path.resolve(process.argv[2] ?? 'doc_build');
// BENCH_PORT picks the server's port (parallel work on one machine); any free port otherwise.
const server = await startStaticServer(site, Number(process.env.BENCH_PORT ?? 0));
const { port } = server.address() as AddressInfo;
const baseUrl = `http://127.0.0.1:${port}`;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const ms = (value: number) => `${value.toFixed(1)} ms`;

try {
  console.log(
    `Search benchmark: ${site}, Chromium with CPU throttling ${CPU_THROTTLING}× (mid-range phone)\n`,
  );
  for (const lang of ['en', 'zh'] as const) {
    const report = await benchLanguage(site, baseUrl, lang);
    console.log(`[${lang}]`);
    console.log(`  index size         ${kb(report.rawBytes)} raw, ${kb(report.gzipBytes)} gzip`);
    console.log(`  load index         ${ms(report.loadMs)} (fetch, parse, build the searcher)`);
    console.log(
      `  first query        ${ms(report.firstQueryMs)} after the index loaded (index match alone ${ms(report.firstMatchMs)})`,
    );
    console.log(`  load + first query ${ms(report.loadMs + report.firstQueryMs)}`);
    console.log(
      `  query latency      p50 ${ms(report.p50)}, p95 ${ms(report.p95)} (all sets; index match alone p50 ${ms(report.matchP50)}, p95 ${ms(report.matchP95)})`,
    );
    console.log(' main set (bench/search-queries.ts)');
    for (const line of qualityLines(report.main)) console.log(line);
    console.log(' validation set (bench/search-validation-queries.ts, held out)');
    for (const line of qualityLines(report.validation)) console.log(line);
    console.log(' held-out set 2 (bench/search-holdout-queries.ts)');
    for (const line of qualityLines(report.holdout)) console.log(line);
    console.log('');
  }
} finally {
  server.close();
}
