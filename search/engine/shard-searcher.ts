/**
 * The first stage's answer from term shards (term-shards.ts): the query's
 * terms are looked up in the shards that hold them, exactly, as a prefix
 * (the word being typed, long Latin words) or with one typo among the
 * neighbouring terms of their shard; each section scores as in the full
 * index (the stored BM25+ scores, weighted like MiniSearch's prefix and typo
 * matches), and pages are ranked by the same rules as the full ranking, with
 * their titles and the headings of the matched sections for the text.
 *
 * It answers from the few files its terms are in; the full ranking replaces
 * its answer when the full index is in.
 */
import { compact, keywordMatcher } from './keyword';
import { type ParsedQuery, parseQuery } from './query';
import {
  headingCoverage,
  MATCH_WEIGHTS,
  rankPages,
  type SectionMatch,
  termMatching,
  WARM_UP_QUERY,
} from './rank';
import type { Section } from './SearchIndex';
import { DEFAULT_RESULT_LIMIT, MAX_HEADER_HITS } from './searcher';
import { highlightTerms, normalizeWithOffsets } from './snippet';
import {
  compareTerms,
  type ShardDirectory,
  scoreOf,
  shardOf,
  shardsOfPrefix,
  type TermShard,
} from './term-shards';
import type { HeaderHit, PageResult, SearchDocument, SearchHit, TitleHit } from './types';

/** Shards the word being typed is looked up in at most: a one- or two-letter prefix would need many. */
const MAX_PREFIX_SHARDS = 2;
/**
 * Shards one query fetches at most: one round of a browser's six connections
 * to a host; a phrase and its synonyms would otherwise take a dozen.
 */
const MAX_NEW_SHARDS = 6;

export type FetchShard = (shard: number) => Promise<TermShard>;

export interface Lookup {
  queryTerm: string;
  prefix: boolean;
  fuzzy: boolean;
  shards: number[];
}

interface Found {
  docTerm: string;
  weight: number;
  postings: number[];
  shard: TermShard;
}

/** Whether a and b differ by one insertion, deletion or substitution (a ≠ b). */
export function withinOneEdit(a: string, b: string): boolean {
  if (a === b || Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  while (i < a.length && a[i] === b[i]) i++;
  if (a.length === b.length) return a.slice(i + 1) === b.slice(i + 1);
  return a.length > b.length ? a.slice(i + 1) === b.slice(i) : a.slice(i) === b.slice(i + 1);
}

/** The index of the first term of the shard not before `term`. */
function firstAtOrAfter(shard: TermShard, term: string): number {
  let low = 0;
  let high = shard.terms.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (compareTerms(shard.terms[middle]?.[0] ?? '', term) < 0) low = middle + 1;
    else high = middle;
  }
  return low;
}

function lookups(query: ParsedQuery, directory: ShardDirectory): Lookup[] {
  const lastUnit = query.units.at(-1);
  return [...query.terms.keys()].map((queryTerm) => {
    const isLast = query.lastIsPartial && (lastUnit?.full.includes(queryTerm) ?? false);
    const { prefix, fuzzy } = termMatching(query, queryTerm);
    // A whole word's longer forms are looked for in its own shard only: each more shard costs a fetch.
    const shards = isLast
      ? shardsOfPrefix(directory, queryTerm).slice(0, MAX_PREFIX_SHARDS)
      : [shardOf(directory, queryTerm)];
    return { queryTerm, prefix, fuzzy, shards };
  });
}

/**
 * The lookups whose shards a query fetches: at most MAX_NEW_SHARDS not yet
 * loaded, the reader's words first in their order, then synonyms by weight.
 * A term whose own shard does not fit is left to the full index.
 */
