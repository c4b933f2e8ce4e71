/**
 * Splits text into index terms. Latin, Cyrillic, digits and code identifiers
 * split at every character that is not a letter, digit or underscore, so
 * `@swc/helpers` gives `swc` + `helpers` and `lib.dts.bundle` gives three
 * terms (Intl.Segmenter would keep `lib.dts.bundle` whole and hide `dts`).
 * Han, kana and Hangul runs go through `Intl.Segmenter`, which splits Chinese
 * into dictionary words (构建|工具) instead of single characters.
 */

const TOKEN_RUNS =
  /([\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\u3005\u30fc]+)|((?:(?![\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}])[\p{L}\p{N}\p{M}_])+)/gu;
const CJK_CHAR = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u;

let segmenter: Intl.Segmenter | undefined;

function cjkSegmenter(): Intl.Segmenter {
  segmenter ??= new Intl.Segmenter('zh', { granularity: 'word' });
  return segmenter;
}

export function isCjkToken(token: string): boolean {
  return CJK_CHAR.test(token);
}

/**
 * Terms of an already normalised text, in reading order. Each CJK run is
 * segmented on its own: ICU's segmenter is quadratic in the length of the
 * string it is given (a 60 000-character page takes 0.4 s whole, 30 ms by runs).
 */
export function tokenize(text: string): string[] {
  const tokens: string[] = [];
  for (const match of text.matchAll(TOKEN_RUNS)) {
    const [run, cjkRun] = match;
    if (!cjkRun) {
      tokens.push(run);
      continue;
    }
    for (const segment of cjkSegmenter().segment(cjkRun)) {
      if (segment.isWordLike) tokens.push(segment.segment);
    }
  }
  return tokens;
}
