/**
 * Answers a query from a loaded index. MiniSearch finds and scores the
 * sections holding any term of the query (BM25+, field weights, typo and
 * prefix matches at lower weight); the searcher groups them by page, weighs
 * each page by how much of the query it covers, puts the pages containing
 * the whole normalised keyword (spec §5) above all others, and turns each
 * page into title, header and content hits.
 */
import type { SearchResult } from 'minisearch';
import { coverage, type ParsedQuery, parseQuery } from './query';
import { FIELD_BOOST, type SearchIndex, type Section, sectionHeader } from './SearchIndex';
import { contentSnippet, highlightTerms, normalizeWithOffsets } from './snippet';
import type { ContentHit, HeaderHit, PageResult, SearchDocument, SearchHit } from './types';

/** Default number of pages a query returns (spec §9: the index library's limit). */
export const DEFAULT_RESULT_LIMIT = 100;
/** Spec §9: search index cache size. */
export const DEFAULT_CACHE_SIZE = 100;
/** Header hits listed per page; more would push the other pages out of view. */
export const MAX_HEADER_HITS = 3;
/**
 * Pages containing the whole keyword rank above every other page (spec §5).
 * Next come pages containing it with a synonym in place of one of its
 * phrases (产物格式 → 输出格式), so that the rule does not put every page that
 * happens to use the reader's wording above the page about the thing.
 */
const KEYWORD_TIER = 1e6;
/** Query words this many characters apart or closer count as near each other. */
const PROXIMITY_REACH = 60;
/** A page with all the query's words near each other weighs this much more (see rankPages). */
const PROXIMITY_WEIGHT = 1;
/** Sections of a page looked at for nearness: its best ones. */
const PROXIMITY_SECTIONS = 3;
/** Places of one term looked at; more would cost time and change little. */
const MAX_PLACES_PER_TERM = 50;
/** Answered and thrown away on load (see prepareAll). */
const WARM_UP_QUERY = 'configuring 配置';
/** Typo and prefix matches count this much of an exact match. */
const MATCH_WEIGHTS = { fuzzy: 0.4, prefix: 0.5 };
/** Characters around a place in the text that count as "near" for picking a snippet. */
const SNIPPET_REACH = 60;

const LATIN_TERM = /^[a-z][a-z0-9]*$/;

/** A small least-recently-used cache. */
export class LruCache<K, V> {
  private readonly entries = new Map<K, V>();
  constructor(private readonly capacity: number) {}

  get(key: K): V | undefined {
    const value = this.entries.get(key);
    if (value !== undefined) {
      this.entries.delete(key);
      this.entries.set(key, value);
    }
    return value;
  }

  set(key: K, value: V): void {
    if (this.capacity <= 0) return;
    this.entries.delete(key);
    this.entries.set(key, value);
    if (this.entries.size > this.capacity) {
      const oldest = this.entries.keys().next().value as K;
      this.entries.delete(oldest);
    }
  }

  get size(): number {
    return this.entries.size;
  }
}

interface PreparedDoc {
  title: string;
  headers: string[];
  /** The normalised content and the map of its offsets back to the original. */
  content: string;
  toOriginal: (offset: number) => number;
  /** Title, summary, headers and content as the keyword rule compares them (see compact). */
  compact: string[];
}

const SPACE_BESIDE_CJK =
  /(?<=[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]) (?=\S)|(?<=\S) (?=[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}])/gu;

/**
 * Normalised text without the space between a CJK character and its
 * neighbour: Chinese writers differ on `watch 模式` and `watch模式`, and the
 * keyword rule should not. Line breaks stay: a phrase does not run across
 * table cells or paragraphs.
 */
function compact(text: string): string {
  return text.replace(SPACE_BESIDE_CJK, '');
}

/** A section the index library found, with its score. */
export interface SectionMatch {
  section: Section;
  score: number;
  /** Index terms of the section that matched (after typo and prefix expansion). */
  docTerms: string[];
  /** Query terms that found them. */
  queryTerms: string[];
}

export interface RankedPage {
  doc: SearchDocument;
  score: number;
  sections: SectionMatch[];
  matchedTerms: Set<string>;
}

export interface SearcherOptions {
  /** Number of answers kept; 0 turns the cache off. */
  cacheSize?: number;
}

export class LocalSearcher {
  private readonly prepared = new Map<SearchDocument, PreparedDoc>();
  private readonly cache: LruCache<string, PageResult[]>;

