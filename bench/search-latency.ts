/**
 * First result on a throttled phone: `npx tsx bench/search-latency.ts [<built site dir>]
 * [--runs <n>]` (default doc_build, 5 runs; `BENCH_PORT=<port>` serves it on that port).
 * For each query of a fixed list (single words, phrases, Chinese, in both
 * languages) it runs the real panel cold `runs` times (bench/first-result.ts)
 * and prints the median time from the first key to the first result on
 * screen, the bytes fetched before it, and when the full ranking was in.
 */
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import { chromiumLaunch } from '../scripts/chromium';
import { startStaticServer } from '../scripts/serve-static';
import { type LatencyRun, measureFirstResult, median } from './first-result';

export const SEARCH_BUTTON = { en: 'Search Docs', zh: '搜索文档' } as const;
export const BENCH_PAGE = '/guide/start/';

/** Queries of the reader sets, by kind: identifiers and words, phrases, Chinese and mixed. */
export const LATENCY_QUERIES: Record<'en' | 'zh', { query: string; kind: string }[]> = {
  en: [
    { query: 'externals', kind: 'word' },
    { query: 'umdName', kind: 'identifier' },
    { query: 'generate declaration files', kind: 'phrase' },
    { query: 'build only one lib', kind: 'phrase' },
    { query: 'tarball', kind: 'word in the text only' },
  ],
  zh: [
    { query: '配置', kind: 'Chinese word' },
    { query: '类型声明文件', kind: 'Chinese phrase' },
    { query: '打包模式', kind: 'Chinese phrase' },
    { query: 'bundle 模式', kind: 'mixed' },
    { query: 'autoExtension', kind: 'identifier' },
    { query: '热更新', kind: 'word in the text only' },
  ],
};

export interface QueryLatency {
  lang: 'en' | 'zh';
  query: string;
  kind: string;
  runs: LatencyRun[];
  firstResultMs: number;
  bytesBeforeFirstResult: number;
  fullRankingMs: number;
}

export async function benchLatency(
  site: string,
  runs: number,
  queries = LATENCY_QUERIES,
  port = Number(process.env.BENCH_PORT ?? 0),
): Promise<QueryLatency[]> {
  const server = await startStaticServer(site, port, { gzip: true });
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const browser = await chromium.launch(chromiumLaunch);
  const results: QueryLatency[] = [];
  try {
    for (const lang of ['en', 'zh'] as const) {
      const pageUrl = `${baseUrl}${lang === 'en' ? '' : '/zh'}${BENCH_PAGE}`;
      for (const { query, kind } of queries[lang]) {
        const measured: LatencyRun[] = [];
        for (let run = 0; run < runs; run++) {
          measured.push(await measureFirstResult(browser, pageUrl, SEARCH_BUTTON[lang], query));
        }
        results.push({
          lang,
          query,
          kind,
          runs: measured,
          firstResultMs: median(measured.map((run) => run.firstResultMs)),
          bytesBeforeFirstResult: median(measured.map((run) => run.bytesBeforeFirstResult)),
          fullRankingMs: median(measured.map((run) => run.fullRankingMs)),
        });
      }
    }
  } finally {
    await browser.close();
    server.close();
  }
  return results;
}

export function latencyTable(results: QueryLatency[]): string[] {
  const lines = [
    '| Lang | Query | Kind | First result (median) | Bytes before it | Full ranking in |',
    '| --- | --- | --- | --- | --- | --- |',
  ];
  for (const result of results) {
    lines.push(
      `| ${result.lang} | \`${result.query}\` | ${result.kind} | ${Math.round(result.firstResultMs)} ms | ${(result.bytesBeforeFirstResult / 1024).toFixed(1)} kB | ${Math.round(result.fullRankingMs)} ms |`,
    );
  }
  for (const lang of ['en', 'zh'] as const) {
    const ofLang = results.filter((result) => result.lang === lang);
    lines.push(
      '',
      `${lang}: median over queries ${Math.round(median(ofLang.map((result) => result.firstResultMs)))} ms, slowest query ${Math.round(Math.max(...ofLang.map((result) => result.firstResultMs)))} ms`,
    );
  }
  return lines;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { runs: { type: 'string', default: '5' } },
  });
  const site = path.resolve(positionals[0] ?? 'doc_build');
  const runs = Number(values.runs);
  console.log(
    `First result on a throttled phone: ${site}, ${runs} cold runs per query (150 ms RTT, 1.6 Mbit/s, CPU 4×)\n`,
  );
  const results = await benchLatency(site, runs);
  for (const line of latencyTable(results)) console.log(line);
  if (process.env.BENCH_VERBOSE) {
    for (const result of results) {
      console.log(result.lang, result.query, JSON.stringify(result.runs));
    }
  }
}
