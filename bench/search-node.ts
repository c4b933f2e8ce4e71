/**
 * The search query sets run in Node: `npx tsx bench/search-node.ts [<built site dir>]`.
 * Rebuilds each language's index from the pages stored in the built site's
 * index with the engine as it is in the work tree (so tokenizer and ranking
 * changes count without a site build), then answers the main set
 * (bench/search-queries.ts) and the held-out validation set
 * (bench/search-validation-queries.ts, bench/search-holdout-queries.ts) and prints the same quality figures
 * as `npm run bench:search`, plus the rebuilt index's size. With
 * `--first-stage` it scores the first stage (the term shards,
 * search/engine/term-shards.ts) that answers while the full index loads, and
 * prints the shards' sizes.
 *
 * Quicker than the browser run but not the same: queries are segmented by
 * Node's ICU, which cuts Chinese differently from Chromium's, and no timing
 * here stands for a phone. `npm run bench:search` is the measure of record.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { SearchIndex } from '../search/engine/SearchIndex';
import { LocalSearcher } from '../search/engine/searcher';
import { ShardSearcher } from '../search/engine/shard-searcher';
import { buildShards } from '../search/engine/term-shards';
import type { SearchDocument } from '../search/engine/types';
import { holdoutQueries } from './search-holdout-queries';
import { queries } from './search-queries';
import { countable, emptyReport, qualityLines, record } from './search-score';
import { validationQueries } from './search-validation-queries';

const firstStage = process.argv.includes('--first-stage');
const site = path.resolve(
  process.argv.slice(2).find((arg) => !arg.startsWith('--')) ?? 'doc_build',
);
const dir = path.join(site, 'static/search');
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

for (const lang of ['en', 'zh'] as const) {
  const file = readdirSync(dir).find((name) =>
    new RegExp(`^index\\.${lang}\\.\\w+\\.json$`).test(name),
  );
  if (!file) throw new Error(`no ${lang} search index in ${dir}: build the site first`);
  const { docs } = JSON.parse(readFileSync(path.join(dir, file), 'utf8')) as {
    docs: SearchDocument[];
  };
  const built = SearchIndex.build(docs);
  const json = JSON.stringify(built.export());
  const searcher = new LocalSearcher(SearchIndex.load(JSON.parse(json)), 'bench', { cacheSize: 0 });
  searcher.prepareAll();
  const { directory, shards } = buildShards(built);
  // A new first stage per query: it starts with no shard loaded, as a reader's first query does.
  const fetchShard = async (number: number) =>
    shards[number] ?? Promise.reject(new Error(`no shard ${number}`));
  const answer = async (query: string) =>
    firstStage
      ? await new ShardSearcher(directory, fetchShard, 'bench').search(query)
      : searcher.search(query);
  const indexed = new Set(docs.map((doc) => doc.routePath));
  if (firstStage) {
    const gzip = shards
      .map((shard) => gzipSync(JSON.stringify(shard)).length)
      .sort((a, b) => a - b);
    console.log(
      `[${lang}] first stage: ${shards.length} shards, median ${kb(gzip[gzip.length >> 1] ?? 0)} gzip, largest ${kb(gzip.at(-1) ?? 0)}; directory ${kb(gzipSync(JSON.stringify(directory)).length)} gzip`,
    );
  } else {
    console.log(
      `[${lang}] index ${kb(Buffer.byteLength(json))} raw, ${kb(gzipSync(json).length)} gzip`,
    );
  }
  for (const [label, set] of [
    ['main set', queries[lang]],
    ['validation set', validationQueries[lang]],
    ['held-out set 2', holdoutQueries[lang]],
  ] as const) {
    const { counted, skipped } = countable(set, indexed);
    const report = emptyReport(skipped);
    for (const entry of counted) {
      record(
        report,
        entry,
        (await answer(entry.query)).map((page) => page.routePath),
      );
    }
    console.log(` ${label}`);
    for (const line of qualityLines(report)) console.log(line);
  }
  console.log('');
}
