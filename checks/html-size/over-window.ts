import { FIRST_ROUND_TRIP_BYTES, type PageHtml, pageHtmlSizes } from '../../site/html-size';

/** A page let over the first round trip for now: the gzip bytes it may not pass, and why. */
export interface AllowedOver {
  ceiling: number;
  reason: string;
}

export interface HtmlSizeReport {
  pages: PageHtml[];
  /** One line per problem: a page over the window (or over its allowed ceiling), or an entry to remove. */
  problems: string[];
  /** The pages over the window that the allowed list lets pass, one line each. */
  allowed: string[];
  summary: string;
}

/**
 * Every built page under `buildRoot` against the first round trip (`limit`
 * gzip bytes). A page in `allowedOver` may stay over it up to its ceiling, so
 * it cannot grow unnoticed; an entry whose page now fits, or is gone, is a
 * problem too, so that the list only shrinks.
 */
export function checkHtmlSize(
  buildRoot: string,
  allowedOver: Record<string, AllowedOver> = {},
  limit = FIRST_ROUND_TRIP_BYTES,
): HtmlSizeReport {
  const pages = pageHtmlSizes(buildRoot);
  const problems: string[] = [];
  const allowed: string[] = [];
  for (const page of pages.filter((item) => item.gzipBytes > limit)) {
    const entry = allowedOver[page.route];
    const over = `${page.route}: ${page.gzipBytes} B of gzip HTML, ${page.gzipBytes - limit} B over the first round trip (${limit} B)`;
    if (!entry) problems.push(over);
    else if (page.gzipBytes > entry.ceiling)
      problems.push(`${over}, and past its allowed ${entry.ceiling} B`);
    else allowed.push(`${over}; allowed up to ${entry.ceiling} B: ${entry.reason}`);
  }
  for (const route of Object.keys(allowedOver)) {
    const page = pages.find((item) => item.route === route);
    if (!page) problems.push(`${route}: allowed over the window, but no such page was built`);
    else if (page.gzipBytes <= limit)
      problems.push(
        `${route}: ${page.gzipBytes} B, within the first round trip: remove it from the allowed list`,
      );
  }
  const [largest] = pages;
  const summary =
    `html-size: ${pages.length} pages, ${problems.length} problem${problems.length === 1 ? '' : 's'}, ` +
    `${allowed.length} allowed over ${limit} B gzip; largest ${largest?.route} at ${largest?.gzipBytes} B`;
  return { pages, problems, allowed, summary };
}
