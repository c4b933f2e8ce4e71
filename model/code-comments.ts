import jsTokens from 'js-tokens';

/**
 * The source with its comments removed (line breaks inside block comments
 * kept), found by a tokenizer, so `//` or `/*` inside a string, template or
 * regular expression stays.
 */
function stripComments(code: string): string {
  let result = '';
  for (const token of jsTokens(code)) {
    if (token.type === 'SingleLineComment' || token.type === 'HashbangComment') continue;
    if (token.type === 'MultiLineComment') result += token.value.replace(/[^\n]/g, '');
    else result += token.value;
  }
  return result;
}

/** A JavaScript or TypeScript source without its comments and white space: what a translation may change. */
export function withoutComments(code: string): string {
  return stripComments(code).replace(/\s+/g, '');
}

/**
 * The source without its comments and trailing white space, line breaks
 * kept: two copies of a config whose comments alone differ (an example and
 * its translation) come out the same line for line, so a type error in one
 * is on the same line in the other.
 */
export function blankComments(code: string): string {
  return stripComments(code).replace(/[ \t]+$/gm, '');
}
