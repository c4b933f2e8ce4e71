const CODE_ELEMENT = /<code>([\s\S]*?)<\/code>/g;
const HTML_ENTITY = /(&(?:#\d+|#x[0-9a-f]+|[a-z][0-9a-z]*);)/i;
/** Marks a wrap point while the rules run; no identifier holds it. */
const MARK = '\u0000';
/** After an underscore between letters or digits: `NODE_ENV`, `ERR_MODULE_NOT_FOUND`. */
const SNAKE_CASE_BREAK = /([A-Za-z0-9])_(?=[A-Za-z0-9])/g;

/**
 * A code identifier cut where it may wrap: after a `.` or `/` between name
 * characters (or after `[]`), after an underscore between letters or digits,
 * and between the words of a camelCase name. A narrow column (the outline,
 * the sidebar, a heading on a phone) then wraps `dts.bundle.bundledPackages`
 * as `dts.bundle.` / `bundledPackages` instead of cutting it mid-word.
 */
export function identifierPieces(text: string): string[] {
  return text
    .replace(/([\w$\]])([./])(?=[\w$])/g, `$1$2${MARK}`)
    .replace(SNAKE_CASE_BREAK, `$1_${MARK}`)
    .replace(/([a-z])(?=[A-Z])/g, `$1${MARK}`)
    .split(MARK);
}

/** A word of prose that names an option or a property: lowercase, then a dot between names. */
const OPTION_PATH = /^[a-z_$][\w$]*(\[\])?\.[\w$]/;

/**
 * One word of prose cut where it may wrap: an option path
 * (`output.filenameHash`) as code, a snake_case word (`ERR_MODULE_NOT_FOUND`)
 * after its underscores; any other word (JavaScript, Node.js) stays whole.
 */
export function proseWordPieces(word: string): string[] {
  return OPTION_PATH.test(word)
    ? identifierPieces(word)
    : word.replace(SNAKE_CASE_BREAK, `$1_${MARK}`).split(MARK);
}

/** `identifierPieces` as HTML: a `<wbr>` at each wrap point, entities left whole. */
export function breakIdentifier(text: string): string {
  return text
    .split(HTML_ENTITY)
    .map((part, index) =>
      // Odd parts are entities, left whole.
      index % 2 === 1 ? part : identifierPieces(part).join('<wbr>'),
    )
    .join('');
}

/** `breakIdentifier` applied to the text of every `<code>` element in an HTML string. */
export function addIdentifierBreaks(html: string): string {
  return html.replace(CODE_ELEMENT, (_, code: string) => `<code>${breakIdentifier(code)}</code>`);
}
