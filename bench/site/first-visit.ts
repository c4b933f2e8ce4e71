/**
 * A first visit in Chromium (fresh profile, a returning visitor so that no
 * locale redirect moves the page): what it downloads, every response body
 * gzip-compressed with node:zlib as a static host serving gzip would send it,
 * the HTML document's own size and the DOM it builds.
 */
import { gzipSync } from 'node:zlib';
import { type Browser, chromium } from '@playwright/test';
import { chromiumLaunch } from '../../scripts/chromium';
import { newReturningVisitorContext } from './returning-visitor';
import { isSamePage } from './route';

export interface FirstVisit {
  jsBytes: number;
  cssBytes: number;
  totalBytes: number;
  requests: number;
  /** The HTML document as served, uncompressed. */
  htmlBytes: number;
  /** Elements in the document once the page is idle. */
  domNodes: number;
}

export function launchChromium(): Promise<Browser> {
  return chromium.launch(chromiumLaunch);
}

function kindOf(contentType: string, pathname: string): 'js' | 'css' | 'other' {
  if (contentType.includes('javascript') || pathname.endsWith('.js')) return 'js';
  if (contentType.includes('text/css') || pathname.endsWith('.css')) return 'css';
  return 'other';
}

export async function measureFirstVisit(
  browser: Browser,
  origin: string,
  pagePath: string,
): Promise<FirstVisit> {
  const context = await newReturningVisitorContext(browser, origin);
  try {
    const page = await context.newPage();
    const visit: FirstVisit = {
      jsBytes: 0,
      cssBytes: 0,
      totalBytes: 0,
      requests: 0,
      htmlBytes: 0,
      domNodes: 0,
    };
    const url = `${origin}${pagePath}`;
    const pending: Promise<void>[] = [];
    page.on('response', (response) => {
      pending.push(
        response
          .body()
          .then((body) => {
            const gzipped = gzipSync(body).length;
            visit.requests += 1;
            visit.totalBytes += gzipped;
            if (response.url() === url) visit.htmlBytes = body.length;
            const kind = kindOf(
              response.headers()['content-type'] ?? '',
              new URL(response.url()).pathname,
            );
            if (kind === 'js') visit.jsBytes += gzipped;
            if (kind === 'css') visit.cssBytes += gzipped;
          })
          .catch(() => undefined),
      );
    });
    const response = await page.goto(url, { waitUntil: 'networkidle' });
    if (!response?.ok()) throw new Error(`${url} answered ${response?.status()}`);
    if (!isSamePage(page.url(), url)) {
      throw new Error(`${url} moved to ${page.url()}`);
    }
    visit.domNodes = await page.evaluate(() => document.getElementsByTagName('*').length);
    await Promise.all(pending);
    return visit;
  } finally {
    await context.close();
  }
}
