const CODE_ELEMENT = /<code>([\s\S]*?)<\/code>/g;
const HTML_ENTITY = /(&(?:#\d+|#x[0-9a-f]+|[a-z][0-9a-z]*);)/i;

/**
 * Marks where a code identifier may wrap: after a `.` or `/` between name
 * characters and between the words of a camelCase name. A narrow column (the
 * outline, the sidebar) then wraps `dts.bundle.bundledPackages` as
 * `dts.bundle.` / `bundledPackages` instead of cutting it mid-word.
 */
export function breakIdentifier(text: string): string {
  return text
    .split(HTML_ENTITY)
    .map((part, index) =>
      // Odd parts are entities, left whole.
      index % 2 === 1
        ? part
        : part
            .replace(/([\w$])([./])(?=[\w$])/g, '$1$2<wbr>')
            .replace(/([a-z])(?=[A-Z])/g, '$1<wbr>'),
    )
    .join('');
}

/** `breakIdentifier` applied to the text of every `<code>` element in an HTML string. */
export function addIdentifierBreaks(html: string): string {
  return html.replace(CODE_ELEMENT, (_, code: string) => `<code>${breakIdentifier(code)}</code>`);
}
