/**
 * Every built page's HTML against the first round trip: a connection opens
 * with a 10-segment congestion window (10 × 1460 bytes), so an HTML document
 * whose gzip bytes pass that needs one more round trip before its first paint
 * (decisions/0006-first-round-trip.md). Bytes are node:zlib's default gzip, as
 * the bench's static server and most static hosts send them. Measured here
 * once for the bench (bench/site/html-window.ts) and the check that keeps
 * every page within it (checks/check-html-size.ts).
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

export const FIRST_ROUND_TRIP_BYTES = 14_600;

export interface PageHtml {
  /** The page's address on the site: `/`, `/zh/`, `/guide/start/quick-start`. */
  route: string;
  gzipBytes: number;
}

/** `guide/index.html` → `/guide/`, `guide/start.html` → `/guide/start`. */
export function routeOfHtmlFile(relativePath: string): string {
  const route = `/${relativePath.split(path.sep).join('/')}`;
  return route.endsWith('/index.html') ? route.slice(0, -'index.html'.length) : route.slice(0, -5);
}

/** Every `.html` file under `folder`, largest gzip first. */
export function pageHtmlSizes(folder: string): PageHtml[] {
  const pages: PageHtml[] = [];
  const walk = (directory: string) => {
    for (const entry of readdirSync(directory, { withFileTypes: true })) {
      const file = path.join(directory, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (entry.name.endsWith('.html')) {
        pages.push({
          route: routeOfHtmlFile(path.relative(folder, file)),
          gzipBytes: gzipSync(readFileSync(file)).length,
        });
      }
    }
  };
  walk(folder);
  if (!pages.length) throw new Error(`no .html file under ${folder}: build the site first`);
  return pages.sort((a, b) => b.gzipBytes - a.gzipBytes || a.route.localeCompare(b.route));
}
