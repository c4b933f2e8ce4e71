/**
 * Answer quality of a query set, shared by the browser benchmark
 * (bench/search.ts) and the Node run (bench/search-node.ts): precision at 1
 * and 3, mean reciprocal rank over the pages shown, queries without results,
 * and precision at 3 per kind of query (phrases against single terms above all).
 */
import type { BenchQuery, QueryKind } from './search-queries';

/** Pages the panel shows before "show more"; the reciprocal rank is taken over them. */
export const PAGES_SHOWN = 7;

export interface QualityReport {
  counted: number;
  top1: number;
  top3: number;
  reciprocalRanks: number;
  noResults: number;
  byKind: Map<QueryKind, { counted: number; top3: number }>;
  misses: { query: string; expect: string[]; got: string[] }[];
  skipped: BenchQuery[];
}

/**
 * The queries that can be scored: acceptable pages the index does not hold
 * (not written yet, or a redirect page) are left out, and a query with none
 * left is skipped.
 */
export function countable(
  queries: BenchQuery[],
  indexed: Set<string>,
): { counted: BenchQuery[]; skipped: BenchQuery[] } {
  const counted: BenchQuery[] = [];
  const skipped: BenchQuery[] = [];
  for (const entry of queries) {
    const expect = entry.expect.filter((route) => indexed.has(route));
    if (expect.length) counted.push({ ...entry, expect });
    else skipped.push(entry);
  }
  return { counted, skipped };
}

export function emptyReport(skipped: BenchQuery[] = []): QualityReport {
  return {
    counted: 0,
    top1: 0,
    top3: 0,
    reciprocalRanks: 0,
    noResults: 0,
    byKind: new Map(),
    misses: [],
    skipped,
  };
}

/** Adds one answered query: `shown` is the routes in the order the panel lists them. */
export function record(report: QualityReport, entry: BenchQuery, shown: string[]): void {
  const pages = shown.slice(0, PAGES_SHOWN);
  const rank = pages.findIndex((route) => entry.expect.includes(route));
  const kind = report.byKind.get(entry.kind) ?? { counted: 0, top3: 0 };
  report.counted++;
  kind.counted++;
  report.byKind.set(entry.kind, kind);
  if (!pages.length) report.noResults++;
  if (rank === 0) report.top1++;
  if (rank !== -1) report.reciprocalRanks += 1 / (rank + 1);
  if (rank !== -1 && rank < 3) {
    report.top3++;
    kind.top3++;
  } else {
    report.misses.push({ query: entry.query, expect: entry.expect, got: pages.slice(0, 3) });
  }
}

const percent = (part: number, whole: number) =>
  `${((100 * part) / Math.max(1, whole)).toFixed(1)} %`;

/** The report's lines, indented under a language heading. */
export function qualityLines(report: QualityReport): string[] {
  const phrase = report.byKind.get('phrase') ?? { counted: 0, top3: 0 };
  const term = report.byKind.get('term') ?? { counted: 0, top3: 0 };
  const lines = [
    `  precision@1        ${percent(report.top1, report.counted)} (${report.top1}/${report.counted})`,
    `  precision@3        ${percent(report.top3, report.counted)} (${report.top3}/${report.counted})`,
    `  MRR                ${(report.reciprocalRanks / Math.max(1, report.counted)).toFixed(3)} (over the ${PAGES_SHOWN} pages shown)`,
    `  no results         ${report.noResults} queries`,
    `  phrases / terms    P@3 ${phrase.top3}/${phrase.counted} (${percent(phrase.top3, phrase.counted)}) / ${term.top3}/${term.counted} (${percent(term.top3, term.counted)})`,
    `  precision@3 by kind ${[...report.byKind]
      .map(([kind, { counted, top3 }]) => `${kind} ${top3}/${counted}`)
      .join(', ')}`,
  ];
  for (const miss of report.misses) {
    lines.push(
      `  MISS "${miss.query}": expected ${miss.expect.join(' | ')}, top 3: ${miss.got.join(', ') || '(none)'}`,
    );
  }
  if (report.skipped.length) {
    lines.push(
      `  skipped (page not built yet): ${report.skipped.map((entry) => `"${entry.query}"`).join(', ')}`,
    );
  }
  return lines;
}
