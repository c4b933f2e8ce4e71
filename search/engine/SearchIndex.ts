/**
 * The site's inverted index, built at build time and loaded as JSON in the
 * browser. Why not FlexSearch (installed with Rspress)? Its 0.8 API differs
 * from the spec's options (no charset or optimize, other presets), and it
 * would have to tokenise the pages in the browser: Intl.Segmenter on 300 KB
 * of Chinese takes about 150 ms on a desktop and several times that on a
 * phone. This index stores whole terms only; `forward`, `reverse` and `full`
 * are answered by expanding the query term over the sorted dictionary, which
 * gives FlexSearch's matches without storing every prefix or substring.
 */
import { normalizerFor, tokenFolderFor } from './normalize';
import { type ResolvedIndexOptions, resolveIndexOptions, type SearchIndexOptions } from './options';
import { isCjkToken, tokenize } from './tokenize';
import type { SearchDocument } from './types';

/** The JSON file format (one file per language and version). */
export interface SerializedIndex {
  format: 1;
  options: ResolvedIndexOptions;
  docs: SearchDocument[];
  /** Sorted dictionary. */
  terms: string[];
  /** Per term: flat pairs of document id and score slot (0 = best); ids delta-encoded when `optimize`. */
  postings: number[][];
  contextKeys?: string[];
  contextPostings?: number[][];
}

/** Document id → relevance in (0, 1]. */
export type DocScores = Map<number, number>;

/** Postings are flat [id, slot, id, slot, …] arrays. */
type Postings = number[];

const EXPANSION_WEIGHT = 0.8;

function encodePostings(postings: Postings, optimize: boolean): number[] {
  const pairs: [number, number][] = [];
  for (let i = 0; i < postings.length; i += 2) pairs.push([postings[i] ?? 0, postings[i + 1] ?? 0]);
  pairs.sort((a, b) => a[0] - b[0]);
  let previous = 0;
  return pairs.flatMap(([id, slot]) => {
    const stored = optimize ? id - previous : id;
    previous = id;
    return [stored, slot];
  });
}

function decodePostings(stored: number[], optimize: boolean): Postings {
  if (!optimize) return stored;
  const postings = new Array<number>(stored.length);
  let id = 0;
  for (let i = 0; i < stored.length; i += 2) {
    id += stored[i] ?? 0;
    postings[i] = id;
    postings[i + 1] = stored[i + 1] ?? 0;
  }
  return postings;
}

function contextKey(a: string, b: string): string {
  return a < b ? `${a} ${b}` : `${b} ${a}`;
}

export class SearchIndex {
  readonly options: ResolvedIndexOptions;
  readonly documents = new Map<number, SearchDocument>();
  private readonly terms = new Map<string, Postings>();
  private readonly contexts = new Map<string, Postings>();
  /** Document id → its terms and context keys, kept only with `fastupdate`. */
  private readonly register: Map<number, string[]> | undefined;
  private sortedTerms: string[] | undefined;
  private readonly normalize: (text: string) => string;
  private readonly fold: (token: string) => string;

  constructor(options: SearchIndexOptions | ResolvedIndexOptions = {}) {
    this.options = resolveIndexOptions(options);
    this.normalize = normalizerFor(this.options.charset);
    this.fold = tokenFolderFor(this.options.charset);
    this.register = this.options.fastupdate ? new Map() : undefined;
  }

  /** The normaliser of this index's charset (also used for the §5 containment check). */
  normalizeText(text: string): string {
    return this.normalize(text);
  }

  /** Terms of a text as this index stores them: normalised, folded, at least minlength long. */
  termsOf(text: string): string[] {
    const { minlength } = this.options;
    return tokenize(this.normalize(text))
      .map(this.fold)
      .filter((term) => term.length >= minlength);
  }

  get size(): number {
    return this.documents.size;
  }

  /** Number of documents in the fastupdate register (0 without fastupdate). */
  get registeredDocuments(): number {
    return this.register?.size ?? 0;
  }

