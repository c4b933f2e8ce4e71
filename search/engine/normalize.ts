/**
 * Text normalisation shared by the index builder and the browser (spec §5):
 * lower case, accents stripped, Cyrillic letters kept whole (й, ё stay
 * themselves) and Hangul/kana recomposed after the decomposition.
 */

const CYRILLIC = /[\u0400-\u04FF]/;
/** A base character followed by Latin-style combining accents. */
const BASE_WITH_ACCENTS = /(\P{M})([\u0300-\u036f]+)/gu;

export function normalizeText(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFD')
    .replace(BASE_WITH_ACCENTS, (_, base: string, accents: string) =>
      CYRILLIC.test(base) ? base + accents : base,
    )
    .normalize('NFC');
}

/** Charsets of the index: how a token is normalised before it is stored or looked up. */
export type Charset = 'exact' | 'default' | 'latin:advanced' | 'latin:extra';

/** Plural and doubled-letter folding for the looser Latin charsets; CJK tokens pass unchanged. */
function foldLatin(token: string, collapseDoubles: boolean): string {
  if (!/^[a-z0-9]+$/.test(token)) return token;
  let folded = token;
  if (folded.length > 3 && folded.endsWith('s') && !folded.endsWith('ss')) {
    folded = folded.slice(0, -1);
  }
  if (collapseDoubles) folded = folded.replace(/([a-z])\1+/g, '$1');
  return folded;
}

/** The normaliser for a charset: applied to the text before tokenising. */
export function normalizerFor(charset: Charset): (text: string) => string {
  return charset === 'exact' ? (text) => text : normalizeText;
}

/** The token folding for a charset: applied to every token after tokenising. */
export function tokenFolderFor(charset: Charset): (token: string) => string {
  switch (charset) {
    case 'latin:advanced':
      return (token) => foldLatin(token, false);
    case 'latin:extra':
      return (token) => foldLatin(token, true);
    default:
      return (token) => token;
  }
}
