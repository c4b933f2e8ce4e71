/**
 * Loads a language's indexes once per page view and keeps their searchers:
 * the first stage (titles, summaries, headings) first, then the full index,
 * one after the other so that the small file has the phone's bandwidth to itself.
 */

import { SearchIndex, type SerializedIndex } from '../../search/engine/SearchIndex';
import { LocalSearcher } from '../../search/engine/searcher';
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

export interface Stages {
  /** The first-stage searcher; undefined once the full index is in, or when it cannot be loaded. */
  first: Promise<LocalSearcher | undefined>;
  full: Promise<LocalSearcher>;
  /** The full searcher if it is loaded already. */
  fullNow: LocalSearcher | undefined;
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
  const first = loadSearcher(files.firstStage, group, FIRST_STAGE_LOAD_MEASURE).catch(
    (error: unknown) => {
      // The full index still answers; the reader waits longer.
      console.error('[search] the first-stage index could not be loaded:', error);
      return undefined;
    },
  );
  return { first, full: first.then(() => loadSearcher(files.full, group, LOAD_MEASURE)), fullNow };
}
