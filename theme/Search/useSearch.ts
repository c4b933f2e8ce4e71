/**
 * The search behind the panel: waits 150 ms after the last keystroke, runs
 * the hooks around a local or remote search, and drops answers to queries
 * the reader has already typed past.
 */
import { useEffect, useRef, useState } from 'react';
import * as searchHooks from 'rslib-search-hooks';
import { searchClientConfig } from '../../search/client-config';
import type { ResultGroup } from '../../search/engine/types';
import { loadSearcher, MATCH_MEASURE, measureSince, QUERY_MEASURE } from './loader';
import { remoteSearch } from './remote';

/** How long the input waits for more keys before it searches. */
export const SEARCH_DEBOUNCE_MS = 150;

export interface SearchContext {
  lang: string;
  version: string;
  /** Name of the local result group (the site title). */
  group: string;
  /** Turns an index path into a URL under the site base. */
  resolveUrl: (path: string) => string;
}

export interface SearchState {
  /** The query the shown results answer; '' before the first search. */
  answeredQuery: string;
  groups: ResultGroup[];
  /** The index is loading or a search is running. */
  loading: boolean;
}

function indexUrl(context: SearchContext): string | undefined {
  const { indexes } = searchClientConfig();
  const file = indexes[`${context.version}###${context.lang}`] ?? indexes[`###${context.lang}`];
  return file ? context.resolveUrl(file) : undefined;
}

async function runSearch(query: string, context: SearchContext): Promise<ResultGroup[]> {
  const started = performance.now();
  const keyword = (await searchHooks.beforeSearch?.(query)) ?? query;
  const { remote } = searchClientConfig();
  let groups: ResultGroup[] = [];
  if (remote) {
    groups = await remoteSearch(remote, keyword, context.lang);
  } else {
    const url = indexUrl(context);
    if (url) {
      const searcher = await loadSearcher(url, context.group);
      const matchStarted = performance.now();
      groups = [{ group: context.group, pages: searcher.search(keyword) }];
      measureSince(MATCH_MEASURE, matchStarted, keyword);
    }
  }
  const extra = await searchHooks.onSearch?.(keyword, groups);
  if (Array.isArray(extra)) groups = [...groups, ...extra];
  await searchHooks.afterSearch?.(keyword, groups);
  measureSince(QUERY_MEASURE, started, query);
  return groups;
}

export function useSearch(query: string, context: SearchContext): SearchState {
  const [state, setState] = useState<SearchState>({
    answeredQuery: '',
    groups: [],
    loading: false,
  });
  const latest = useRef(0);
  const contextRef = useRef(context);
  contextRef.current = context;

  // Start loading the index as soon as the panel opens.
  useEffect(() => {
    const { remote } = searchClientConfig();
    const url = indexUrl(contextRef.current);
    if (remote || !url) return;
    let current = true;
    setState((previous) => ({ ...previous, loading: true }));
    loadSearcher(url, contextRef.current.group)
      .then(() => current && setState((previous) => ({ ...previous, loading: false })))
      .catch((error: unknown) => {
        console.error('[search] the search index could not be loaded:', error);
        if (current) {
          setState((previous) => ({ ...previous, loading: false }));
        }
      });
    return () => {
      current = false;
    };
  }, []);

  useEffect(() => {
    const ticket = ++latest.current;
    if (!query.trim()) {
      setState((previous) => ({ ...previous, answeredQuery: '', groups: [] }));
      return;
    }
    const timer = setTimeout(() => {
      setState((previous) => ({ ...previous, loading: true }));
      runSearch(query, contextRef.current)
        .then((groups) => {
          if (ticket !== latest.current) return;
          setState({ answeredQuery: query, groups, loading: false });
        })
        .catch((error: unknown) => {
          console.error('[search] search failed:', error);
          if (ticket !== latest.current) return;
          // Logged only, never shown to the reader; the panel shows the no-results texts.
          setState({ answeredQuery: query, groups: [], loading: false });
        });
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [query]);

  return state;
}
