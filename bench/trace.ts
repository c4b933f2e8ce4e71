/**
 * `npm run bench:trace [-- --runs N] [--site DIR]... [--page PATH]...`: where
 * a first load's main-thread time goes, on the built site (doc_build/, or each
 * DIR: before and after a change in one run) and, in the same run, on the
 * bare Rspress floor (bench/site/floor.ts).
 * Per page: the medians of Lighthouse's task groups (script, style & layout,
 * …), of the blocking time and of the count of long tasks, with the 4× CPU
 * slowdown; the long tasks of the median run with the functions sampled in
 * them; and the functions with the most self time over all runs. Builds
 * nothing: run `npm run build` first. A build with source maps
 * (`npx rspress build -c bench/site/sourcemap.config.ts`, then
 * `--site .cache/doc_build_sourcemap`) names functions by source file.
 */
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startStaticServer } from '../scripts/serve-static';
import { launchChromium } from './site/first-visit';
import { buildFloorSite } from './site/floor';
import { median } from './site/lighthouse';
import {
  CPU_SLOWDOWN,
  functionNamer,
  type MainThreadLoad,
  recordLoad,
  topEntries,
} from './site/main-thread';
import { markdownTable } from './site/table';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function parseArgs(args: string[]) {
  const options = { runs: 3, sites: [] as string[], pages: [] as string[] };
  for (let index = 0; index < args.length; index++) {
    const value = args[index + 1];
    if (args[index] === '--runs' && value) options.runs = Number(value);
    else if (args[index] === '--site' && value) options.sites.push(path.resolve(value));
    else if (args[index] === '--page' && value) options.pages.push(value);
    else throw new Error(`bench:trace: unknown or incomplete option ${args[index]}`);
    index++;
  }
  if (!Number.isInteger(options.runs) || options.runs < 1) {
    throw new Error('bench:trace: --runs takes a whole number ≥ 1');
  }
  if (!options.sites.length) options.sites.push(path.join(root, 'doc_build'));
  if (!options.pages.length)
    options.pages = ['/', '/guide/start/quick-start', '/zh/config/lib/format'];
  return options;
}

const groupColumns: [string, string][] = [
  ['scriptEvaluation', 'Script'],
  ['scriptParseCompile', 'Compile'],
  ['styleLayout', 'Style & layout'],
  ['paintCompositeRender', 'Paint'],
  ['parseHTML', 'Parse HTML'],
  ['garbageCollection', 'GC'],
  ['other', 'Other'],
];

const ms = (value: number) => `${Math.round(value)} ms`;

function threadRow(name: string, loads: MainThreadLoad[]): string[] {
  const medianOf = (pick: (load: MainThreadLoad) => number) => median(loads.map(pick));
  return [
    name,
    ...groupColumns.map(([id]) => ms(medianOf((load) => load.threadGroups[id] ?? 0))),
    ms(medianOf((load) => load.threadTotalMs)),
    `${medianOf((load) => load.forcedLayouts)} / ${ms(medianOf((load) => load.forcedLayoutMs))}`,
  ];
}

function wallRow(name: string, loads: MainThreadLoad[]): string[] {
  const medianOf = (pick: (load: MainThreadLoad) => number) => median(loads.map(pick));
  return [
    name,
    ...groupColumns.map(([id]) => ms(medianOf((load) => load.groups[id] ?? 0))),
    ms(medianOf((load) => load.totalMs)),
    ms(medianOf((load) => load.blockingMs)),
    String(medianOf((load) => load.longTasks.length)),
  ];
}

function describeLongTasks(load: MainThreadLoad): string {
  return load.longTasks
    .map((task) => {
      const groups = Object.entries(task.groups)
        .filter(([, time]) => time >= 5)
        .sort((a, b) => b[1] - a[1])
        .map(([id, time]) => `${id} ${ms(time)}`)
        .join(', ');
      const functions = task.topFunctions
        .map(([name, time]) => `      ${ms(time).padStart(7)}  ${name}`)
        .join('\n');
      return `  at ${ms(task.startMs)}: ${ms(task.durationMs)} (${groups})\n${functions}`;
    })
    .join('\n');
}

const options = parseArgs(process.argv.slice(2));
const floorSite = buildFloorSite(root);
const serve = async (folder: string) => {
  const server = await startStaticServer(folder, 0, { gzip: true });
  return { server, origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
};
const sites = await Promise.all(options.sites.map(serve));
const floor = await serve(floorSite.output);
try {
  const browser = await launchChromium();
  // With several builds (before and after a change), each page is named by its build's folder.
  const siteName = (index: number) =>
    options.sites.length > 1 ? `${path.basename(options.sites[index] ?? '')} ` : '';
  const targets: [string, string, string][] = [
    ['floor `/` (bare Rspress)', `${floor.origin}/`, floorSite.output],
    ...sites.flatMap(({ origin }, index) =>
      options.pages.map(
        (page) =>
          [`${siteName(index)}\`${page}\``, `${origin}${page}`, options.sites[index]] as [
            string,
            string,
            string,
          ],
      ),
    ),
  ];
  const results: [string, MainThreadLoad[]][] = targets.map(([name]) => [name, []]);
  // Pages take turns run by run, so a burst of load on the machine hits all of them.
  for (let run = 0; run < options.runs; run++) {
    for (const [index, [, url, folder]] of targets.entries()) {
      const load = await recordLoad(browser, url, await functionNamer(folder));
      results[index]?.[1].push(load);
    }
  }
  await browser.close();

  const labels = groupColumns.map(([, label]) => label);
  console.log(
    `\nMain thread of a first load, CPU ${CPU_SLOWDOWN}× slower, thread time per task group, median of ${options.runs}:\n`,
  );
  console.log(
    markdownTable(
      ['Page', ...labels, 'Total', 'Forced style/layout'],
      results.map(([name, loads]) => threadRow(name, loads)),
    ),
  );
  console.log(
    `\nThe same in wall time (what Lighthouse counts; it includes waiting for a core):\n`,
  );
  console.log(
    markdownTable(
      ['Page', ...labels, 'Total', 'Blocking', 'Long tasks'],
      results.map(([name, loads]) => wallRow(name, loads)),
    ),
  );
  for (const [name, loads] of results) {
    const byTotal = [...loads].sort((a, b) => a.totalMs - b.totalMs);
    const middle = byTotal[Math.floor((byTotal.length - 1) / 2)] as MainThreadLoad;
    console.log(`\n${name}: long tasks of the median run (total ${ms(middle.totalMs)})`);
    console.log(describeLongTasks(middle) || '  none');
    const functions = new Map<string, number>();
    for (const load of loads) {
      for (const [fn, time] of load.functions) {
        functions.set(fn, (functions.get(fn) ?? 0) + time / loads.length);
      }
    }
    console.log(`  sampled self time per function, mean of ${loads.length} runs:`);
    for (const [fn, time] of topEntries(functions, 25)) {
      console.log(`    ${ms(time).padStart(7)}  ${fn}`);
    }
  }
} finally {
  for (const { server } of sites) server.close();
  floor.server.close();
  floorSite.dispose();
}