export function withinBudget(
  all: Lookup[],
  query: ParsedQuery,
  isLoaded: (shard: number) => boolean,
): Lookup[] {
  const typed = (lookup: Lookup) => query.terms.get(lookup.queryTerm)?.typed ?? false;
  const weight = (lookup: Lookup) => query.terms.get(lookup.queryTerm)?.weight ?? 0;
  const order = [...all].sort(
    (a, b) => Number(typed(b)) - Number(typed(a)) || weight(b) - weight(a),
  );
  const fetched = new Set<number>();
  const affordable = (shard: number) => {
    if (isLoaded(shard) || fetched.has(shard)) return true;
    if (fetched.size >= MAX_NEW_SHARDS) return false;
    fetched.add(shard);
    return true;
  };
  const kept: Lookup[] = [];
  for (const lookup of order) {
    const [own, ...more] = lookup.shards;
    if (own === undefined || !affordable(own)) continue;
    kept.push({ ...lookup, shards: [own, ...more.filter(affordable)] });
  }
  return kept;
}

/** The index terms a lookup finds in its loaded shards, with the weight of each kind of match. */
function find(lookup: Lookup, shards: Map<number, TermShard>): Found[] {
  const { queryTerm } = lookup;
  const found: Found[] = [];
  const seen = new Set<string>();
  for (const number of lookup.shards) {
    const shard = shards.get(number);
    if (!shard) continue;
    for (let i = firstAtOrAfter(shard, queryTerm); i < shard.terms.length; i++) {
      const [docTerm, postings] = shard.terms[i] as [string, number[]];
      if (docTerm === queryTerm) {
        found.push({ docTerm, weight: 1, postings, shard });
      } else if (lookup.prefix && docTerm.startsWith(queryTerm)) {
        const distance = docTerm.length - queryTerm.length;
        const weight = (MATCH_WEIGHTS.prefix * docTerm.length) / (docTerm.length + 0.3 * distance);
        found.push({ docTerm, weight, postings, shard });
      } else break;
      seen.add(docTerm);
    }
  }
  const own = shards.get(lookup.shards[0] ?? -1);
  if (lookup.fuzzy && own) {
    for (const [docTerm, postings] of own.terms) {
      if (seen.has(docTerm) || !withinOneEdit(queryTerm, docTerm)) continue;
      const weight = (MATCH_WEIGHTS.fuzzy * docTerm.length) / (docTerm.length + 1);
      found.push({ docTerm, weight, postings, shard: own });
    }
  }
  return found;
}

interface Candidate {
  doc: SearchDocument;
  section: Section;
  score: number;
  docTerms: string[];
  queryTerms: Set<string>;
}

export class ShardSearcher {
  private readonly shards = new Map<number, TermShard>();

  constructor(
    private readonly directory: ShardDirectory,
    private readonly fetchShard: FetchShard,
    private readonly group: string,
  ) {}

  /**
   * Readies the tokenizer (the Chinese segmenter, the synonym table) while the
   * reader has yet to type, so that the first query does not pay for it.
   */
  warmUp(): void {
    parseQuery(WARM_UP_QUERY);
  }

  async search(query: string, limit = DEFAULT_RESULT_LIMIT): Promise<PageResult[]> {
    const parsed = parseQuery(query);
    if (!parsed.keyword || !parsed.terms.size) return [];
    const wanted = withinBudget(lookups(parsed, this.directory), parsed, (shard) =>
      this.shards.has(shard),
    );
    const numbers = [...new Set(wanted.flatMap((lookup) => lookup.shards))].filter(
      (number) => !this.shards.has(number),
    );
    const loaded = await Promise.all(numbers.map((number) => this.fetchShard(number)));
    for (const [i, number] of numbers.entries()) this.shards.set(number, loaded[i] as TermShard);
    return this.rank(parsed, wanted)
      .slice(0, limit)
      .map((page) => ({
        routePath: page.doc.routePath,
        title: page.doc.title,
        score: page.score,
        hits: this.hits(page.doc, page.sections, page.matchedTerms, parsed, query),
      }));
  }

