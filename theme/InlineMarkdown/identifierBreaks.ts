const CODE_ELEMENT = /<code>([\s\S]*?)<\/code>/g;
const HTML_ENTITY = /(&(?:#\d+|#x[0-9a-f]+|[a-z][0-9a-z]*);)/i;
/** Marks a wrap point while the rules run; no identifier holds it. */
const MARK = '\u0000';
/** After an underscore between letters or digits: `NODE_ENV`, `ERR_MODULE_NOT_FOUND`. */
const SNAKE_CASE_BREAK = /([A-Za-z0-9])_(?=[A-Za-z0-9])/g;

/**
 * A code identifier cut where it may wrap: after a `.` or `/` between name
 * characters (or after `[]`), after an underscore between letters or digits,
 * and between the words of a camelCase name. A narrow column (the outline, the sidebar, a
 * heading on a phone) then wraps `dts.bundle.bundledPackages` as
 * `dts.bundle.` / `bundledPackages` instead of cutting it mid-word.
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
 * Prose cut where the names in it may wrap: an option path
 * (`output.filenameHash`) as code, a snake_case word (`ERR_MODULE_NOT_FOUND`)
 * after its underscores, every other word whole (JavaScript, Node.js).
 */
export function proseNamePieces(text: string): string[] {
  const pieces = [''];
  for (const word of text.split(/(\s+)/)) {
    const [first = '', ...rest] = OPTION_PATH.test(word)
      ? identifierPieces(word)
      : word.replace(SNAKE_CASE_BREAK, `$1_${MARK}`).split(MARK);
    pieces[pieces.length - 1] += first;
    pieces.push(...rest);
  }
  return pieces;
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

/** Code elements and tags: what `addNameBreaks` leaves to `addIdentifierBreaks` or whole. */
const CODE_OR_TAG = /(<code>[\s\S]*?<\/code>|<[^>]*>)/;

/**
 * Wrap points for every name in an HTML string: `addIdentifierBreaks` in its
 * code, `proseNamePieces` in its text (where an entity has no dot, underscore
 * or capital to cut at).
 */
export function addNameBreaks(html: string): string {
  return addIdentifierBreaks(
    html
      .split(CODE_OR_TAG)
      .map((part, index) => (index % 2 === 1 ? part : proseNamePieces(part).join('<wbr>')))
      .join(''),
  );
}
