/** Loads a language's index once per page view and keeps the searcher. */

import { SearchIndex, type SerializedIndex } from '../../search/engine/SearchIndex';
import { LocalSearcher } from '../../search/engine/searcher';

/** User Timing entries the benchmark (bench/search.ts) reads. */
export const LOAD_MEASURE = 'rslib-search:load-index';
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

export function loadSearcher(url: string, group: string): Promise<LocalSearcher> {
  let searcher = searchers.get(url);
  if (!searcher) {
    const started = performance.now();
    searcher = fetch(url)
      .then((response) => {
        if (!response.ok) throw new Error(`HTTP ${response.status} for ${url}`);
        return response.json() as Promise<SerializedIndex>;
      })
      .then((serialized) => {
        const loaded = new LocalSearcher(SearchIndex.load(serialized), group);
        loaded.prepareAll();
        measureSince(LOAD_MEASURE, started, url);
        return loaded;
      });
    // A failed load is retried on the next search instead of being cached.
    searcher.catch(() => searchers.delete(url));
    searchers.set(url, searcher);
  }
  return searcher;
}
