/**
 * A query as the searcher uses it: the normalised keyword, the
 * words the reader typed with the index terms of each, and the terms added
 * from the synonym table.
 */
import { normalizeText } from './normalize';
import { synonymGroups } from './synonyms';
import { isCjkToken, terms as termsOf, type Word, words } from './tokenize';

/** Longer pastes are cut here: more text would not find better pages, only take longer. */
export const MAX_QUERY_LENGTH = 256;
/** Weight of a term that only the synonym table added. */
export const SYNONYM_WEIGHT = 0.6;
/** Keyword variants tried at most. */
const MAX_KEYWORD_VARIANTS = 24;
/** Weight of the parts of a word the index holds in no form (see withSplitWords). */
const COMPOUND_WEIGHT = 0.5;
/** Weight of a CJK bigram that spans two words of the query. */
const CROSS_BIGRAM_WEIGHT = 0.3;

/** A word of the query; it is covered by a page that has one of `full`, or some of `parts`. */
export interface QueryUnit {
  text: string;
  start: number;
  end: number;
  full: string[];
  parts: string[];
}

export interface QueryTerm {
  weight: number;
  /** Units this term stands for (a synonym stands for the words it replaces). */
  units: number[];
  /** Typed by the reader (not a synonym): may be matched with a typo or as a prefix. */
  typed: boolean;
  /** Matched as a prefix at any length (the second part of a split word, see compound.ts). */
  prefix?: boolean;
  /**
   * For a word of synonyms written as several words only (`module` of `es
   * module`): the terms of each of their words; the term stands for its units
   * only where every word of one of them matches (see standsForUnits).
   */
  phrases?: string[][][];
}

export interface ParsedQuery {
  /** The whole query, normalised, white space collapsed: the spec's keyword. */
  keyword: string;
  /** The keyword with one synonym put in place of the phrase it stands for. */
  keywordVariants: string[];
  units: QueryUnit[];
  terms: Map<string, QueryTerm>;
  /** The reader is still typing the last word (no space after it). */
  lastIsPartial: boolean;
}

/** A token of the word itself; a one-character word's bigram with the next word counts too. */
function isInside(word: Word, token: { end: number }): boolean {
  return token.end <= word.end || word.text.length === 1;
}

function unitOf(word: Word): QueryUnit | undefined {
  const inside = word.tokens.filter((token) => isInside(word, token));
  if (!inside.length) return undefined;
  const base = { text: word.text, start: word.start, end: word.end };
  if (word.kind === 'latin') return { ...base, full: inside.map((t) => t.term), parts: [] };
  const whole = inside.filter((token) => token.start === word.start && token.end === word.end);
  const parts = inside.filter((token) => !whole.includes(token));
  return { ...base, full: whole.map((t) => t.term), parts: parts.map((t) => t.term) };
}

function addTerm(
  terms: Map<string, QueryTerm>,
  term: string,
  weight: number,
  units: number[],
  typed: boolean,
  phrase?: string[][],
) {
  const existing = terms.get(term);
  if (!existing) {
    terms.set(
      term,
      phrase ? { weight, units, typed, phrases: [phrase] } : { weight, units, typed },
    );
    return;
  }
  if (weight > existing.weight) {
    existing.weight = weight;
    existing.typed = typed;
  }
  existing.units = [...new Set([...existing.units, ...units])];
  // A term that stands alone anywhere stands alone.
  if (!phrase) delete existing.phrases;
  else existing.phrases?.push(phrase);
}

/**
 * Whether a matched query term stands for its query words among the query
 * terms a page or section matched: a word of a synonym written as several
 * words does only next to its other words (`module` alone is not `es module`).
 */
export function standsForUnits(query: ParsedQuery, term: string, matched: Set<string>): boolean {
  const phrases = query.terms.get(term)?.phrases;
  return (
    !phrases ||
    phrases.some((phrase) => phrase.every((wordTerms) => wordTerms.some((t) => matched.has(t))))
  );
}

const LATIN_CHAR = /[a-z0-9]/;

