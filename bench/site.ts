/**
 * `npm run bench [-- --runs N] [--no-lighthouse] [--no-build]`: builds the site
 * and, in the same run, a one-page bare Rspress site with the same installed
 * @rspress/core (the floor, bench/site/floor.ts); serves both on loopback with
 * gzip; prints per page the first-visit bytes (gzip), requests, HTML size and
 * DOM nodes with the ratio to the floor, then Lighthouse 13's mobile scores,
 * FCP, LCP and TBT (median of 3 runs by default), how many runs showed their
 * first frame only after the load event (bench/site/lighthouse.ts), and the
 * audits that lose points. Each page is measured by a reader of its language.
 */
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startStaticServer } from '../scripts/serve-static';
import { type FirstVisit, launchChromium, measureFirstVisit } from './site/first-visit';
import { buildFloorSite, formatBuildTime, rspressBuild } from './site/floor';
import { type LighthouseResult, runLighthouse } from './site/lighthouse';
import { parseBenchOptions } from './site/options';
import { kB, markdownTable, ratio } from './site/table';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const pages = ['/', '/guide/start/quick-start', '/zh/config/lib/format', '/zh/'];
const lighthousePages = ['/', '/guide/start/quick-start', '/zh/config/lib/format'];

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

const site = await serve(path.join(root, 'doc_build'));
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
