/**
 * Loads a language's indexes once per page view and keeps their searchers:
 * the first stage (the term shards' directory; each query fetches the shards
 * holding its terms) first, then the full index.
 */

import { SearchIndex, type SerializedIndex } from '../../search/engine/SearchIndex';
import { LocalSearcher } from '../../search/engine/searcher';
import { ShardSearcher } from '../../search/engine/shard-searcher';
import {
  SHARDS_FORMAT,
  type ShardDirectory,
  shardFile,
  type TermShard,
} from '../../search/engine/term-shards';
import { fetchJsonOnce, type IndexFiles } from './index-files';

/** User Timing entries the benchmarks (bench/search.ts) read. */
export const LOAD_MEASURE = 'rslib-search:load-index';
export const FIRST_STAGE_LOAD_MEASURE = 'rslib-search:load-first-stage';
/** A whole search: hooks, index or remote call. */
export const QUERY_MEASURE = 'rslib-search:query';
/** The local index answering, synchronously, without waiting for anything else. */
export const MATCH_MEASURE = 'rslib-search:match';

/** Records a User Timing measure; instrumentation never breaks a search. */
export function measureSince(name: string, start: number, detail: string): void {
  try {
    performance.measure(name, { start, detail });
  } catch {
    // A faked or missing clock (tests) has no timeline to measure on.
  }
}

const searchers = new Map<string, Promise<LocalSearcher>>();
const loaded = new Map<string, LocalSearcher>();

function loadSearcher(url: string, group: string, measure: string): Promise<LocalSearcher> {
  let searcher = searchers.get(url);
  if (!searcher) {
    const started = performance.now();
    searcher = fetchJsonOnce(url).then((serialized) => {
      const ready = new LocalSearcher(SearchIndex.load(serialized as SerializedIndex), group);
      ready.prepareAll();
      measureSince(measure, started, url);
      loaded.set(url, ready);
      return ready;
    });
    // A failed load is retried on the next search instead of being cached.
    searcher.catch(() => searchers.delete(url));
    searchers.set(url, searcher);
  }
  return searcher;
}

const shardSearchers = new Map<string, Promise<ShardSearcher>>();

function checked<T extends { format?: unknown }>(value: unknown, url: string): T {
  if ((value as T | null)?.format !== SHARDS_FORMAT) {
    throw new Error(`search shards: unknown format in ${url}`);
  }
  return value as T;
}

/** The first stage's searcher over the shard directory at `url`; shards are fetched as queries need them. */
function loadShardSearcher(url: string, group: string): Promise<ShardSearcher> {
  let searcher = shardSearchers.get(url);
  if (!searcher) {
    const started = performance.now();
    searcher = fetchJsonOnce(url).then((directory) => {
      measureSince(FIRST_STAGE_LOAD_MEASURE, started, url);
      const ready = new ShardSearcher(
        checked<ShardDirectory>(directory, url),
        async (shard) => {
          const file = shardFile(url, shard);
          return checked<TermShard>(await fetchJsonOnce(file), file);
        },
        group,
      );
      ready.warmUp();
      return ready;
    });
    searcher.catch(() => shardSearchers.delete(url));
    shardSearchers.set(url, searcher);
  }
  return searcher;
}

export interface Stages {
  /** The first-stage searcher; undefined once the full index is in, or when it cannot be loaded. */
  first: Promise<ShardSearcher | undefined>;
  /** The full searcher: its fetch starts with startFullIndex. */
  full: Promise<LocalSearcher>;
  /** The full searcher if it is loaded already. */
  fullNow: LocalSearcher | undefined;
}

/** Whether the full index at `url` is loaded (its answer supersedes the first stage's). */
export function isLoaded(url: string): boolean {
  return loaded.has(url);
}

const fullIndexGates = new Map<string, { opened: Promise<void>; open: () => void }>();

function fullIndexGate(url: string) {
  let gate = fullIndexGates.get(url);
  if (!gate) {
    let open = () => {};
    const opened = new Promise<void>((resolve) => {
      open = resolve;
    });
    gate = { opened, open };
    fullIndexGates.set(url, gate);
  }
  return gate;
}

/**
 * Lets the full index's fetch start. It waits for this so that the first
 * stage's shards, which the first answer waits for, have the phone's
 * bandwidth to themselves: the panel calls it once the first stage has
 * answered, or a moment after it opened.
 */
export function startFullIndex(files: IndexFiles): void {
  fullIndexGate(files.full).open();
}

export function loadStages(files: IndexFiles, group: string): Stages {
  const fullNow = loaded.get(files.full);
  if (fullNow || !files.firstStage) {
    return {
      first: Promise.resolve(undefined),
      full: fullNow ? Promise.resolve(fullNow) : loadSearcher(files.full, group, LOAD_MEASURE),
      fullNow,
    };
  }
  const first = loadShardSearcher(files.firstStage, group).catch((error: unknown) => {
    // The full index still answers; the reader waits longer.
    console.error('[search] the first-stage index could not be loaded:', error);
    startFullIndex(files);
    return undefined;
  });
  const full = Promise.all([first, fullIndexGate(files.full).opened]).then(() =>
    loadSearcher(files.full, group, LOAD_MEASURE),
  );
  return { first, full, fullNow };
}
