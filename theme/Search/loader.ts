/** Loads a language's index once per page view and keeps the searcher. */

import { SearchIndex, type SerializedIndex } from './engine/SearchIndex';
import { LocalSearcher } from './engine/searcher';

/** User Timing entries the benchmark (bench/search.ts) reads. */
export const LOAD_MEASURE = 'rslib-search:load-index';
/** A whole search: hooks, index or remote call. */
export const QUERY_MEASURE = 'rslib-search:query';
/** The local index answering, synchronously, without waiting for anything else. */
export const MATCH_MEASURE = 'rslib-search:match';

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
        performance.measure(LOAD_MEASURE, { start: started, detail: url });
        return loaded;
      });
    // A failed load is retried on the next search instead of being cached.
    searcher.catch(() => searchers.delete(url));
    searchers.set(url, searcher);
  }
  return searcher;
}
