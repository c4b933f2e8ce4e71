/**
 * `npm run bench:js-sources -- --site DIR [--page PATH]... [--floor] [--top N]`:
 * which source files make up a first visit's JavaScript. Loads each page as a
 * first visit (like `npm run bench`), then splits every script it fetched by
 * its source map into the modules it came from, and prints per page the
 * scripts and the largest modules with their share of the gzip bytes (a
 * script's gzip size divided in proportion to each module's minified bytes).
 * DIR must be a build with source maps:
 * `npx rspress build -c bench/site/sourcemap.config.ts` writes one into
 * .cache/doc_build_sourcemap. `--floor` also builds the bare Rspress floor
 * (bench/site/floor.ts) with source maps and lists the modules the site ships
 * that the floor does not, and the reverse.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import type { Browser } from '@playwright/test';
import { startStaticServer } from '../scripts/serve-static';
import { launchChromium } from './site/first-visit';
import { rspressBuild } from './site/floor';
import { newReturningVisitorContext } from './site/returning-visitor';
import { kB, markdownTable } from './site/table';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function parseArgs(args: string[]) {
  const options = { site: '', pages: [] as string[], floor: false, top: 40 };
  for (let index = 0; index < args.length; index++) {
    const arg = args[index];
    const value = args[index + 1];
    if (arg === '--floor') options.floor = true;
    else if (arg === '--site' && value) options.site = path.resolve(value);
    else if (arg === '--page' && value) options.pages.push(value);
    else if (arg === '--top' && value) options.top = Number(value);
    else throw new Error(`js-sources: unknown or incomplete option ${arg}`);
    if (arg !== '--floor') index++;
  }
  if (!options.site)
    throw new Error('js-sources: --site DIR (a build with source maps) is required');
  if (!options.pages.length)
    options.pages = ['/', '/guide/start/quick-start', '/zh/config/lib/format'];
  return options;
}

const base64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const base64Values = new Map([...base64].map((char, index) => [char, index]));

/** The fields of one source-map segment (Base64 VLQ, source map v3). */
function decodeSegment(segment: string): number[] {
  const fields: number[] = [];
  let value = 0;
  let shift = 0;
  for (const char of segment) {
    const digit = base64Values.get(char);
    if (digit === undefined) throw new Error(`js-sources: bad source-map character ${char}`);
    value += (digit & 31) << shift;
    if (digit & 32) shift += 5;
    else {
      fields.push(value & 1 ? -(value >>> 1) : value >>> 1);
      value = 0;
      shift = 0;
    }
  }
  return fields;
}

interface SourceMap {
  sources: string[];
  mappings: string;
}

/** Characters of the generated script per original source ("(unmapped)" for the rest). */
export function charactersBySource(code: string, map: SourceMap): Map<string, number> {
  const totals = new Map<string, number>();
  const add = (source: string, count: number) =>
    count > 0 && totals.set(source, (totals.get(source) ?? 0) + count);
  const codeLines = code.split('\n');
  let sourceIndex = 0;
  map.mappings.split(';').forEach((line, lineIndex) => {
    const lineLength = (codeLines[lineIndex] ?? '').length + 1;
    let column = 0;
    let start = 0;
    let current = '(unmapped)';
    for (const segment of line ? line.split(',') : []) {
      const fields = decodeSegment(segment);
      column += fields[0] ?? 0;
      add(current, column - start);
      start = column;
      if (fields.length >= 4) {
        sourceIndex += fields[1] ?? 0;
        current = map.sources[sourceIndex] ?? '(unmapped)';
      } else current = '(unmapped)';
    }
    add(current, lineLength - start);
  });
  return totals;
}