  constructor(
    private readonly index: SearchIndex,
    private readonly group: string,
    options: SearcherOptions = {},
  ) {
    this.cache = new LruCache(options.cacheSize ?? DEFAULT_CACHE_SIZE);
  }

  /**
   * Normalises every page, loads the segmenter and answers one query with
   * every kind of match (typo, prefix, Chinese) now, while the index loads,
   * so that the reader's first query does not pay for compiling the code.
   */
  prepareAll(): void {
    for (const doc of this.index.docs) this.prepare(doc);
    const warmUp = parseQuery(WARM_UP_QUERY);
    const [first] = this.rank(warmUp);
    if (first) this.hits(first, warmUp, WARM_UP_QUERY);
  }

  get cachedQueries(): number {
    return this.cache.size;
  }

  search(query: string, limit = DEFAULT_RESULT_LIMIT): PageResult[] {
    const parsed = parseQuery(query);
    if (!parsed.keyword || !parsed.terms.size) return [];
    const cacheKey = `${limit}\u0000${parsed.lastIsPartial}\u0000${parsed.keyword}`;
    const cached = this.cache.get(cacheKey);
    if (cached) return cached;
    const results = this.rank(parsed)
      .slice(0, limit)
      .map((page): PageResult => {
        // Hits (snippets, highlights) are made when first read: the panel
        // shows 7 pages until "show more", and making them is most of a query's time.
        let hits: SearchHit[] | undefined;
        const hitsOf = () => {
          hits ??= this.hits(page, parsed, query);
          return hits;
        };
        return {
          routePath: page.doc.routePath,
          title: page.doc.title,
          score: page.score,
          get hits() {
            return hitsOf();
          },
        };
      });
    this.cache.set(cacheKey, results);
    return results;
  }

  private prepare(doc: SearchDocument): PreparedDoc {
    let prepared = this.prepared.get(doc);
    if (!prepared) {
      const { normalized, toOriginal } = normalizeWithOffsets(doc.content);
      const title = normalizeWithOffsets(doc.title).normalized;
      const headers = doc.toc.map((entry) => normalizeWithOffsets(entry.text).normalized);
      prepared = {
        title,
        headers,
        content: normalized,
        toOriginal,
        // The summary counts: it is the opening section's text in the index,
        // and where an author says what the page is about.
        compact: [
          title,
          normalizeWithOffsets(doc.description ?? '').normalized,
          ...headers,
          normalized,
        ].map(compact),
      };
      this.prepared.set(doc, prepared);
    }
    return prepared;
  }

  private sectionMatches(query: ParsedQuery): SectionMatch[] {
    const terms = [...query.terms.keys()];
    const lastUnit = query.units.at(-1);
    const results: SearchResult[] = this.index.miniSearch.search(terms.join('\u0001'), {
      tokenize: (text) => text.split('\u0001'),
      processTerm: (term) => term,
      boost: FIELD_BOOST,
      weights: MATCH_WEIGHTS,
      boostTerm: (term) => query.terms.get(term)?.weight ?? 1,
      fuzzy: (term) =>
        query.terms.get(term)?.typed && term.length >= 5 && LATIN_TERM.test(term) ? 1 : false,
      prefix: (term) => {
        if (!query.terms.get(term)?.typed) return false;
        const isLast = query.lastIsPartial && lastUnit?.full.includes(term);
        return isLast ? term.length >= 2 : term.length >= 4 && LATIN_TERM.test(term);
      },
    });
    const matches: SectionMatch[] = [];
    for (const result of results) {
      const section = this.index.sections[result.id as number];
      if (section) {
        matches.push({
          section,
          score: result.score,
          docTerms: result.terms,
          queryTerms: result.queryTerms,
        });
      }
    }
    return matches;
  }

  /** Whether a page contains the whole normalised keyword (spec §5). */
  private containsKeyword(doc: SearchDocument, keyword: string): boolean {
    const wanted = compact(keyword);
    return this.prepare(doc).compact.some((text) => text.includes(wanted));
  }

  private rank(query: ParsedQuery): RankedPage[] {
    return rankPages(this.sectionMatches(query), query, {
      containsKeyword: (doc) =>
        [query.keyword, ...query.keywordVariants].some((keyword) =>
          this.containsKeyword(doc, keyword),
        ),
      nearness: (doc, sections) => this.nearness(doc, sections, query),
    });
  }

