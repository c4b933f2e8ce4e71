/**
 * What the build tells the browser about search, through a compile-time
 * constant (search/plugin/plugin.ts defines `__RSLIB_SEARCH__`).
 */

export interface RemoteSearchConfig {
  /** The search endpoint, called with GET ?keyword=&limit=&searchIndexes=&lang= */
  url: string;
  /** Index names sent comma-separated as `searchIndexes`. */
  searchIndexes: string[];
  /** Maximum hits asked for; the spec's default result limit when omitted. */
  limit?: number;
}

export interface SearchClientConfig {
  /** `<version>###<lang>` → index file path relative to the site base. */
  indexes: Record<string, string>;
  /** `<version>###<lang>` → the first stage's shard directory (search/engine/term-shards.ts), answering while the full index loads. */
  firstStage: Record<string, string>;
  /** Remote mode when set: the local index is not loaded. */
  remote: RemoteSearchConfig | null;
}

declare const __RSLIB_SEARCH__: SearchClientConfig;

export function searchClientConfig(): SearchClientConfig {
  return typeof __RSLIB_SEARCH__ === 'undefined'
    ? { indexes: {}, firstStage: {}, remote: null }
    : __RSLIB_SEARCH__;
}
