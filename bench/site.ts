/**
 * `npm run bench [-- --runs N] [--no-lighthouse] [--no-build] [--site DIR]`:
 * builds the site and, in the same run, a one-page bare Rspress site with the
 * same installed @rspress/core (the floor, bench/site/floor.ts); serves both on
 * loopback with gzip; prints per page the first-visit bytes (gzip), requests,
 * HTML size and DOM nodes with the ratio to the floor; then every built page's
 * gzip HTML against the first round trip (bench/site/html-window.ts); then
 * Lighthouse 13's mobile scores, FCP, LCP and TBT (median of 3 runs by default)
 * on the bench pages and the five largest pages, how many runs showed their
 * first frame only after the load event (bench/site/lighthouse.ts), and the
 * audits that lose points. Each page is measured by a reader of its language.
 */
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startStaticServer } from '../scripts/serve-static';
import { type FirstVisit, launchChromium, measureFirstVisit } from './site/first-visit';
import { buildFloorSite, formatBuildTime, rspressBuild } from './site/floor';
import {
  FIRST_ROUND_TRIP_BYTES,
  type HtmlWindowSummary,
  type PageHtml,
  pageHtmlSizes,
  summarise,
} from './site/html-window';
import { type LighthouseResult, runLighthouse } from './site/lighthouse';
import { parseBenchOptions } from './site/options';
import { kB, markdownTable, ratio } from './site/table';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const pages = ['/', '/guide/start/quick-start', '/zh/config/lib/format', '/zh/'];
const benchPages = ['/', '/guide/start/quick-start', '/zh/config/lib/format'];
/** The largest pages' HTML: the ones a second round trip would slow first. */
const LARGEST = 5;

const options = parseBenchOptions(process.argv.slice(2));

async function serve(folder: string) {
  const server = await startStaticServer(folder, 0, { gzip: true });
  return { server, origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

function firstVisitTable(rows: [string, FirstVisit][], floor: FirstVisit): string {
  return markdownTable(
    ['Page', 'JS', 'CSS', 'All', 'Requests', 'HTML', 'DOM nodes', 'JS ÷ floor', 'All ÷ floor'],
    rows.map(([name, visit]) => [
      name,
      kB(visit.jsBytes),
      kB(visit.cssBytes),
      kB(visit.totalBytes),
      String(visit.requests),
      kB(visit.htmlBytes),
      String(visit.domNodes),
      ratio(visit.jsBytes, floor.jsBytes),
      ratio(visit.totalBytes, floor.totalBytes),
    ]),
  );
}

/** The window is 14,600 bytes: these sizes are in thousands of bytes, to compare at a glance. */
const thousands = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;

function htmlWindowReport(pages: PageHtml[], summary: HtmlWindowSummary): string {
  const lines = [
    `${summary.count} pages; gzip HTML median ${thousands(summary.medianBytes)}, ` +
      `largest ${thousands(summary.maxBytes)}; ${summary.over.length} over the first round trip ` +
      `(${thousands(FIRST_ROUND_TRIP_BYTES)})`,
  ];
  const shown = pages.slice(0, Math.max(LARGEST, summary.over.length));
  lines.push(
    '',
    markdownTable(
      ['Page', 'gzip HTML', 'Within the first round trip'],
      shown.map((page) => [
        `\`${page.route}\``,
        thousands(page.gzipBytes),
        page.gzipBytes > FIRST_ROUND_TRIP_BYTES ? 'no' : 'yes',
      ]),
    ),
  );
  return lines.join('\n');
}

function lighthouseTable(rows: [string, LighthouseResult][]): string {
  return markdownTable(
    [
      'Page',
      'Performance',
      'Accessibility',
      'Best practices',
      'SEO',
      'FCP',
      'LCP',
      'TBT',
      'Late first frame',
    ],
    rows.map(([name, result]) => [
      name,
      String(result.scores.performance),
      String(result.scores.accessibility),
      String(result.scores['best-practices']),
      String(result.scores.seo),
      `${(result.fcpMs / 1000).toFixed(2)} s`,
      `${(result.lcpMs / 1000).toFixed(2)} s`,
      `${Math.round(result.tbtMs)} ms`,
      `${result.latePaintRuns} of ${options.runs}`,
    ]),
  );
}

if (options.build) {
  console.log(`build: ${formatBuildTime(rspressBuild(root, root))}`);
}
const floorSite = buildFloorSite(root);
console.log(`floor build (bare one-page Rspress): ${formatBuildTime(floorSite.time)}`);

const siteFolder = options.site ? path.resolve(options.site) : path.join(root, 'doc_build');
const htmlSizes = pageHtmlSizes(siteFolder);
const largestPages = htmlSizes
  .filter((page) => !page.route.endsWith('/404'))
  .slice(0, LARGEST)
  .map((page) => page.route);
const lighthousePages = [...new Set([...benchPages, ...largestPages])];

const site = await serve(siteFolder);
const floor = await serve(floorSite.output);
try {
  const browser = await launchChromium();
  const floorVisit = await measureFirstVisit(browser, floor.origin, '/');
  const visits: [string, FirstVisit][] = [['floor `/` (bare Rspress)', floorVisit]];
  for (const page of pages) {
    visits.push([`\`${page}\``, await measureFirstVisit(browser, site.origin, page)]);
  }
  await browser.close();
  console.log('\nFirst visit (gzip; HTML uncompressed):\n');
  console.log(firstVisitTable(visits, floorVisit));
  console.log(`\nEvery page's HTML (gzip, kB = 1000 bytes; ${path.relative(root, siteFolder)}):\n`);
  console.log(htmlWindowReport(htmlSizes, summarise(htmlSizes)));

  if (options.lighthouse) {
    const urls = [`${floor.origin}/`, ...lighthousePages.map((page) => `${site.origin}${page}`)];
    const results = await runLighthouse(urls, options.runs);
    const names = ['floor `/` (bare Rspress)', ...lighthousePages.map((page) => `\`${page}\``)];
    const rows = names.map((name, index) => [name, results[index]] as [string, LighthouseResult]);
    console.log(`\nLighthouse 13, mobile, median of ${options.runs}:\n`);
    console.log(lighthouseTable(rows));
    for (const [name, result] of rows) {
      if (result.losses.length)
        console.log(`\n${name} loses points on:\n  ${result.losses.join('\n  ')}`);
    }
  }
} finally {
  site.server.close();
  floor.server.close();
  floorSite.dispose();
}
