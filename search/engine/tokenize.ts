/**
 * The search tokenizer, used for the index at build time and for queries in
 * the browser. A text becomes words, and each word one or more index terms:
 *
 * - a code identifier is kept whole and also split at `.`, `/`, `-`, `_`,
 *   `:`, `@`, `$` and camelCase (`lib.autoExternal` → `lib.autoexternal`,
 *   `lib`, `auto`, `external`);
 * - a run of Chinese, Japanese or Korean text gives the words
 *   `Intl.Segmenter` cuts it into and every character bigram, so a match
 *   never depends on the segmenter cutting the query and the page alike;
 * - every term is folded (case, accents: see normalize.ts), and plain Latin
 *   words are stemmed (stem.ts).
 *
 * Each term keeps its place in the original text, for highlighting.
 */
import { normalizeText } from './normalize';
import { isStopWord, stem } from './stem';

const CJK =
  '\\p{Script=Han}\\p{Script=Hiragana}\\p{Script=Katakana}\\p{Script=Hangul}\\u3005\\u30fc';
const WORD_RUNS = new RegExp(`([${CJK}]+)|((?:(?![${CJK}])[\\p{L}\\p{N}\\p{M}_$@./:\\-])+)`, 'gu');
const CJK_CHAR = new RegExp(`[${CJK}]`, 'u');
/** Punctuation inside an identifier; at its edges it is not part of it (`--flag`, `end.`). */
const EDGE_PUNCTUATION = /^[._$@/:-]+|[._$@/:-]+$/g;
const IDENTIFIER_PART = /[\p{L}\p{M}]+\d*|\d+[\p{L}\p{M}\d]*/gu;
const CAMEL_BOUNDARY = /(?<=[\p{Ll}\d])(?=\p{Lu})|(?<=\p{Lu})(?=\p{Lu}\p{Ll})/u;

export interface Token {
  /** The index term. */
  term: string;
  /** Its place in the original text, [start, end). */
  start: number;
  end: number;
}

/** A word of the text with the terms it is indexed and searched by. */
export interface Word {
  kind: 'latin' | 'identifier' | 'cjk';
  text: string;
  start: number;
  end: number;
  tokens: Token[];
}

let segmenter: Intl.Segmenter | undefined;

function cjkSegmenter(): Intl.Segmenter {
  segmenter ??= new Intl.Segmenter('zh', { granularity: 'word' });
  return segmenter;
}

export function isCjkToken(token: string): boolean {
  return CJK_CHAR.test(token);
}

/** A folded Latin, Cyrillic or digit term; plain words are stemmed, stop words dropped. */
function latinTerm(text: string): string | undefined {
  const folded = normalizeText(text);
  if (isStopWord(folded)) return undefined;
  return stem(folded);
}

function identifierWord(run: string, at: number): Word | undefined {
  const trimmedStart = run.length - run.replace(/^[._$@/:-]+/, '').length;
  const text = run.replace(EDGE_PUNCTUATION, '');
  if (!text) return undefined;
  const start = at + trimmedStart;
  const end = start + text.length;
  const tokens: Token[] = [];
  for (const match of text.matchAll(IDENTIFIER_PART)) {
    const parts = match[0].split(CAMEL_BOUNDARY);
    // A camelCase segment is also a term whole: `umdName` in `lib.umdName`.
    if (parts.length > 1) {
      const term = stem(normalizeText(match[0]));
      tokens.push({ term, start: start + match.index, end: start + match.index + match[0].length });
    }
    let offset = match.index;
    for (const part of parts) {
      const term = latinTerm(part);
      if (term) tokens.push({ term, start: start + offset, end: start + offset + part.length });
      offset += part.length;
    }
  }
  const isPlainWord = tokens.length <= 1 && /^[\p{L}\p{M}\d]+$/u.test(text);
  const isOneSegment = /^[\p{L}\p{M}\d]+$/u.test(text);
  if (isPlainWord) {
    return tokens.length ? { kind: 'latin', text, start, end, tokens } : undefined;
  }
  // A camelCase word alone already has its whole term.
  if (!isOneSegment) tokens.unshift({ term: stem(normalizeText(text)), start, end });
  return { kind: 'identifier', text, start, end, tokens };
}

const CJK_STOP_WORDS = new Set([
  '的',
  '了',
  '吗',
  '呢',
  '是',
  '在',
  '和',
  '与',
  '或',
  '我',
  '你',
  '如何',
  '怎么',
  '怎样',
  '什么',
  '为什么',
  '哪些',
  '一个',
]);

/**
 * Segmenter words of a CJK run and its bigrams. Consecutive single characters
 * (where the segmenter knows no word; Node's ICU cuts most Chinese this way)
 * form one word that is found by its bigrams only.
 */
function cjkWords(run: string, at: number): Word[] {
  const words: Word[] = [];
  const singles = new Set<Word>();
  for (const segment of cjkSegmenter().segment(run)) {
    if (!segment.isWordLike) continue;
    const text = segment.segment;
    const start = at + segment.index;
    const previous = words.at(-1);
    const single = text.length === 1 && !CJK_STOP_WORDS.has(text);
    if (single && previous && singles.has(previous) && previous.end === start) {
      previous.text += text;
      previous.end += 1;
      continue;
    }
    const tokens: Token[] = [];
    if (!single && !CJK_STOP_WORDS.has(text)) {
      tokens.push({ term: normalizeText(text), start, end: start + text.length });
    }
    const word: Word = { kind: 'cjk', text, start, end: start + text.length, tokens };
    if (single) singles.add(word);
    words.push(word);
  }
  const [only] = words;
  if (run.length === 1 && only && singles.has(only)) {
    only.tokens.push({ term: normalizeText(run), start: only.start, end: only.end });
  }
  // Bigrams of the run, attached to the word they start in.
  for (let i = 0; i + 1 < run.length; i++) {
    const bigram = normalizeText(run.slice(i, i + 2));
    if (CJK_STOP_WORDS.has(bigram)) continue;
    const start = at + i;
    const owner = words.find((word) => word.start <= start && start < word.end);
    if (!owner || owner.tokens.some((token) => token.term === bigram && token.start === start)) {
      continue;
    }
    // A bigram across two words of two or more characters adds many terms and
    // little recall; next to a single character it is the only term it has.
    if (start + 2 > owner.end && owner.text.length > 1) {
      const next = words.find((word) => word.start === owner.end);
      if (next && next.text.length > 1) continue;
    }
    owner.tokens.push({ term: bigram, start, end: start + 2 });
  }
  return words;
}

/**
 * The words of a text, in reading order. Each CJK run is segmented on its
 * own: ICU's segmenter is quadratic in the length of the string it is given.
 */
export function words(text: string): Word[] {
  const result: Word[] = [];
  for (const match of text.matchAll(WORD_RUNS)) {
    const [run, cjkRun] = match;
    if (cjkRun) {
      result.push(...cjkWords(cjkRun, match.index));
    } else {
      const word = identifierWord(run, match.index);
      if (word) result.push(word);
    }
  }
  return result;
}

/** Every index term of a text, in reading order (a term may repeat). */
export function terms(text: string): string[] {
  return words(text).flatMap((word) => word.tokens.map((token) => token.term));
}
