/**
 * The index options of spec §3/§9, with the spec's presets. They follow the
 * FlexSearch 0.7 vocabulary the spec uses; the installed FlexSearch 0.8 has a
 * different API (no `charset` or `optimize`, other preset values), so the
 * site's index (SearchIndex.ts) implements them itself.
 */
import type { Charset } from './normalize';

export type Tokenize = 'strict' | 'forward' | 'reverse' | 'full';
export type Preset = 'memory' | 'performance' | 'match' | 'score' | 'default';

export interface ContextOptions {
  /** How many following terms form a context pair with each term. */
  depth: number;
  /** Score levels of a context match. */
  resolution?: number;
}

export interface SearchIndexOptions {
  preset?: Preset;
  charset?: Charset;
  /** Number of score levels a term's position is mapped to (1 = position is ignored). */
  resolution?: number;
  /** Terms shorter than this are neither indexed nor searched. */
  minlength?: number;
  tokenize?: Tokenize;
  /** Pairs of nearby terms, indexed to rank phrase-like matches first; false = off. */
  context?: false | ContextOptions;
  /** Query cache: true = 100 entries, a number = that many, false = none. */
  cache?: boolean | number;
  /** Keep a document → terms register so removing or updating a document is O(its terms). */
  fastupdate?: boolean;
  /** Store postings delta-encoded, which makes the JSON index smaller. */
  optimize?: boolean;
}

export interface ResolvedIndexOptions {
  charset: Charset;
  resolution: number;
  minlength: number;
  tokenize: Tokenize;
  context: false | Required<ContextOptions>;
  cache: number;
  fastupdate: boolean;
  optimize: boolean;
}

export const DEFAULT_CACHE_SIZE = 100;

export const INDEX_DEFAULTS: ResolvedIndexOptions = {
  charset: 'default',
  resolution: 9,
  minlength: 1,
  tokenize: 'strict',
  context: false,
  cache: DEFAULT_CACHE_SIZE,
  fastupdate: false,
  optimize: true,
};

export const PRESETS: Record<Preset, SearchIndexOptions> = {
  memory: { charset: 'latin:extra', resolution: 3, minlength: 4, fastupdate: false },
  performance: {
    resolution: 3,
    minlength: 3,
    optimize: false,
    context: { depth: 2, resolution: 1 },
  },
  match: { charset: 'latin:extra', tokenize: 'reverse' },
  score: {
    charset: 'latin:advanced',
    resolution: 20,
    minlength: 3,
    context: { depth: 3, resolution: 9 },
  },
  default: {},
};

/** Defaults, then the preset, then the explicit options. */
export function resolveIndexOptions(options: SearchIndexOptions = {}): ResolvedIndexOptions {
  const { preset = 'default', ...explicit } = options;
  const merged = { ...INDEX_DEFAULTS, ...PRESETS[preset], ...explicit };
  const cache =
    merged.cache === true ? DEFAULT_CACHE_SIZE : merged.cache === false ? 0 : merged.cache;
  const context = merged.context
    ? { depth: merged.context.depth, resolution: merged.context.resolution ?? 1 }
    : false;
  if (!Number.isInteger(merged.resolution) || merged.resolution < 1) {
    throw new Error(
      `search index: resolution must be a positive integer, got ${merged.resolution}`,
    );
  }
  if (!Number.isInteger(merged.minlength) || merged.minlength < 1) {
    throw new Error(`search index: minlength must be a positive integer, got ${merged.minlength}`);
  }
  return { ...merged, cache, context };
}
