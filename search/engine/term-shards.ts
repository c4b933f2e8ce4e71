/**
 * The first stage cut into shards by term range, so that a query fetches
 * only the few small files holding its terms and the bytes before the first
 * result do not grow with the number of pages.
 *
 * Each index term keeps the sections it scores best in (TOP_SECTIONS), with
 * the score the full index gives it there: MiniSearch's BM25+ over the
 * weighted fields, computed at build time from the whole site's statistics.
 * A shard carries, beside its terms, the title, link and heading of every
 * section they name, so its answer needs no other file. The shards are cut
 * where the terms, in code point order, reach SHARD_BYTES; the directory
 * lists the first term of each.
 */
import type { AsPlainObject } from 'minisearch';
import { FIELD_BOOST, type FIELDS, type SearchIndex, sectionHeader } from './SearchIndex';

export const SHARDS_FORMAT = 1;
/** Sections kept per term: enough for a first answer, and a common term costs no more as pages grow. */
export const TOP_SECTIONS = 24;
/** Raw size a shard is cut at (before gzip, which takes it to about 5–6 kB). */
export const SHARD_BYTES = 12_000;
/** Scores are stored as integers in hundredths. */
const SCORE_SCALE = 100;
/** MiniSearch's BM25+ defaults, which the full index scores with. */
const BM25 = { k: 1.2, b: 0.7, d: 0.5 };

/** Which shard holds a term: the directory, in code point order of first terms. */
export interface ShardDirectory {
  format: typeof SHARDS_FORMAT;
  /** The first term of each shard; the first is always ''. */
  first: string[];
}

/** One shard file. */
export interface TermShard {
  format: typeof SHARDS_FORMAT;
  /** [route, title] of the pages its sections belong to. */
  pages: [string, string][];
  /** [page (in `pages`), heading ('' for the page's opening), anchor] */
  sections: [number, string, string][];
  /** [term, [section (in `sections`), score in hundredths, …]] in code point order. */
  terms: [string, number[]][];
}

export interface BuiltShards {
  directory: ShardDirectory;
  shards: TermShard[];
}

function bm25(tf: number, df: number, total: number, length: number, average: number): number {
  const idf = Math.log(1 + (total - df + 0.5) / (df + 0.5));
  return (
    idf *
    (BM25.d + (tf * (BM25.k + 1)) / (tf + BM25.k * (1 - BM25.b + (BM25.b * length) / average)))
  );
}

/** Code point order, the order the directory is searched in (not localeCompare). */
export function compareTerms(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** Every term of the index with its best sections and their full-index scores. */
export function termScores(index: SearchIndex): [string, [number, number][]][] {
  const plain = index.miniSearch.toJSON() as AsPlainObject;
  const fieldName = Object.fromEntries(
    Object.entries(plain.fieldIds).map(([name, id]) => [String(id), name]),
  );
  const sectionOf = plain.documentIds as Record<string, number>;
  const result: [string, [number, number][]][] = [];
  for (const [term, byField] of plain.index) {
    const scores = new Map<number, number>();
    for (const [fieldId, freqs] of Object.entries(byField)) {
      const name = fieldName[fieldId] as (typeof FIELDS)[number] | undefined;
      if (!name) continue;
      const df = Object.keys(freqs).length;
      for (const [shortId, tf] of Object.entries(freqs)) {
        const length = plain.fieldLength[shortId]?.[Number(fieldId)] ?? 0;
        const average = plain.averageFieldLength[Number(fieldId)] ?? 1;
        const score = FIELD_BOOST[name] * bm25(tf, df, plain.documentCount, length, average);
        const section = sectionOf[shortId] as number;
        scores.set(section, (scores.get(section) ?? 0) + score);
      }
    }
    const best = [...scores].sort((a, b) => b[1] - a[1] || a[0] - b[0]).slice(0, TOP_SECTIONS);
    result.push([term, best]);
  }
  return result.sort((a, b) => compareTerms(a[0], b[0]));
}

/** Cuts the terms into shards of about SHARD_BYTES, each with the pages and sections it names. */
export function buildShards(index: SearchIndex, shardBytes = SHARD_BYTES): BuiltShards {
  const shards: TermShard[] = [];
  const first: string[] = [];
  let current: TermShard | undefined;
  let bytes = 0;
  let pageIds = new Map<number, number>();
  let sectionIds = new Map<number, number>();
  const open = (term: string) => {
    current = { format: SHARDS_FORMAT, pages: [], sections: [], terms: [] };
    shards.push(current);
    first.push(shards.length === 1 ? '' : term);
    pageIds = new Map();
    sectionIds = new Map();
    bytes = 0;
  };
  for (const [term, best] of termScores(index)) {
    if (!current || bytes >= shardBytes) open(term);
    const shard = current as TermShard;
    const postings: number[] = [];
    for (const [sectionId, score] of best) {
      const section = index.sections[sectionId];
      if (!section) throw new Error(`search shards: no section ${sectionId} for "${term}"`);
      let local = sectionIds.get(sectionId);
      if (local === undefined) {
        let page = pageIds.get(section.doc.id);
        if (page === undefined) {
          page = shard.pages.length;
          pageIds.set(section.doc.id, page);
          shard.pages.push([section.doc.routePath, section.doc.title]);
          bytes += section.doc.routePath.length + section.doc.title.length + 8;
        }
        local = shard.sections.length;
        sectionIds.set(sectionId, local);
        const anchor = section.doc.toc[section.tocIndex]?.id ?? '';
        const heading = sectionHeader(section);
        shard.sections.push([page, heading, anchor]);
        bytes += heading.length + anchor.length + 10;
      }
      postings.push(local, Math.max(1, Math.round(score * SCORE_SCALE)));
    }
    shard.terms.push([term, postings]);
    bytes += term.length + 6 + postings.length * 4;
  }
  return { directory: { format: SHARDS_FORMAT, first }, shards };
}

/** The shard holding `term`: the last whose first term is not after it. */
export function shardOf(directory: ShardDirectory, term: string): number {
  let low = 0;
  let high = directory.first.length - 1;
  while (low < high) {
    const middle = (low + high + 1) >> 1;
    if (compareTerms(directory.first[middle] ?? '', term) <= 0) low = middle;
    else high = middle - 1;
  }
  return low;
}

/** The shards that may hold terms beginning with `prefix`: from its own to the last one starting with it. */
export function shardsOfPrefix(directory: ShardDirectory, prefix: string): number[] {
  const from = shardOf(directory, prefix);
  const shards = [from];
  for (let i = from + 1; i < directory.first.length; i++) {
    if (!(directory.first[i] ?? '').startsWith(prefix)) break;
    shards.push(i);
  }
  return shards;
}

export function scoreOf(stored: number): number {
  return stored / SCORE_SCALE;
}

/** Shard n's file (or URL) beside its directory's: `terms.en.<hash>.json` → `terms.en.<hash>.<n>.json`. */
export function shardFile(directoryFile: string, shard: number): string {
  return directoryFile.replace(/\.json$/, `.${shard}.json`);
}
