/**
 * Every external link the built site shows a reader (pages and chrome alike),
 * read from the HTML in `doc_build/`, with the pages that show each one.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

export type ExternalLinks = Map<string, Set<string>>;

function htmlFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return htmlFiles(full);
    return entry.name.endsWith('.html') ? [full] : [];
  });
}

const decode = (href: string) => href.replace(/&amp;/g, '&');

/** Link → the routes of the pages that link to it. */
export function collectExternalLinks(buildRoot: string): ExternalLinks {
  const links: ExternalLinks = new Map();
  for (const file of htmlFiles(buildRoot)) {
    const route = `/${path.relative(buildRoot, file).split(path.sep).join('/')}`;
    const html = readFileSync(file, 'utf8');
    for (const match of html.matchAll(/<a\s[^>]*?href="(https?:\/\/[^"]+)"/g)) {
      const href = decode(match[1] as string);
      if (!links.has(href)) links.set(href, new Set());
      links.get(href)?.add(route);
    }
  }
  return links;
}

/** Hosts with their number of distinct links, most first. */
export function countByHost(links: ExternalLinks): [string, number][] {
  const counts = new Map<string, number>();
  for (const href of links.keys()) {
    const host = new URL(href).host;
    counts.set(host, (counts.get(host) ?? 0) + 1);
  }
  return [...counts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
}

export type LinkStatus = { href: string; ok: boolean; detail: string };

/** HEAD (then GET where HEAD is refused) with a time limit; a redirect counts as reachable. */
export async function probe(href: string, timeoutMs = 8000): Promise<LinkStatus> {
  for (const method of ['HEAD', 'GET']) {
    try {
      const response = await fetch(href, {
        method,
        redirect: 'follow',
        signal: AbortSignal.timeout(timeoutMs),
      });
      if (response.ok) return { href, ok: true, detail: String(response.status) };
      if (method === 'GET' || ![403, 405, 501].includes(response.status))
        return { href, ok: false, detail: `HTTP ${response.status}` };
    } catch (error) {
      return { href, ok: false, detail: (error as Error).cause?.toString() ?? String(error) };
    }
  }
  return { href, ok: false, detail: 'no answer' };
}