  /**
   * The largest share of the query's words found within PROXIMITY_REACH
   * characters of each other in one of the page's best sections (its heading
   * and text), from 0 to 1; 0 for a query of one word.
   */
  private nearness(doc: SearchDocument, sections: SectionMatch[], query: ParsedQuery): number {
    if (query.units.length < 2) return 0;
    const prepared = this.prepare(doc);
    let best = 0;
    for (const match of sections.slice(0, PROXIMITY_SECTIONS)) {
      const unitsOf = docTermUnits(match, query);
      if (new Set([...unitsOf.values()].flat()).size <= best) continue;
      const { section } = match;
      const header = section.tocIndex === -1 ? '' : (prepared.headers[section.tocIndex] ?? '');
      const body = prepared.content.slice(
        this.toNormalized(prepared, section.start),
        this.toNormalized(prepared, section.end),
      );
      best = Math.max(best, unitsWithinReach(`${header}\n${body}`, unitsOf));
    }
    return best / query.units.length;
  }

  private hits(page: RankedPage, query: ParsedQuery, original: string): SearchHit[] {
    const { doc, matchedTerms } = page;
    const { keyword } = query;
    const prepared = this.prepare(doc);
    const base = { title: doc.title, query: original, group: this.group };
    const hits: SearchHit[] = [];
    const titleMarks = highlightTerms(doc.title, matchedTerms, keyword);
    if (titleMarks.length) {
      hits.push({
        ...base,
        type: 'title',
        header: doc.title,
        link: doc.routePath,
        highlightInfoList: titleMarks,
      });
    }
    const headerHits: { tocIndex: number; hit: HeaderHit }[] = [];
    for (const { section } of page.sections) {
      if (section.tocIndex === -1 || headerHits.length >= MAX_HEADER_HITS) continue;
      const header = sectionHeader(section);
      const marks = highlightTerms(header, matchedTerms, keyword);
      if (!marks.length) continue;
      const entry = doc.toc[section.tocIndex];
      headerHits.push({
        tocIndex: section.tocIndex,
        hit: {
          ...base,
          type: 'header',
          header,
          link: `${doc.routePath}#${entry?.id ?? ''}`,
          highlightInfoList: marks,
        },
      });
    }
    headerHits.sort((a, b) => a.tocIndex - b.tocIndex);
    hits.push(...headerHits.map(({ hit }) => hit));
    const contentHit = this.contentHit(page, prepared, matchedTerms, keyword, base);
    if (contentHit) hits.push(contentHit);
    return hits;
  }

  /**
   * One content hit per page: in its best section with matching text, the
   * place where the most different matched terms (or the whole keyword) are
   * close together.
   */
  private contentHit(
    page: RankedPage,
    prepared: PreparedDoc,
    matchedTerms: Set<string>,
    keyword: string,
    base: { title: string; query: string; group: string },
  ): ContentHit | undefined {
    const { doc } = page;
    for (const { section, docTerms } of page.sections) {
      const from = this.toNormalized(prepared, section.start);
      const to = this.toNormalized(prepared, section.end);
      const text = prepared.content.slice(from, to);
      const places = [keyword, ...new Set(docTerms)].flatMap((term, i) => {
        const found: { at: number; term: number; length: number }[] = [];
        let at = text.indexOf(term);
        while (at !== -1 && found.length < 20) {
          found.push({ at, term: i === 0 ? -1 : i, length: term.length });
          at = text.indexOf(term, at + term.length);
        }
        return found;
      });
      if (!places.length) continue;
      let best = places[0];
      let bestValue = -1;
      for (const place of places) {
        const near = new Set(
          places
            .filter((other) => other.at >= place.at && other.at - place.at <= SNIPPET_REACH)
            .map((other) => other.term),
        );
        const value = near.size + (near.has(-1) ? 10 : 0) - place.at / 1e6;
        if (value > bestValue) {
          bestValue = value;
          best = place;
        }
      }
      if (!best) continue;
      const start = prepared.toOriginal(from + best.at);
      const end = prepared.toOriginal(from + best.at + best.length);
      const statement = contentSnippet(doc.content, start, end - start);
      const header = section.tocIndex === -1 ? doc.title : sectionHeader(section);
      const entry = doc.toc[section.tocIndex];
      return {
        ...base,
        type: 'content',
        header,
        link: entry ? `${doc.routePath}#${entry.id}` : doc.routePath,
        statement,
        highlightInfoList: highlightTerms(statement, matchedTerms, keyword),
      };
    }
    return undefined;
  }