/** Places where `phrase` occurs in `text` as whole words (a Latin edge must not touch a letter). */
function phraseRanges(text: string, phrase: string): [number, number][] {
  const ranges: [number, number][] = [];
  let at = text.indexOf(phrase);
  while (at !== -1) {
    const end = at + phrase.length;
    const startsWord = !LATIN_CHAR.test(phrase[0] ?? '') || !LATIN_CHAR.test(text[at - 1] ?? '');
    const endsWord = !LATIN_CHAR.test(phrase.at(-1) ?? '') || !LATIN_CHAR.test(text[end] ?? '');
    if (startsWord && endsWord) ranges.push([at, end]);
    at = text.indexOf(phrase, at + 1);
  }
  return ranges;
}

/** A word's comparable form: its first term (the stem of a plain word, an identifier whole). */
function wordKey(word: Word): string | undefined {
  return word.tokens[0]?.term;
}

/** The word keys of each synonym table member, worked out once. */
const memberKeyCache = new Map<string, (string | undefined)[]>();

function memberKeys(member: string): (string | undefined)[] {
  let keys = memberKeyCache.get(member);
  if (!keys) {
    keys = isCjkToken(member) ? [] : words(member).map(wordKey);
    memberKeyCache.set(member, keys);
  }
  return keys;
}

/**
 * Places where a synonym of two or more Latin words stands in the query word
 * for word after stemming, stop words aside: `rewrite import extensions`
 * holds `rewrite imports`, `license at the top of the file` holds `top of
 * file`. A one-word synonym must match as typed (see phraseRanges): its stem
 * alone is often a word of its own (`types` → `type`).
 */
function stemmedRanges(queryWords: Word[], member: string): [number, number][] {
  const keys = memberKeys(member);
  if (keys.length < 2) return [];
  const ranges: [number, number][] = [];
  for (let i = 0; i + keys.length <= queryWords.length; i++) {
    const run = queryWords.slice(i, i + keys.length);
    if (run.every((word, k) => word.kind !== 'cjk' && wordKey(word) === keys[k])) {
      ranges.push([run[0]?.start ?? 0, run.at(-1)?.end ?? 0]);
    }
  }
  return ranges;
}

/**
 * Whether a synonym found at `range` stands for a query word. A Latin word
 * must lie inside it; a Chinese word need only overlap it, since the
 * segmenter's cuts need not fall where the synonym starts or ends (Node's
 * ICU gives `文件`, `名哈希` where the table holds `哈希`).
 */
function isUnitCovered(unit: QueryUnit, [from, to]: [number, number]): boolean {
  if (isCjkToken(unit.text)) return unit.start < to && unit.end > from;
  return unit.start >= from && unit.end <= to;
}

/** Places of a synonym in the query: as typed, or word for word after stemming. */
function memberRanges(folded: string, queryWords: Word[], member: string): [number, number][] {
  const ranges = phraseRanges(folded, normalizeText(member));
  for (const range of stemmedRanges(queryWords, member)) {
    if (!ranges.some(([from, to]) => from === range[0] && to === range[1])) ranges.push(range);
  }
  return ranges;
}

/**
 * Whether the keyword with `member` in place of `typed` (at `range`) counts
 * for the keyword rule. Chinese compounds vary their parts (产物格式, 输出格式),
 * and Chinese pages name things in either language (bundle 模式, 打包模式), so
 * a query with Chinese in it may swap any synonym as long as another of its
 * words stays: a synonym alone would put every page that uses it on top.
 * English queries get no variants: stemming and term matching cover English
 * wording, and a swapped English pair is common in pages that are not about it.
 */
function isVariantAllowed(
  folded: string,
  range: [number, number],
  typed: string,
  member: string,
): boolean {
  if (isCjkToken(typed) && isCjkToken(member)) return true;
  const keepsAWord = `${folded.slice(0, range[0])}${folded.slice(range[1])}`.trim() !== '';
  return keepsAWord && isCjkToken(folded);
}

