/**
 * The `_redirects` file of Netlify and Cloudflare Pages: `source destination
 * status` per line, `#` for comments. The build writes it from the table of
 * old URLs (site/redirects.ts); the static server reads it back. Only that
 * subset is read (exact paths, and a trailing `*` in the source); anything
 * else is an error naming the line.
 */
import { type Lang, localizedRoute } from '../model/routes';
import type { Redirect } from './redirects';

export interface HostRedirect {
  from: string;
  to: string;
  status: number;
}

/**
 * The `_redirects` text: every old URL with a permanent redirect, then a
 * not-found rule per language under its prefix. Netlify serves only the
 * root `404.html` without it; Cloudflare Pages finds the nearest `404.html`
 * itself and skips the rule (it supports no status 404 there).
 */
export function renderHostRedirects(
  entries: readonly (Redirect & { lang: Lang })[],
  langs: readonly Lang[],
): string {
  const lines = [
    '# Old URLs (site/redirects.ts). The build also writes a page at each of',
    '# them that forwards readers on hosts without this file.',
    ...entries.map(({ from, to }) => `${from} ${to} 301`),
    '',
    '# The not-found page in the language of the missing URL (Netlify).',
    ...langs
      .filter((lang) => lang !== 'en')
      .map((lang) => `${localizedRoute('/*', lang)} ${localizedRoute('/404.html', lang)} 404`),
  ];
  return `${lines.join('\n')}\n`;
}

export function parseHostRedirects(text: string, file = '_redirects'): HostRedirect[] {
  const rules: HostRedirect[] = [];
  for (const [index, line] of text.split('\n').entries()) {
    if (!line.trim() || line.trim().startsWith('#')) continue;
    const [from, to, status, ...rest] = line.trim().split(/\s+/);
    if (
      !from?.startsWith('/') ||
      /[*:]/.test(from.replace(/\*$/, '')) ||
      !to?.startsWith('/') ||
      !/^(301|302|307|308|404)$/.test(status ?? '') ||
      rest.length > 0
    ) {
      throw new Error(`${file}:${index + 1}: "${line.trim()}" is not "source destination status"`);
    }
    rules.push({ from, to, status: Number(status) });
  }
  return rules;
}

/** The first rule whose source is the path (or, ending in `*`, a prefix of it). */
export function hostRedirectFor(rules: HostRedirect[], pathname: string): HostRedirect | undefined {
  return rules.find((rule) =>
    rule.from.endsWith('*') ? pathname.startsWith(rule.from.slice(0, -1)) : rule.from === pathname,
  );
}
