/**
 * The search behind the panel: waits 150 ms after the last keystroke, runs
 * the hooks around a local or remote search, and drops answers to queries
 * the reader has already typed past. While the full index is loading, the
 * first stage (term shards) answers first; the full ranking follows when
 * the full index is in.
 */
import { useEffect, useRef, useState } from 'react';
import * as searchHooks from 'rslib-search-hooks';
import { searchClientConfig } from '../../search/client-config';
import type { ResultGroup } from '../../search/engine/types';
import { indexFiles } from './index-files';
import {
  isLoaded,
  loadStages,
  MATCH_MEASURE,
  measureSince,
  QUERY_MEASURE,
  startFullIndex,
} from './loader';
import { remoteSearch } from './remote';

/** How long the input waits for more keys before it searches. */
export const SEARCH_DEBOUNCE_MS = 150;
/**
 * How long after the panel opens the full index starts loading if no query
 * has been answered by the first stage yet (see startFullIndex).
 */
const FULL_INDEX_DELAY_MS = 1000;

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
  /** 'first' while the groups come from the first-stage index and the full ranking is on its way. */
  stage: 'first' | 'full';
  /** The index is loading or a search is running. */
  loading: boolean;
}

function filesOf(context: SearchContext) {
  return indexFiles(context.lang, context.version, context.resolveUrl);
}

async function runSearch(
  query: string,
  context: SearchContext,
  onFirstStage: (groups: ResultGroup[]) => void,
): Promise<ResultGroup[]> {
  const started = performance.now();
  const keyword = (await searchHooks.beforeSearch?.(query)) ?? query;
  const { remote } = searchClientConfig();
  let groups: ResultGroup[] = [];
  if (remote) {
    groups = await remoteSearch(remote, keyword, context.lang);
  } else {
    const files = filesOf(context);
    if (files) {
      const stages = loadStages(files, context.group);
      if (!stages.fullNow) {
        // Whichever comes first: the first stage answers only if the full index is not in yet.
        const fullIn = stages.full.then(
          () => undefined,
          () => undefined,
        );
        const first = await Promise.race([stages.first, fullIn]);
        // A shard that cannot be fetched leaves the answer to the full index.
        const pages = first ? await first.search(keyword).catch(() => []) : [];
        if (pages.length && !isLoaded(files.full)) {
          onFirstStage([{ group: context.group, pages }]);
        }
        startFullIndex(files);
      }
      const searcher = await stages.full;
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
    stage: 'full',
    loading: false,
  });
  const latest = useRef(0);
  const contextRef = useRef(context);
  contextRef.current = context;

  // Start loading the indexes as soon as the panel opens (the nav box may have started the first stage).
  useEffect(() => {
    const files = filesOf(contextRef.current);
    if (!files) return;
    let current = true;
    setState((previous) => ({ ...previous, loading: true }));
    // Unless a query's first-stage answer has started it already.
    const fullIndexTimer = setTimeout(() => startFullIndex(files), FULL_INDEX_DELAY_MS);
    loadStages(files, contextRef.current.group)
      .full.then(() => current && setState((previous) => ({ ...previous, loading: false })))
      .catch((error: unknown) => {
        console.error('[search] the search index could not be loaded:', error);
        if (current) {
          setState((previous) => ({ ...previous, loading: false }));
        }
      });
    return () => {
      current = false;
      clearTimeout(fullIndexTimer);
    };
  }, []);

  useEffect(() => {
    const ticket = ++latest.current;
    if (!query.trim()) {
      setState((previous) => ({ ...previous, answeredQuery: '', groups: [], stage: 'full' }));
      return;
    }
    const timer = setTimeout(() => {
      setState((previous) => ({ ...previous, loading: true }));
      const onFirstStage = (groups: ResultGroup[]) => {
        if (ticket !== latest.current) return;
        setState({ answeredQuery: query, groups, stage: 'first', loading: true });
      };
      runSearch(query, contextRef.current, onFirstStage)
        .then((groups) => {
          if (ticket !== latest.current) return;
          setState({ answeredQuery: query, groups, stage: 'full', loading: false });
        })
        .catch((error: unknown) => {
          console.error('[search] search failed:', error);
          if (ticket !== latest.current) return;
          // Logged only, never shown to the reader; the panel shows the no-results texts.
          setState({ answeredQuery: query, groups: [], stage: 'full', loading: false });
        });
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [query]);

  return state;
}
