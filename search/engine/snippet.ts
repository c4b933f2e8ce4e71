/**
 * Highlight ranges and content snippets. Positions are found in the
 * normalised text and mapped back to the original text, so a match of
 * "resume" in "Résumé" highlights the accented word.
 */
import { normalizeText } from './normalize';
import { words } from './tokenize';
import type { HighlightInfo } from './types';

/** Snippet width in units: a character above code 255 counts 3, others 1. */
export const SNIPPET_WIDTH = 100;

export function charWidth(char: string): number {
  return char.charCodeAt(0) > 255 ? 3 : 1;
}

export function textWidth(text: string): number {
  let width = 0;
  for (let i = 0; i < text.length; i++) width += charWidth(text[i] ?? '');
  return width;
}

/** Clusters of a base character and its combining marks, normalised one by one. */
const CLUSTER = /\P{M}\p{M}*|\p{M}+/gu;

/**
 * The normalised text and a map from each of its offsets (and its length) to
 * an offset in the original. When normalising keeps the length, the map is
 * the identity and is not built.
 */
export function normalizeWithOffsets(
  text: string,
  normalize: (text: string) => string = normalizeText,
): { normalized: string; toOriginal: (offset: number) => number } {
  const whole = normalize(text);
  if (whole.length === text.length) return { normalized: whole, toOriginal: (offset) => offset };
  const offsets: number[] = [];
  let normalized = '';
  for (const match of text.matchAll(CLUSTER)) {
    const part = normalize(match[0]);
    for (let i = 0; i < part.length; i++) offsets.push(match.index);
    normalized += part;
  }
  offsets.push(text.length);
  return { normalized, toOriginal: (offset) => offsets[offset] ?? text.length };
}

/** Start offsets of every occurrence of `needle`, not overlapping. */
export function findAll(haystack: string, needle: string): number[] {
  const found: number[] = [];
  if (!needle) return found;
  let at = haystack.indexOf(needle);
  while (at !== -1) {
    found.push(at);
    at = haystack.indexOf(needle, at + needle.length);
  }
  return found;
}

/** Every occurrence of the normalised keyword in `text`, as ranges of the original text. */
export function highlightRanges(
  text: string,
  keyword: string,
  normalize: (text: string) => string = normalizeText,
): HighlightInfo[] {
  const { normalized, toOriginal } = normalizeWithOffsets(text, normalize);
  return findAll(normalized, keyword).map((start) => {
    const originalStart = toOriginal(start);
    return { start: originalStart, length: toOriginal(start + keyword.length) - originalStart };
  });
}

const ELLIPSIS = '…';

function collapseSpaces(text: string): string {
  return text.replace(/\s+/g, ' ');
}

/**
 * The ranges of `text` to mark for a result: every word whose index term
 * matched, and every occurrence of the whole keyword; overlaps are merged.
 */
export function highlightTerms(
  text: string,
  matchedTerms: ReadonlySet<string>,
  keyword: string,
): HighlightInfo[] {
  const ranges: [number, number][] = [];
  for (const word of words(text)) {
    for (const token of word.tokens) {
      if (matchedTerms.has(token.term)) ranges.push([token.start, token.end]);
    }
  }
  for (const { start, length } of highlightRanges(text, keyword)) {
    ranges.push([start, start + length]);
  }
  ranges.sort((a, b) => a[0] - b[0] || b[1] - a[1]);
  const merged: [number, number][] = [];
  for (const [start, end] of ranges) {
    const last = merged.at(-1);
    if (last && start <= last[1]) last[1] = Math.max(last[1], end);
    else merged.push([start, end]);
  }
  return merged.map(([start, end]) => ({ start, length: end - start }));
}

/**
 * About `width` units of `content` around the range [start, start + length):
 * the match, then context shared between both sides (what one side cannot
 * use goes to the other). Line breaks become spaces; a cut side gets "…".
 */
export function contentSnippet(
  content: string,
  start: number,
  length: number,
  width = SNIPPET_WIDTH,
): string {
  const end = start + length;
  let budget = Math.max(0, width - textWidth(content.slice(start, end)));
  let from = start;
  let to = end;
  let leftBudget = Math.floor(budget / 2);
  while (from > 0 && charWidth(content[from - 1] ?? '') <= leftBudget) {
    from--;
    const used = charWidth(content[from] ?? '');
    leftBudget -= used;
    budget -= used;
  }
  while (to < content.length && charWidth(content[to] ?? '') <= budget) {
    budget -= charWidth(content[to] ?? '');
    to++;
  }
  while (from > 0 && charWidth(content[from - 1] ?? '') <= budget) {
    from--;
    budget -= charWidth(content[from] ?? '');
  }
  const body = collapseSpaces(content.slice(from, to)).trim();
  return (from > 0 ? ELLIPSIS : '') + body + (to < content.length ? ELLIPSIS : '');
}

export interface TextPart {
  text: string;
  marked: boolean;
  start: number;
}

/** Splits a text into marked and unmarked parts; overlapping or empty ranges are skipped. */
export function highlightParts(text: string, ranges: HighlightInfo[]): TextPart[] {
  const parts: TextPart[] = [];
  let cursor = 0;
  for (const { start, length } of [...ranges].sort((a, b) => a.start - b.start)) {
    if (start < cursor || length <= 0 || start >= text.length) continue;
    if (start > cursor)
      parts.push({ text: text.slice(cursor, start), marked: false, start: cursor });
    parts.push({ text: text.slice(start, start + length), marked: true, start });
    cursor = start + length;
  }
  if (cursor < text.length) parts.push({ text: text.slice(cursor), marked: false, start: cursor });
  return parts;
}
