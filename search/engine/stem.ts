/**
 * English stop words and a light stemmer. The stemmer only folds the endings
 * that separate the words readers and pages use for one thing (extension /
 * extensions, externalize / external / externals, minify / minification,
 * bundle / bundled / bundling); a stem is never shown, so it need not be a word.
 */

/** Words that never decide a match on their own. */
const STOP_WORDS = new Set([
  'a',
  'an',
  'the',
  'in',
  'of',
  'at',
  'to',
  'for',
  'and',
  'or',
  'how',
  'do',
  'does',
  'i',
  'my',
  'me',
  'is',
  'are',
  'be',
  'it',
  'its',
  'can',
  'what',
  'which',
  'why',
  'with',
  'from',
  'on',
  'into',
  'this',
  'that',
  'you',
  'your',
  // A comparison is asked with them; pages say "difference" or "rather than".
  'vs',
  'versus',
]);

export function isStopWord(word: string): boolean {
  return STOP_WORDS.has(word);
}

const LATIN_WORD = /^[a-z]+$/;

/** The stem of a folded (lower-case, accent-free) word; other words pass unchanged. */
export function stem(word: string): string {
  if (word.length < 4 || !LATIN_WORD.test(word)) return word;
  let stemmed = word;
  if (stemmed.endsWith('ies') && stemmed.length > 4) stemmed = `${stemmed.slice(0, -3)}y`;
  else if (stemmed.endsWith('sses')) stemmed = stemmed.slice(0, -2);
  else if (/[^su]s$/.test(stemmed) && !stemmed.endsWith('is')) stemmed = stemmed.slice(0, -1);
  const rules: [suffix: string, replacement: string][] = [
    ['ification', 'ify'],
    ['ization', ''],
    ['isation', ''],
    ['ation', ''],
    ['ize', ''],
    ['ing', ''],
    ['ed', ''],
    ['e', ''],
  ];
  for (const [suffix, replacement] of rules) {
    if (!stemmed.endsWith(suffix)) continue;
    const base = stemmed.slice(0, -suffix.length) + replacement;
    if (base.length >= 4) stemmed = base;
    break;
  }
  return stemmed;
}
