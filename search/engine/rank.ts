/**
 * Pages from the sections the index library found: how relevant each page
 * is, how much of the query it covers, how close together the query's words
 * stand on it, and whether it holds the whole keyword.
 */
import { coverage, type ParsedQuery, standsForUnits } from './query';
import type { Section } from './SearchIndex';
import { isStopWord } from './stem';
import type { SearchDocument } from './types';

/**
 * Pages containing the whole keyword rank above every other page.
 * Next come pages containing it with a synonym in place of one of its
 * phrases (产物格式 → 输出格式), so that the rule does not put every page that
 * happens to use the reader's wording above the page about the thing.
 */
const KEYWORD_TIER = 1e6;
/**
 * A page whose title or summary holds the whole keyword weighs this much
 * more: that is where its author says what it is about, while other pages of
 * the keyword tier may use the words for a section in passing. Kept small:
 * ×1.5 lost a held-out query at 1 (bench/search-validation-queries.ts).
 */
const NAMED_KEYWORD_WEIGHT = 1.2;
/** Query words this many characters apart or closer count as near each other. */
const PROXIMITY_REACH = 60;
/** A page with all the query's words near each other weighs this much more (see rankPages). */
const PROXIMITY_WEIGHT = 1;
/** A page with a heading that holds all the query's words weighs this much more (see rankPages). */
const HEADING_WEIGHT = 2;
/**
 * A page with the query's words in order, stop words aside, weighs this much
 * more (see holdsInOrder). ×2 lost a held-out query at 1.
 */
const PHRASE_WEIGHT = 1.5;
/** Sections of a page looked at for nearness: its best ones. */
export const PROXIMITY_SECTIONS = 3;
/** Places of one term looked at; more would cost time and change little. */
const MAX_PLACES_PER_TERM = 50;
/** Typo and prefix matches count this much of an exact match (MiniSearch's weights). */
export const MATCH_WEIGHTS = { fuzzy: 0.4, prefix: 0.5 };
/** Answered and thrown away before the reader's first query (see the searchers' warm-up). */
export const WARM_UP_QUERY = 'configuring 配置';

export const LATIN_TERM = /^[a-z][a-z0-9]*$/;

/**
 * How a query term is matched besides exactly, the same in the full index and
 * the first stage: as a prefix when the query asks for it, when it is the word
 * being typed (two letters on) or a long Latin word the reader typed; with one
 * typo when it is a Latin word of five letters or more the reader typed.
 */
export function termMatching(
  query: ParsedQuery,
  term: string,
): { prefix: boolean; fuzzy: boolean } {
  const info = query.terms.get(term);
  if (!info) return { prefix: false, fuzzy: false };
  const latin = LATIN_TERM.test(term);
  const isLast = query.lastIsPartial && (query.units.at(-1)?.full.includes(term) ?? false);
  const typedPrefix = isLast ? term.length >= 2 : term.length >= 4 && latin;
  return {
    prefix: Boolean(info.prefix) || (info.typed && typedPrefix),
    fuzzy: info.typed && term.length >= 5 && latin,
  };
}

/**
 * The largest share of the query's words that one heading of the page holds
 * (the page title for its opening section, `headingOf(-1)`), from 0 to 1; 0
 * for a query of one word. A heading that names everything asked is what the
 * page is about. `headingOf` gives a heading's normalised text.
 */