  add(doc: SearchDocument): void {
    if (this.documents.has(doc.id)) this.remove(doc.id);
    this.documents.set(doc.id, doc);
    const { resolution, context } = this.options;
    const best = new Map<string, number>();
    const keep = (term: string, slot: number) => {
      const previous = best.get(term);
      if (previous === undefined || slot < previous) best.set(term, slot);
    };
    const headerSlot = Math.min(1, resolution - 1);
    const fields: { terms: string[]; slot: (position: number) => number }[] = [
      { terms: this.termsOf(doc.title), slot: () => 0 },
      ...doc.toc.map((entry) => ({ terms: this.termsOf(entry.text), slot: () => headerSlot })),
    ];
    const contentTerms = this.termsOf(doc.content);
    const last = Math.max(1, contentTerms.length - 1);
    fields.push({
      terms: contentTerms,
      slot: (position) => Math.round(((resolution - 1) * position) / last),
    });
    for (const field of fields) {
      field.terms.forEach((term, position) => {
        keep(term, field.slot(position));
      });
    }
    const keys: string[] = [];
    for (const [term, slot] of best) {
      this.postingsFor(this.terms, term).push(doc.id, slot);
      keys.push(term);
    }
    if (context) {
      const pairs = new Map<string, number>();
      for (const field of fields) {
        const { terms } = field;
        for (let i = 0; i < terms.length; i++) {
          for (
            let distance = 1;
            distance <= context.depth && i + distance < terms.length;
            distance++
          ) {
            const key = contextKey(terms[i] ?? '', terms[i + distance] ?? '');
            const slot = Math.round(
              ((context.resolution - 1) * (distance - 1)) / Math.max(1, context.depth - 1),
            );
            const previous = pairs.get(key);
            if (previous === undefined || slot < previous) pairs.set(key, slot);
          }
        }
      }
      for (const [key, slot] of pairs) {
        this.postingsFor(this.contexts, key).push(doc.id, slot);
        keys.push(`\u0000${key}`);
      }
    }
    this.register?.set(doc.id, keys);
    this.sortedTerms = undefined;
  }

  remove(id: number): void {
    if (!this.documents.delete(id)) return;
    const drop = (map: Map<string, Postings>, key: string) => {
      const postings = map.get(key);
      if (!postings) return;
      const kept: Postings = [];
      for (let i = 0; i < postings.length; i += 2) {
        if (postings[i] !== id) kept.push(postings[i] ?? 0, postings[i + 1] ?? 0);
      }
      if (kept.length) map.set(key, kept);
      else map.delete(key);
    };
    const keys = this.register?.get(id);
    if (keys) {
      for (const key of keys) {
        if (key.startsWith('\u0000')) drop(this.contexts, key.slice(1));
        else drop(this.terms, key);
      }
      this.register?.delete(id);
    } else {
      for (const key of [...this.terms.keys()]) drop(this.terms, key);
      for (const key of [...this.contexts.keys()]) drop(this.contexts, key);
    }
    this.sortedTerms = undefined;
  }

  /**
   * Loads the word segmenter's dictionary now when the index holds CJK
   * words: creating the first Intl.Segmenter for Chinese costs tens of
   * milliseconds on a phone, which would otherwise delay the first query.
   */
  warmUp(): void {
    const last = this.dictionary().at(-1);
    if (last && isCjkToken(last)) tokenize(last);
  }

  /** Documents matching one query term, expanded over the dictionary as `tokenize` says. */
  lookup(term: string): DocScores {
    const scores: DocScores = new Map();
    for (const [word, weight] of this.expand(term)) {
      this.collect(scores, this.terms.get(word), weight, this.options.resolution);
    }
    if (scores.size === 0 && isCjkToken(term)) return this.lookupResegmented(term);
    return scores;
  }

  /** Documents where two terms occur within the context depth; empty without context. */
  lookupContext(a: string, b: string): DocScores {
    const scores: DocScores = new Map();
    if (this.options.context) {
      this.collect(scores, this.contexts.get(contextKey(a, b)), 1, this.options.context.resolution);
    }
    return scores;
  }

  export(): SerializedIndex {
    const { optimize } = this.options;
    const terms = [...this.terms.keys()].sort();
    const serialized: SerializedIndex = {
      format: 1,
      options: this.options,
      docs: [...this.documents.values()],
      terms,
      postings: terms.map((term) => encodePostings(this.terms.get(term) ?? [], optimize)),
    };
    if (this.options.context) {
      const keys = [...this.contexts.keys()].sort();
      serialized.contextKeys = keys;
      serialized.contextPostings = keys.map((key) =>
        encodePostings(this.contexts.get(key) ?? [], optimize),
      );
    }
    return serialized;
  }

