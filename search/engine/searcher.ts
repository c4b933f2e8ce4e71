/**
 * Answers a query from a loaded index: candidate pages from the inverted
 * index, kept only when the normalised keyword is contained in the title, a
 * header or the content (spec §5), ranked, and turned into title, header and
 * content hits.
 */
import { type DocScores, intersect, type SearchIndex } from './SearchIndex';
import { contentSnippet, findAll, highlightRanges, normalizeWithOffsets } from './snippet';
import type { ContentHit, HeaderHit, PageResult, SearchDocument, SearchHit } from './types';

/** Default number of pages a query returns (spec §9: the index library's limit). */
export const DEFAULT_RESULT_LIMIT = 100;
/** Characters of content that count as a page's opening lines. */
const OPENING_LENGTH = 200;
/** Header hits listed per page; more would push the other pages out of view. */
export const MAX_HEADER_HITS = 3;

interface PreparedDoc {
  doc: SearchDocument;
  title: string;
  headers: string[];
  content: string;
  description: string;
}

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

/** Collapses runs of white space so "dts  bundle" and "dts bundle" are one keyword. */
function cleanKeyword(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

export class LocalSearcher {
  private readonly prepared = new Map<number, PreparedDoc>();
  private readonly cache: LruCache<string, PageResult[]>;

  constructor(
    private readonly index: SearchIndex,
    private readonly group: string,
  ) {
    this.cache = new LruCache(index.options.cache);
  }

  /** Normalises every document and loads the segmenter now, so that no query pays for it later. */
  prepareAll(): void {
    this.index.warmUp();
    for (const id of this.index.documents.keys()) this.prepare(id);
  }

  get cachedQueries(): number {
    return this.cache.size;
  }

  search(query: string, limit = DEFAULT_RESULT_LIMIT): PageResult[] {
    const keyword = cleanKeyword(this.index.normalizeText(query));
    if (!keyword) return [];
    const cacheKey = `${limit}\u0000${keyword}`;
    const cached = this.cache.get(cacheKey);
    if (cached) return cached;
    const results = this.rank(keyword)
      .slice(0, limit)
      .map(({ prepared, score }) => this.pageResult(prepared, keyword, query, score));
    this.cache.set(cacheKey, results);
    return results;
  }

  private candidates(keyword: string): DocScores {
    const terms = [...new Set(this.index.termsOf(keyword))];
    let result: DocScores | undefined;
    for (const term of terms) {
      const scores = this.index.lookup(term);
      result = result ? intersect(result, scores) : scores;
      if (result.size === 0) return result;
    }
    if (!result) return new Map();
    for (let i = 0; i + 1 < terms.length; i++) {
      const near = this.index.lookupContext(terms[i] ?? '', terms[i + 1] ?? '');
      for (const [id, score] of near) {
        const current = result.get(id);
        if (current !== undefined) result.set(id, current + score);
      }
    }
    return result;
  }

  private prepare(id: number): PreparedDoc | undefined {
    let prepared = this.prepared.get(id);
    if (!prepared) {
      const doc = this.index.documents.get(id);
      if (!doc) return undefined;
      const normalize = (text: string) => this.index.normalizeText(text);
      prepared = {
        doc,
        title: normalize(doc.title),
        headers: doc.toc.map((entry) => normalize(entry.text)),
        content: normalize(doc.content),
        description: normalize(doc.description ?? ''),
      };
      this.prepared.set(id, prepared);
    }
    return prepared;
  }

  /**
   * Pages that contain the keyword, best first. The title weighs most (an
   * exact or leading title match most of all), then headers, then how often
   * the content says it and whether its summary or opening does; the index
   * score (term positions) breaks ties.
   */
  private rank(keyword: string): { prepared: PreparedDoc; score: number }[] {
    const ranked: { prepared: PreparedDoc; score: number }[] = [];
    for (const [id, indexScore] of this.candidates(keyword)) {
      const prepared = this.prepare(id);
      if (!prepared) continue;
      const inTitle = prepared.title.includes(keyword);
      const headerMatches = prepared.headers.filter((header) => header.includes(keyword));
      const contentMatches = findAll(prepared.content, keyword).length;
      const firstContentMatch = prepared.content.indexOf(keyword);
      if (!inTitle && headerMatches.length === 0 && contentMatches === 0) continue;
      let score = indexScore;
      if (inTitle) {
        score += 60 + (40 * keyword.length) / prepared.title.length;
        if (prepared.title.startsWith(keyword)) score += 10;
      }
      if (headerMatches.length > 0) {
        score += 25 + 5 * Math.min(headerMatches.length - 1, 3);
        if (headerMatches.some((header) => header === keyword)) score += 15;
      }
      score += Math.min(24, 6 * Math.log2(1 + contentMatches));
      // A page whose summary or opening lines name the keyword is usually about it.
      if (prepared.description.includes(keyword)) score += 20;
      if (firstContentMatch !== -1 && firstContentMatch < OPENING_LENGTH) score += 12;
      ranked.push({ prepared, score });
    }
    return ranked.sort((a, b) => b.score - a.score);
  }

  private pageResult(
    prepared: PreparedDoc,
    keyword: string,
    query: string,
    score: number,
  ): PageResult {
    const { doc } = prepared;
    const normalize = (text: string) => this.index.normalizeText(text);
    const base = { title: doc.title, query, group: this.group };
    const hits: SearchHit[] = [];
    if (prepared.title.includes(keyword)) {
      hits.push({
        ...base,
        type: 'title',
        header: doc.title,
        link: doc.routePath,
        highlightInfoList: highlightRanges(doc.title, keyword, normalize),
      });
    }
    const headerRanges: [number, number][] = [];
    let headerHits = 0;
    doc.toc.forEach((entry, i) => {
      if (!prepared.headers[i]?.includes(keyword) || headerHits >= MAX_HEADER_HITS) return;
      headerHits++;
      const hit: HeaderHit = {
        ...base,
        type: 'header',
        header: entry.text,
        link: `${doc.routePath}#${entry.id}`,
        highlightInfoList: highlightRanges(entry.text, keyword, normalize),
      };
      hits.push(hit);
      if (entry.charIndex >= 0)
        headerRanges.push([entry.charIndex, entry.charIndex + entry.text.length]);
    });
    const contentHit = this.contentHit(prepared, keyword, headerRanges, base);
    if (contentHit) hits.push(contentHit);
    return { routePath: doc.routePath, title: doc.title, hits, score };
  }

  /** One content hit per page: the first occurrence that is not a matched header's own text. */
  private contentHit(
    prepared: PreparedDoc,
    keyword: string,
    headerRanges: [number, number][],
    base: { title: string; query: string; group: string },
  ): ContentHit | undefined {
    const { doc } = prepared;
    const normalize = (text: string) => this.index.normalizeText(text);
    // Offsets are the original's when normalising kept the length (the common case).
    const toOriginal =
      prepared.content.length === doc.content.length
        ? (offset: number) => offset
        : normalizeWithOffsets(doc.content, normalize).toOriginal;
    for (const start of findAll(prepared.content, keyword)) {
      if (headerRanges.some(([from, to]) => start >= from && start < to)) continue;
      const originalStart = toOriginal(start);
      const section = doc.toc
        .filter((entry) => entry.charIndex >= 0 && entry.charIndex <= start)
        .at(-1);
      const { statement, highlightInfoList } = contentSnippet(
        doc.content,
        originalStart,
        toOriginal(start + keyword.length) - originalStart,
        keyword,
        normalize,
      );
      return {
        ...base,
        type: 'content',
        header: section?.text ?? doc.title,
        link: section ? `${doc.routePath}#${section.id}` : doc.routePath,
        statement,
        highlightInfoList,
      };
    }
    return undefined;
  }
}
