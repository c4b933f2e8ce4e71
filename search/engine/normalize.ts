/**
 * Text normalisation shared by the index builder and the browser:
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