  static load(serialized: SerializedIndex): SearchIndex {
    if (serialized.format !== 1) throw new Error('search index: unknown format');
    const index = new SearchIndex(serialized.options);
    const { optimize } = serialized.options;
    for (const doc of serialized.docs) index.documents.set(doc.id, doc);
    serialized.terms.forEach((term, i) => {
      index.terms.set(term, decodePostings(serialized.postings[i] ?? [], optimize));
    });
    serialized.contextKeys?.forEach((key, i) => {
      index.contexts.set(key, decodePostings(serialized.contextPostings?.[i] ?? [], optimize));
    });
    if (index.register) {
      const keysByDoc = new Map<number, string[]>();
      const note = (map: Map<string, Postings>, prefix: string) => {
        for (const [key, postings] of map) {
          for (let i = 0; i < postings.length; i += 2) {
            const id = postings[i] ?? 0;
            const keys = keysByDoc.get(id) ?? [];
            keys.push(prefix + key);
            keysByDoc.set(id, keys);
          }
        }
      };
      note(index.terms, '');
      note(index.contexts, '\u0000');
      for (const [id, keys] of keysByDoc) index.register.set(id, keys);
    }
    index.sortedTerms = serialized.terms;
    return index;
  }

  private postingsFor(map: Map<string, Postings>, key: string): Postings {
    let postings = map.get(key);
    if (!postings) {
      postings = [];
      map.set(key, postings);
    }
    return postings;
  }

  private collect(
    scores: DocScores,
    postings: Postings | undefined,
    weight: number,
    resolution: number,
  ): void {
    if (!postings) return;
    for (let i = 0; i < postings.length; i += 2) {
      const id = postings[i] ?? 0;
      const score = (weight * (resolution - (postings[i + 1] ?? 0))) / resolution;
      if (score > (scores.get(id) ?? 0)) scores.set(id, score);
    }
  }

  private dictionary(): string[] {
    this.sortedTerms ??= [...this.terms.keys()].sort();
    return this.sortedTerms;
  }

  /** Dictionary words a query term stands for, with their weight (1 = the term itself). */
  private expand(term: string): Map<string, number> {
    const words = new Map<string, number>();
    if (this.terms.has(term)) words.set(term, 1);
    const { tokenize: mode } = this.options;
    if (mode === 'strict') return words;
    const dictionary = this.dictionary();
    if (mode === 'full') {
      for (const word of dictionary) {
        if (word !== term && word.includes(term)) words.set(word, EXPANSION_WEIGHT);
      }
      return words;
    }
    let low = 0;
    let high = dictionary.length;
    while (low < high) {
      const middle = (low + high) >> 1;
      if ((dictionary[middle] ?? '') < term) low = middle + 1;
      else high = middle;
    }
    for (let i = low; i < dictionary.length; i++) {
      const word = dictionary[i] ?? '';
      if (!word.startsWith(term)) break;
      if (word !== term) words.set(word, EXPANSION_WEIGHT);
    }
    if (mode === 'reverse') {
      for (const word of dictionary) {
        if (word !== term && word.endsWith(term)) words.set(word, EXPANSION_WEIGHT);
      }
    }
    return words;
  }

  /**
   * A CJK query term the dictionary does not hold (the segmenter may cut a
   * query differently from the same words inside a sentence) is split into
   * the longest dictionary words that cover it, and all of them must match.
   */
  private lookupResegmented(term: string): DocScores {
    const parts: string[] = [];
    let start = 0;
    while (start < term.length) {
      let end = term.length;
      while (end > start && !this.terms.has(term.slice(start, end))) end--;
      if (end === start) return new Map();
      parts.push(term.slice(start, end));
      start = end;
    }
    if (parts.length < 2) return new Map();
    let result: DocScores | undefined;
    for (const part of parts) {
      const scores: DocScores = new Map();
      this.collect(scores, this.terms.get(part), EXPANSION_WEIGHT, this.options.resolution);
      result = result ? intersect(result, scores) : scores;
    }
    return result ?? new Map();
  }
}

/** Documents in both maps, with their scores added. */
export function intersect(a: DocScores, b: DocScores): DocScores {
  const result: DocScores = new Map();
  for (const [id, score] of a) {
    const other = b.get(id);
    if (other !== undefined) result.set(id, score + other);
  }
  return result;
}