/** A short, stable name for a module: the package and its file, or the project path. */
export function moduleName(source: string): string {
  const clean = source.replace(/^webpack:\/\/[^/]*\//, '').replace(/^\.\//, '');
  const inModules = clean.lastIndexOf('node_modules/');
  if (inModules >= 0) return clean.slice(inModules + 'node_modules/'.length);
  // The site and the floor sit at different depths: paths compare without their `../`s.
  return clean.replace(/^(\.\.\/)+/, '');
}

interface ScriptShare {
  script: string;
  gzip: number;
  modules: Map<string, number>;
}

async function firstVisitScripts(browser: Browser, origin: string, page: string, dir: string) {
  const context = await newReturningVisitorContext(browser, origin);
  const scripts: ScriptShare[] = [];
  try {
    const tab = await context.newPage();
    const urls: string[] = [];
    tab.on('response', (response) => {
      if (new URL(response.url()).pathname.endsWith('.js')) urls.push(response.url());
    });
    await tab.goto(`${origin}${page}`, { waitUntil: 'networkidle' });
    for (const url of urls) {
      const file = path.join(dir, new URL(url).pathname);
      const code = readFileSync(file, 'utf8');
      const gzip = gzipSync(code).length;
      let characters: Map<string, number>;
      try {
        characters = charactersBySource(code, JSON.parse(readFileSync(`${file}.map`, 'utf8')));
      } catch {
        characters = new Map([['(no source map)', code.length]]);
      }
      const total = [...characters.values()].reduce((sum, count) => sum + count, 0);
      const modules = new Map<string, number>();
      for (const [source, count] of characters) {
        const name = moduleName(source);
        modules.set(name, (modules.get(name) ?? 0) + (gzip * count) / total);
      }
      scripts.push({ script: new URL(url).pathname, gzip, modules });
    }
  } finally {
    await context.close();
  }
  return scripts;
}

function byModule(scripts: ScriptShare[]): Map<string, number> {
  const totals = new Map<string, number>();
  for (const { modules } of scripts)
    for (const [name, bytes] of modules) totals.set(name, (totals.get(name) ?? 0) + bytes);
  return totals;
}

const sorted = (totals: Map<string, number>) => [...totals].sort((a, b) => b[1] - a[1]);

async function measure(browser: Browser, dir: string, pages: string[]) {
  const server = await startStaticServer(dir, 0);
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  try {
    const result = new Map<string, ScriptShare[]>();
    for (const page of pages) result.set(page, await firstVisitScripts(browser, origin, page, dir));
    return result;
  } finally {
    server.close();
  }
}

function buildFloorWithSourceMaps(): { output: string; dispose: () => void } {
  const folder = mkdtempSync(path.join(os.tmpdir(), 'rslib-bench-floor-map-'));
  mkdirSync(path.join(folder, 'docs'));
  writeFileSync(
    path.join(folder, 'docs/index.md'),
    '# Hello\n\nOne page of a bare Rspress site.\n',
  );
  writeFileSync(path.join(folder, 'package.json'), '{ "private": true, "type": "module" }\n');
  writeFileSync(
    path.join(folder, 'rspress.config.mjs'),
    "export default { builderConfig: { output: { sourceMap: { js: 'source-map' } } } };\n",
  );
  symlinkSync(path.join(root, 'node_modules'), path.join(folder, 'node_modules'), 'dir');
  rspressBuild(root, folder);
  return {
    output: path.join(folder, 'doc_build'),
    dispose: () => rmSync(folder, { recursive: true, force: true }),
  };
}

const options = parseArgs(process.argv.slice(2));
const browser = await launchChromium();
try {
  const site = await measure(browser, options.site, options.pages);
  for (const [page, scripts] of site) {
    const total = scripts.reduce((sum, script) => sum + script.gzip, 0);
    console.log(`\n## ${page}: ${kB(total)} gzip in ${scripts.length} scripts\n`);
    console.log(
      markdownTable(
        ['Script', 'gzip'],
        scripts.map((script) => [script.script, kB(script.gzip)]),
      ),
    );
    console.log();
    console.log(
      markdownTable(
        ['Module', 'gzip share'],
        sorted(byModule(scripts))
          .slice(0, options.top)
          .map(([name, bytes]) => [name, `${(bytes / 1024).toFixed(2)} kB`]),
      ),
    );
  }
  if (options.floor) {
    const floorBuild = buildFloorWithSourceMaps();
    try {
      const floor = byModule((await measure(browser, floorBuild.output, ['/'])).get('/') ?? []);
      const floorTotal = [...floor.values()].reduce((sum, bytes) => sum + bytes, 0);
      console.log(`\n## floor /: ${kB(floorTotal)} gzip\n`);
      for (const [page, scripts] of site) {
        const modules = byModule(scripts);
        const rows = sorted(
          new Map(
            [...new Set([...modules.keys(), ...floor.keys()])].map((name) => [
              name,
              (modules.get(name) ?? 0) - (floor.get(name) ?? 0),
            ]),
          ),
        ).filter(([, difference]) => Math.abs(difference) >= 100);
        console.log(`\n### ${page} minus the floor, modules differing by 0.1 kB or more\n`);
        console.log(
          markdownTable(
            ['Module', 'site − floor', 'floor'],
            rows.map(([name, difference]) => [
              name,
              `${(difference / 1024).toFixed(2)} kB`,
              `${((floor.get(name) ?? 0) / 1024).toFixed(2)} kB`,
            ]),
          ),
        );
      }
    } finally {
      floorBuild.dispose();
    }
  }
} finally {
  await browser.close();
}
