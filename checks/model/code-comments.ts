/** A JavaScript or TypeScript source without its comments and white space: what a translation may change. */
export function withoutComments(code: string): string {
  return code
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/(^|\s)\/\/.*$/gm, '$1')
    .replace(/\s+/g, '');
}