export function parseQuery(query: string): ParsedQuery {
  const text = query.slice(0, MAX_QUERY_LENGTH).replace(/\s+/g, ' ');
  const keyword = normalizeText(text).trim();
  const units: QueryUnit[] = [];
  const terms = new Map<string, QueryTerm>();
  const queryWords = words(text);
  for (const word of queryWords) {
    const unit = unitOf(word);
    const index = unit ? units.push(unit) - 1 : -1;
    for (const token of word.tokens) {
      const inside = isInside(word, token);
      addTerm(
        terms,
        token.term,
        inside ? 1 : CROSS_BIGRAM_WEIGHT,
        inside && index >= 0 ? [index] : [],
        true,
      );
    }
  }
  const folded = normalizeText(text);
  const keywordVariants = new Set<string>();
  for (const group of synonymGroups) {
    const found = group.flatMap((member) =>
      memberRanges(folded, queryWords, member).map((range) => ({ member, range })),
    );
    // The longest member found at a place wins: 外部化 holds 外部, which is no match of its own.
    const matched = found.filter(
      ({ range: [from, to] }) =>
        !found.some(
          (other) =>
            other.range[0] <= from &&
            other.range[1] >= to &&
            other.range[1] - other.range[0] > to - from,
        ),
    );
    if (!matched.length) continue;
    const covered = units
      .map((unit, i) => ({ unit, i }))
      .filter(({ unit }) => matched.some(({ range }) => isUnitCovered(unit, range)))
      .map(({ i }) => i);
    if (!covered.length) continue;
    for (const member of group) {
      if (matched.some((match) => match.member === member)) continue;
      const memberWords = member.includes(' ')
        ? words(member).map((word) => word.tokens.map((token) => token.term))
        : [];
      const phrase = memberWords.length > 1 ? memberWords : undefined;
      for (const term of termsOf(member)) {
        addTerm(terms, term, SYNONYM_WEIGHT, covered, false, phrase);
      }
      for (const { range, member: typed } of matched) {
        if (!isVariantAllowed(folded, range, typed, member)) continue;
        const variant = (
          folded.slice(0, range[0]) +
          normalizeText(member) +
          folded.slice(range[1])
        ).trim();
        if (keywordVariants.size < MAX_KEYWORD_VARIANTS) keywordVariants.add(variant);
      }
    }
  }
  keywordVariants.delete(keyword);
  return {
    keyword,
    keywordVariants: [...keywordVariants],
    units,
    terms,
    lastIsPartial: !/\s$/.test(query),
  };
}

/** How much of the query a set of matched query terms covers, from 0 to 1. */
export function coverage(query: ParsedQuery, matched: Set<string>): number {
  if (!query.units.length) return 0;
  const viaSynonym = new Set<number>();
  for (const term of matched) {
    const info = query.terms.get(term);
    if (info && !info.typed && standsForUnits(query, term, matched)) {
      for (const unit of info.units) viaSynonym.add(unit);
    }
  }
  let sum = 0;
  query.units.forEach((unit, i) => {
    if (viaSynonym.has(i) || unit.full.some((term) => matched.has(term))) {
      sum += 1;
    } else if (unit.parts.length) {
      sum += unit.parts.filter((term) => matched.has(term)).length / unit.parts.length;
    }
  });
  return sum / query.units.length;
}

/**
 * The query with each word the index holds in no form replaced by the two
 * terms it splits into (see compound.ts), at COMPOUND_WEIGHT, standing for
 * that word; `split` gives a word's parts or undefined.
 */
export function withSplitWords(
  query: ParsedQuery,
  unmatched: number[],
  split: (term: string) => [string, string] | undefined,
): ParsedQuery {
  let terms: Map<string, QueryTerm> | undefined;
  for (const i of unmatched) {
    const parts = query.units[i]?.full.flatMap((term) => split(term) ?? []) ?? [];
    if (!parts.length) continue;
    terms ??= new Map([...query.terms].map(([term, info]) => [term, { ...info }]));
    parts.forEach((part, n) => {
      addTerm(terms as Map<string, QueryTerm>, part, COMPOUND_WEIGHT, [i], false);
      const info = terms?.get(part);
      if (info && n % 2 === 1) info.prefix = true;
    });
  }
  return terms ? { ...query, terms } : query;
}
