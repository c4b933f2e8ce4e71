/**
 * Answers a query from a loaded index. MiniSearch finds and scores the
 * sections holding any term of the query (BM25+, field weights, typo and
 * prefix matches at lower weight); the searcher groups them by page, weighs
 * each page by how much of the query it covers and how close together the
 * query's words stand on it, puts the pages containing the whole normalised
 * keyword above all others, and turns each page into title, header
 * and content hits.
 */
import type { SearchResult } from 'minisearch';
import { splitCompound } from './compound';
import { compact, keywordMatcher } from './keyword';
import { type ParsedQuery, parseQuery, withSplitWords } from './query';
import {
  docTermUnits,
  headingCoverage,
  holdsInOrder,
  LATIN_TERM,
  MATCH_WEIGHTS,
  PROXIMITY_SECTIONS,
  type RankedPage,
  rankPages,
  type SectionMatch,
  termMatching,
  unitsWithinReach,
  WARM_UP_QUERY,
} from './rank';
import { FIELD_BOOST, type SearchIndex, sectionHeader } from './SearchIndex';
import { contentSnippet, highlightTerms, normalizeWithOffsets } from './snippet';
import { isCjkToken } from './tokenize';
import type { ContentHit, HeaderHit, PageResult, SearchDocument, SearchHit } from './types';

/** Default number of pages a query returns (the index library's limit). */
export const DEFAULT_RESULT_LIMIT = 100;
/** How many loaded indexes the searcher keeps. */
export const DEFAULT_CACHE_SIZE = 100;
/** Header hits listed per page; more would push the other pages out of view. */
export const MAX_HEADER_HITS = 3;
/** Characters around a place in the text that count as "near" for picking a snippet. */
const SNIPPET_REACH = 60;

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

/** Tests for a query's keyword and its variants, in a page's names and in its text (keyword.ts). */
interface KeywordMatchers {
  inName: ((text: string) => boolean)[];
  inText: ((text: string) => boolean)[];
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
    const results: SearchResult[] = this.index.miniSearch.search(terms.join('\u0001'), {
      tokenize: (text) => text.split('\u0001'),
      processTerm: (term) => term,
      boost: FIELD_BOOST,
      weights: MATCH_WEIGHTS,
      boostTerm: (term) => query.terms.get(term)?.weight ?? 1,
      fuzzy: (term) => (termMatching(query, term).fuzzy ? 1 : false),
      prefix: (term) => termMatching(query, term).prefix,
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

  /**
   * Whether a page contains one of the keywords: its names (title, summary,
   * headers) compared by `inName`, its text by `inText` (keyword.ts); with
   * `titleOrSummary`, only its title or summary.
   */
  private holdsKeyword(
    doc: SearchDocument,
    keywords: KeywordMatchers,
    titleOrSummary = false,
  ): boolean {
    const [title, summary, ...rest] = this.prepare(doc).compact;
    const content = rest.pop() ?? '';
    const names = titleOrSummary ? [title, summary] : [title, summary, ...rest];
    return (
      names.some((name) => keywords.inName.some((holds) => holds(name ?? ''))) ||
      (!titleOrSummary && keywords.inText.some((holds) => holds(content)))
    );
  }

  /**
   * Sections matching the query; when a Latin word of it matches nothing in
   * any form, sections matching the two words it splits into (compound.ts).
   */
  private matchesWithSplitWords(typed: ParsedQuery): [SectionMatch[], ParsedQuery] {
    const matches = this.sectionMatches(typed);
    const found = new Set(matches.flatMap((match) => match.queryTerms));
    const unmatched = typed.units
      .map((unit, i) => ({ unit, i }))
      .filter(
        ({ unit }) =>
          unit.full.length > 0 &&
          unit.full.every((term) => LATIN_TERM.test(term) && !found.has(term)),
      )
      .map(({ i }) => i);
    if (!unmatched.length) return [matches, typed];
    const query = withSplitWords(typed, unmatched, (term) =>
      splitCompound(term, (part, asPrefix) => this.indexHolds(part, asPrefix)),
    );
    return query === typed ? [matches, typed] : [this.sectionMatches(query), query];
  }

  /** Whether the index holds `term`, or with `asPrefix` a term that begins with it. */
  private indexHolds(term: string, asPrefix: boolean): boolean {
    return (
      this.index.miniSearch.search(term, {
        tokenize: (text) => [text],
        processTerm: (text) => text,
        prefix: asPrefix,
        fuzzy: false,
      }).length > 0
    );
  }

  private rank(typed: ParsedQuery): RankedPage[] {
    const [matches, query] = this.matchesWithSplitWords(typed);
    const all = [query.keyword, ...query.keywordVariants];
    const keywords: KeywordMatchers = {
      inName: all.map((keyword) => keywordMatcher(keyword, { inName: true })),
      inText: all.map((keyword) => keywordMatcher(keyword)),
    };
    return rankPages(matches, query, {
      containsKeyword: (doc) => this.holdsKeyword(doc, keywords),
      namesKeyword: (doc) => this.holdsKeyword(doc, keywords, true),
      nearness: (doc, sections) => this.nearness(doc, sections, query),
      headingCoverage: (doc, sections) => {
        const prepared = this.prepare(doc);
        const headingOf = (tocIndex: number) =>
          tocIndex === -1 ? prepared.title : (prepared.headers[tocIndex] ?? '');
        return headingCoverage(headingOf, sections, query);
      },
      holdsPhrase: (doc, sections) => this.holdsPhrase(doc, sections, query),
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

  /** Whether one of the page's best sections holds the query's words in order (see holdsInOrder). */
  private holdsPhrase(doc: SearchDocument, sections: SectionMatch[], query: ParsedQuery): boolean {
    // Chinese has no spaces to set aside: the keyword rule covers its phrases.
    if (query.units.length < 2 || query.units.some((unit) => isCjkToken(unit.text))) return false;
    const prepared = this.prepare(doc);
    return sections.slice(0, PROXIMITY_SECTIONS).some((match) => {
      const { section } = match;
      const header =
        section.tocIndex === -1 ? prepared.title : (prepared.headers[section.tocIndex] ?? '');
      const body = prepared.content.slice(
        this.toNormalized(prepared, section.start),
        this.toNormalized(prepared, section.end),
      );
      const unitsOf = docTermUnits(match, query);
      return (
        holdsInOrder(header, unitsOf, query.units.length) ||
        holdsInOrder(body, unitsOf, query.units.length)
      );
    });
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