export function headingCoverage(
  headingOf: (tocIndex: number) => string,
  sections: SectionMatch[],
  query: ParsedQuery,
): number {
  if (query.units.length < 2) return 0;
  let best = 0;
  for (const match of sections) {
    const heading = headingOf(match.section.tocIndex);
    const units = new Set<number>();
    for (const [term, termUnits] of docTermUnits(match, query)) {
      if (heading.includes(term)) for (const unit of termUnits) units.add(unit);
    }
    best = Math.max(best, units.size);
  }
  return best / query.units.length;
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

/**
 * The query words each index term of a section stands for: the words of the
 * query terms it matched (itself, or as a prefix); a typo match stands for
 * the words of the typed terms of about its length.
 */
export function docTermUnits(match: SectionMatch, query: ParsedQuery): Map<string, number[]> {
  const result = new Map<string, number[]>();
  const matched = new Set(match.queryTerms);
  const standing = match.queryTerms.filter((term) => standsForUnits(query, term, matched));
  for (const docTerm of new Set(match.docTerms)) {
    let sources = standing.filter(
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

const WORD_CHAR = /[\p{L}\p{N}]/u;
/** Characters two words of a phrase may stand apart at most (`to build only one of the lib`). */
const MAX_PHRASE_GAP = 30;

/** Whether the text between two words of a phrase is short, on one line, and only spaces, punctuation and stop words. */
function isPhraseGap(gap: string): boolean {
  if (gap.length > MAX_PHRASE_GAP || gap.includes('\n')) return false;
  return (gap.match(/[\p{L}\p{N}]+/gu) ?? []).every((word) => isStopWord(word));
}

/**
 * Whether `text` holds the query's words 0 … unitCount − 1 in the query's
 * order, each next to the one before once stop words and punctuation are set
 * aside (`build only one of the lib items` for `build only one lib`). A term
 * counts where it begins a word; the word runs to its end, so a stem or
 * prefix match stands for the whole word.
 */
export function holdsInOrder(
  text: string,
  unitsOf: Map<string, number[]>,
  unitCount: number,
): boolean {
  if (unitCount < 2) return false;
  const places: { at: number; end: number; units: number[] }[] = [];
  for (const [term, units] of unitsOf) {
    let at = text.indexOf(term);
    for (let found = 0; at !== -1 && found < MAX_PLACES_PER_TERM; found++) {
      if (!WORD_CHAR.test(text[at - 1] ?? '')) {
        let end = at + term.length;
        while (end < text.length && WORD_CHAR.test(text[end] ?? '')) end++;
        places.push({ at, end, units });
      }
      at = text.indexOf(term, at + term.length);
    }
  }
  // Ends of the phrases of words 0 … k found so far.
  let ends = places.filter((place) => place.units.includes(0)).map((place) => place.end);
  for (let unit = 1; unit < unitCount && ends.length; unit++) {
    ends = places
      .filter(
        (place) =>
          place.units.includes(unit) &&
          ends.some((end) => end <= place.at && isPhraseGap(text.slice(end, place.at))),
      )
      .map((place) => place.end);
  }
  return ends.length > 0;
}

export interface PageRanking {
  /** Whether the page holds the whole keyword (or a variant of it, see KEYWORD_TIER). */
  containsKeyword: (doc: SearchDocument) => boolean;
  /** Whether the page's title or summary holds the whole keyword (see NAMED_KEYWORD_WEIGHT). */
  namesKeyword?: (doc: SearchDocument) => boolean;
  /** How close together the query's words are on the page, from 0 to 1 (see nearness). */
  nearness?: (doc: SearchDocument, sections: SectionMatch[]) => number;
  /** The largest share of the query's words one heading of the page holds, from 0 to 1. */
  headingCoverage?: (doc: SearchDocument, sections: SectionMatch[]) => number;
  /** Whether one of the page's best sections holds the query's words as a phrase (see holdsInOrder). */
  holdsPhrase?: (doc: SearchDocument, sections: SectionMatch[]) => boolean;
}

/**
 * Pages from the sections the index library found: a page weighs its best
 * section plus a quarter of the next two, times the square of how much of
 * the query it covers, times up to 1 + PROXIMITY_WEIGHT for having the
 * query's words close together, times PHRASE_WEIGHT when one of its best
 * sections holds them in order (holdsInOrder), times NAMED_KEYWORD_WEIGHT
 * when its title or summary holds the keyword; pages containing the keyword
 * (or a variant of it, see KEYWORD_TIER) come first.
 */
export function rankPages(
  matches: SectionMatch[],
  query: ParsedQuery,
  { containsKeyword, namesKeyword, nearness, headingCoverage, holdsPhrase }: PageRanking,
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
    if (headingCoverage) score *= 1 + HEADING_WEIGHT * headingCoverage(doc, sections) ** 2;
    if (namesKeyword?.(doc)) score *= NAMED_KEYWORD_WEIGHT;
    if (holdsPhrase?.(doc, sections)) score *= PHRASE_WEIGHT;
    if (containsKeyword(doc)) score += KEYWORD_TIER;
    ranked.push({ doc, score, sections, matchedTerms });
  }
  return ranked.sort((a, b) => b.score - a.score);
}