  /** An offset of the original content as an offset of the normalised content. */
  private toNormalized(prepared: PreparedDoc, offset: number): number {
    if (prepared.content.length === this.originalLength(prepared)) return offset;
    let low = 0;
    let high = prepared.content.length;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (prepared.toOriginal(middle) < offset) low = middle + 1;
      else high = middle;
    }
    return low;
  }

  private originalLength(prepared: PreparedDoc): number {
    return prepared.toOriginal(prepared.content.length);
  }
}

/**
 * The query words each index term of a section stands for: the words of the
 * query terms it matched (itself, or as a prefix); a typo match stands for
 * the words of the typed terms of about its length.
 */
function docTermUnits(match: SectionMatch, query: ParsedQuery): Map<string, number[]> {
  const result = new Map<string, number[]>();
  for (const docTerm of new Set(match.docTerms)) {
    let sources = match.queryTerms.filter(
      (queryTerm) => docTerm === queryTerm || docTerm.startsWith(queryTerm),
    );
    if (!sources.length) {
      sources = match.queryTerms.filter(
        (queryTerm) =>
          query.terms.get(queryTerm)?.typed && Math.abs(queryTerm.length - docTerm.length) <= 1,
      );
    }
    const units = sources.flatMap((queryTerm) => query.terms.get(queryTerm)?.units ?? []);
    if (units.length) result.set(docTerm, [...new Set(units)]);
  }
  return result;
}

/** The most different query words whose terms occur within PROXIMITY_REACH characters in `text`. */
export function unitsWithinReach(text: string, unitsOf: Map<string, number[]>): number {
  const places: { at: number; units: number[] }[] = [];
  for (const [term, units] of unitsOf) {
    let at = text.indexOf(term);
    for (let found = 0; at !== -1 && found < MAX_PLACES_PER_TERM; found++) {
      places.push({ at, units });
      at = text.indexOf(term, at + term.length);
    }
  }
  places.sort((a, b) => a.at - b.at);
  const inWindow = new Map<number, number>();
  let best = 0;
  let first = 0;
  for (const place of places) {
    for (const unit of place.units) inWindow.set(unit, (inWindow.get(unit) ?? 0) + 1);
    while ((places[first]?.at ?? place.at) < place.at - PROXIMITY_REACH) {
      for (const unit of places[first]?.units ?? []) {
        const left = (inWindow.get(unit) ?? 1) - 1;
        if (left) inWindow.set(unit, left);
        else inWindow.delete(unit);
      }
      first++;
    }
    best = Math.max(best, inWindow.size);
  }
  return best;
}

export interface PageRanking {
  /** Whether the page holds the whole keyword (or a variant of it, see KEYWORD_TIER). */
  containsKeyword: (doc: SearchDocument) => boolean;
  /** How close together the query's words are on the page, from 0 to 1 (see nearness). */
  nearness?: (doc: SearchDocument, sections: SectionMatch[]) => number;
}

/**
 * Pages from the sections the index library found: a page weighs its best
 * section plus a quarter of the next two, times the square of how much of
 * the query it covers, times up to 1 + PROXIMITY_WEIGHT for having the
 * query's words close together; pages containing the keyword (or a variant
 * of it, see KEYWORD_TIER) come first.
 */
export function rankPages(
  matches: SectionMatch[],
  query: ParsedQuery,
  { containsKeyword, nearness }: PageRanking,
): RankedPage[] {
  const byDoc = new Map<SearchDocument, SectionMatch[]>();
  for (const match of matches) {
    const list = byDoc.get(match.section.doc) ?? [];
    list.push(match);
    byDoc.set(match.section.doc, list);
  }
  const ranked: RankedPage[] = [];
  for (const [doc, sections] of byDoc) {
    sections.sort((a, b) => b.score - a.score);
    const matchedTerms = new Set(sections.flatMap((match) => match.docTerms));
    const matchedQueryTerms = new Set(sections.flatMap((match) => match.queryTerms));
    const [best, second, third] = sections;
    const relevance = (best?.score ?? 0) + 0.25 * ((second?.score ?? 0) + (third?.score ?? 0));
    let score = relevance * (0.15 + coverage(query, matchedQueryTerms)) ** 2;
    if (nearness) score *= 1 + PROXIMITY_WEIGHT * nearness(doc, sections);
    if (containsKeyword(doc)) score += KEYWORD_TIER;
    ranked.push({ doc, score, sections, matchedTerms });
  }
  return ranked.sort((a, b) => b.score - a.score);
}
