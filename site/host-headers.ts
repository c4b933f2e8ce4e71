/**
 * The `_headers` file of Netlify and Cloudflare Pages: a URL pattern on a
 * line of its own, then its headers indented below it, `#` for comments. A
 * `*` in a pattern matches any run of characters, slashes included. Only
 * that subset is read; anything else (placeholders such as `:name`, a header
 * line without a pattern) is an error naming the line, so the file never
 * means something here that a host reads differently.
 */
export interface HeaderRule {
  pattern: string;
  headers: [name: string, value: string][];
}

export function parseHostHeaders(text: string, file = '_headers'): HeaderRule[] {
  const rules: HeaderRule[] = [];
  for (const [index, line] of text.split('\n').entries()) {
    const where = `${file}:${index + 1}`;
    if (!line.trim() || line.trim().startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      const pattern = line.trim();
      if (!pattern.startsWith('/') || /[:\s]/.test(pattern)) {
        throw new Error(`${where}: "${pattern}" is not a path pattern this server reads`);
      }
      rules.push({ pattern, headers: [] });
      continue;
    }
    const header = line.trim().match(/^([A-Za-z0-9-]+):\s*(.+)$/);
    if (!header) throw new Error(`${where}: "${line.trim()}" is not "Name: value"`);
    const rule = rules.at(-1);
    if (!rule) throw new Error(`${where}: a header before any path pattern`);
    rule.headers.push([header[1] as string, header[2] as string]);
  }
  return rules;
}

function patternToRegExp(pattern: string): RegExp {
  const escaped = pattern.split('*').map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'));
  return new RegExp(`^${escaped.join('.*')}$`);
}

/** The headers of every rule whose pattern matches `urlPath`, in the file's order. */
export function headersFor(rules: HeaderRule[], urlPath: string): Record<string, string> {
  const pathname = urlPath.split('?')[0] ?? '/';
  const headers: Record<string, string> = {};
  for (const rule of rules) {
    if (!patternToRegExp(rule.pattern).test(pathname)) continue;
    for (const [name, value] of rule.headers) headers[name.toLowerCase()] = value;
  }
  return headers;
}