  private rank(query: ParsedQuery, wanted: Lookup[]) {
    const docs = new Map<string, SearchDocument>();
    const candidates = new Map<string, Candidate>();
    for (const lookup of wanted) {
      const boost = query.terms.get(lookup.queryTerm)?.weight ?? 1;
      for (const { docTerm, weight, postings, shard } of find(lookup, this.shards)) {
        for (let i = 0; i < postings.length; i += 2) {
          const [pageIndex, heading, anchor] = shard.sections[postings[i] as number] ?? [];
          const [route, title] = shard.pages[pageIndex ?? -1] ?? [];
          if (route === undefined || title === undefined || heading === undefined) continue;
          const key = `${route}#${anchor}`;
          let candidate = candidates.get(key);
          if (!candidate) {
            let doc = docs.get(route);
            if (!doc) {
              doc = {
                id: docs.size,
                title,
                content: '',
                toc: [],
                routePath: route,
                domain: '',
                lang: '',
                version: '',
              };
              docs.set(route, doc);
            }
            const tocIndex = heading ? doc.toc.length : -1;
            if (heading) doc.toc.push({ text: heading, id: anchor ?? '', depth: 2, charIndex: 0 });
            const section = { id: candidates.size, doc, tocIndex, start: 0, end: 0 };
            candidate = { doc, section, score: 0, docTerms: [], queryTerms: new Set() };
            candidates.set(key, candidate);
          }
          candidate.score += boost * weight * scoreOf(postings[i + 1] as number);
          candidate.docTerms.push(docTerm);
          candidate.queryTerms.add(lookup.queryTerm);
        }
      }
    }
    const matches: SectionMatch[] = [...candidates.values()].map((candidate) => ({
      section: candidate.section,
      // MiniSearch multiplies a section's score by the number of query terms it matched.
      score: candidate.score * candidate.queryTerms.size,
      docTerms: [...new Set(candidate.docTerms)],
      queryTerms: [...candidate.queryTerms],
    }));
    const texts = (doc: SearchDocument) =>
      [doc.title, ...doc.toc.map((entry) => entry.text)].map((text) =>
        compact(normalizeWithOffsets(text).normalized),
      );
    // The first stage has only titles and headings: names, where a 的 may stand between words.
    const keywords = [query.keyword, ...query.keywordVariants].map((keyword) =>
      keywordMatcher(keyword, { inName: true }),
    );
    const holds = (doc: SearchDocument, titleOnly: boolean) =>
      (titleOnly ? texts(doc).slice(0, 1) : texts(doc)).some((text) =>
        keywords.some((matches) => matches(text)),
      );
    return rankPages(matches, query, {
      containsKeyword: (doc) => holds(doc, false),
      namesKeyword: (doc) => holds(doc, true),
      headingCoverage: (doc, sections) => {
        const headingOf = (tocIndex: number) =>
          normalizeWithOffsets(tocIndex === -1 ? doc.title : (doc.toc[tocIndex]?.text ?? ''))
            .normalized;
        return headingCoverage(headingOf, sections, query);
      },
    });
  }

  private hits(
    doc: SearchDocument,
    sections: SectionMatch[],
    matchedTerms: Set<string>,
    query: ParsedQuery,
    original: string,
  ): SearchHit[] {
    const base = { title: doc.title, query: original, group: this.group };
    const hits: SearchHit[] = [];
    const titleMarks = highlightTerms(doc.title, matchedTerms, query.keyword);
    const titleHit: TitleHit = {
      ...base,
      type: 'title',
      header: doc.title,
      link: doc.routePath,
      highlightInfoList: titleMarks,
    };
    if (titleMarks.length) hits.push(titleHit);
    const headerHit = (section: Section, marked: boolean): HeaderHit => {
      const entry = doc.toc[section.tocIndex];
      const header = entry?.text ?? '';
      return {
        ...base,
        type: 'header',
        header,
        link: `${doc.routePath}#${entry?.id ?? ''}`,
        highlightInfoList: marked ? highlightTerms(header, matchedTerms, query.keyword) : [],
      };
    };
    const headers = sections
      .filter(({ section }) => section.tocIndex !== -1)
      .map(({ section }) => ({ section, hit: headerHit(section, true) }))
      .filter(({ hit }) => hit.highlightInfoList.length)
      .slice(0, MAX_HEADER_HITS)
      .sort((a, b) => a.section.id - b.section.id);
    hits.push(...headers.map(({ hit }) => hit));
    if (hits.length) return hits;
    // The words are in the text only: the page and its best section lead there.
    const best = sections[0]?.section;
    return [best && best.tocIndex !== -1 ? headerHit(best, false) : titleHit];
  }
}
