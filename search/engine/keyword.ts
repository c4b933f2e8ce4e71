/**
 * The keyword rule's comparison: whether a page's text holds the reader's
 * whole keyword. Both sides are compacted (no space beside a CJK character).
 * In a title, summary or heading, where an author names a topic, a 的 may
 * also stand between two Chinese words of the keyword or not: `lib 配置合并`
 * is the heading `lib 配置的合并规则`. Not in running text, where a 的 often
 * binds a longer phrase (`共享的配置包` is no `共享配置`). Only at the
 * keyword's word boundaries, so a 的 inside a word (`目的`) is never dropped.
 */
import { isCjkToken, words } from './tokenize';

const SPACE_BESIDE_CJK =
  /(?<=[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]) (?=\S)|(?<=\S) (?=[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}])/gu;

/** The attributive particle that may join two words of a Chinese noun phrase. */
const PARTICLE = '的';

/**
 * Normalised text without the space between a CJK character and its
 * neighbour: Chinese writers differ on `watch 模式` and `watch模式`, and the
 * keyword rule should not. Line breaks stay: a phrase does not run across
 * table cells or paragraphs.
 */
export function compact(text: string): string {
  return text.replace(SPACE_BESIDE_CJK, '');
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A test of compacted text for a normalised keyword: a plain substring test,
 * or, `inName` and where the keyword has two Chinese words side by side (or
 * two joined by 的), a pattern with an optional 的 between them.
 */
export function keywordMatcher(
  keyword: string,
  { inName = false } = {},
): (compactText: string) => boolean {
  const wanted = compact(keyword);
  if (!inName) return (text) => text.includes(wanted);
  // Places in `keyword` where a 的 may stand or not: [from, to) replaced by an optional 的.
  const joints: [number, number][] = [];
  const cjkWords = words(keyword).filter((word) => isCjkToken(word.text));
  for (let i = 0; i + 1 < cjkWords.length; i++) {
    const [left, right] = [cjkWords[i], cjkWords[i + 1]];
    if (!left || !right) continue;
    if (left.end === right.start && left.text !== PARTICLE && right.text !== PARTICLE) {
      joints.push([left.end, left.end]);
    }
    const after = cjkWords[i + 2];
    if (right.text === PARTICLE && left.text !== PARTICLE && after && after.text !== PARTICLE) {
      if (left.end === right.start && right.end === after.start)
        joints.push([right.start, right.end]);
    }
  }
  if (!joints.length) return (text) => text.includes(wanted);
  let pattern = '';
  let from = 0;
  for (const [start, end] of joints) {
    pattern += `${escapeRegExp(compact(keyword.slice(from, start)))}${PARTICLE}?`;
    from = end;
  }
  pattern += escapeRegExp(compact(keyword.slice(from)));
  const expression = new RegExp(pattern, 'u');
  return (text) => expression.test(text);
}
