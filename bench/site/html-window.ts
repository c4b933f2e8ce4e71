/**
 * The bench's summary of every built page's gzip HTML against the first round
 * trip; the sizes are measured by site/html-size.ts, which the check that
 * keeps every page within it shares.
 */
import { FIRST_ROUND_TRIP_BYTES, type PageHtml } from '../../site/html-size';
import { median } from './lighthouse';

export { FIRST_ROUND_TRIP_BYTES, type PageHtml, pageHtmlSizes } from '../../site/html-size';

export interface HtmlWindowSummary {
  count: number;
  medianBytes: number;
  maxBytes: number;
  over: PageHtml[];
}

export function summarise(pages: PageHtml[]): HtmlWindowSummary {
  return {
    count: pages.length,
    medianBytes: median(pages.map((page) => page.gzipBytes)),
    maxBytes: Math.max(...pages.map((page) => page.gzipBytes)),
    over: pages.filter((page) => page.gzipBytes > FIRST_ROUND_TRIP_BYTES),
  };
}
