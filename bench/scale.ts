/**
 * What the site costs as it grows: `npx tsx bench/scale.ts [--sizes 1,5,10] [--runs 3]
 * [--source <project copy>]`.
 * For each size it copies the project (without node_modules, which the copy
 * finds in this checkout) to `.cache/scale/<n>x/`, adds n − 1 copies of every
 * guide, configuration and API page in both languages under
 * `docs/<lang>/copy-<k>/`, each with its own title and a sentence of its own
 * and its own sidebar section (so a page's sidebar keeps its size), builds
 * the copy into its own `doc_build/`, and reports: build time and the build's
 * peak memory (the largest process's resident set, GNU time), each
 * language's full index and first-stage shards' size (gzip), the first-visit
 * JavaScript and HTML of one page (gzip), and the median time from the first
 * key to the first result on the throttled phone (bench/first-result.ts).
 */
import { spawnSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { startStaticServer } from '../scripts/serve-static';
import { median } from './first-result';
import { benchLatency, LATENCY_QUERIES } from './search-latency';
import { launchChromium, measureFirstVisit } from './site/first-visit';

const repo = path.resolve(import.meta.dirname, '..');
/** Top-level folders a build does not need, or that the copy must not nest. */
const SKIPPED = new Set([
  'node_modules',
  '.cache',
  '.git',
  'doc_build',
  '.rspress',
  'test-results',
  'shots',
]);
/** Sections of the docs whose pages are multiplied. */
const SECTIONS = ['guide', 'config', 'api'];
/** The page whose first visit is weighed. */
const WEIGHED_PAGE = 'guide/start/quick-start';
const LANGS = ['en', 'zh'] as const;

/**
 * The project at `source` without its dependencies, copied to `target`, a
 * folder inside this checkout so that it finds the checkout's node_modules;
 * the workspaces' own node_modules are linked.
 */
export function copyProject(source: string, target: string): void {
  rmSync(target, { recursive: true, force: true });
  for (const entry of readdirSync(source)) {
    if (SKIPPED.has(entry)) continue;
    cpSync(path.join(source, entry), path.join(target, entry), {
      recursive: true,
      filter: (file) => path.basename(file) !== 'node_modules',
    });
  }
  for (const workspace of ['site/twoslash', 'examples', 'bench']) {
    const modules = path.join(repo, workspace, 'node_modules');
    if (existsSync(modules)) symlinkSync(modules, path.join(target, workspace, 'node_modules'));
  }
}

function markdownFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return markdownFiles(file);
    return /\.mdx?$/.test(name) ? [file] : [];
  });
}

/** The page as copy k: its H1 (and frontmatter title) marked with k, and a sentence of its own. */
export function copyPage(
  source: string,
  k: number,
  lang: (typeof LANGS)[number],
  serial: number,
): string {
  const mark = lang === 'en' ? ` (copy ${k})` : `（副本 ${k}）`;
  const words = Array.from({ length: 6 }, (_, i) => `scale${k}w${serial}x${i}`).join(' ');
  const sentence =
    lang === 'en'
      ? `This is copy ${k} of the page, made by the scale benchmark: ${words}.`
      : `这是规模基准生成的第 ${k} 份副本：${words}。`;
  let headed = false;
  return source
    .replace(
      /^(title:\s*)(['"]?)(.*?)\2\s*$/m,
      (_, key: string, quote: string, title: string) => `${key}${quote}${title}${mark}${quote}`,
    )
    .replace(/^# (.+)$/m, (_, title: string) => {
      headed = true;
      return `# ${title}${mark}\n\n${sentence}`;
    })
    .concat(headed ? '' : `\n${sentence}\n`);
}

/**
 * Relative imports that leave the copied section (the theme's components)
 * point from the copy's deeper folder to the same file.
 */
function rebaseImports(text: string, original: string, copy: string, section: string): string {
  return text.replace(/(from\s+['"])(\.\.?\/[^'"]+)(['"])/g, (whole, open, specifier, close) => {
    const target = path.resolve(path.dirname(original), specifier);
    if (!path.relative(section, target).startsWith('..')) return whole;
    return `${open}${path.relative(path.dirname(copy), target)}${close}`;
  });
}

/**
 * Copy k of each multiplied docs section is a section of its own
 * (`/copy-k/guide/`…), with the original's sidebar groups and fragment pages,
 * added to the copied project's model, which checks every page against them.
 */
function registerCopies(project: string, times: number): void {
  const sidebarData = path.join(project, 'model/sidebar-data.ts');
  writeFileSync(
    sidebarData,
    `${readFileSync(sidebarData, 'utf8')}
for (const section of sidebarSections.filter((section) => ${JSON.stringify(SECTIONS.map((section) => `/${section}/`))}.includes(section.prefix))) {
  for (let k = 2; k <= ${times}; k++) {
    sidebarSections.push({
      prefix: \`/copy-\${k}\${section.prefix}\`,
      groups: section.groups.map((group) => ({ ...group, base: \`/copy-\${k}\${group.base}\` })),
    });
  }
}
`,
  );
  const routes = path.join(project, 'model/routes.ts');
  writeFileSync(
    routes,
    `${readFileSync(routes, 'utf8')}
for (const [fragment, canonical] of Object.entries({ ...fragmentCanonical })) {
  for (let k = 2; k <= ${times}; k++) {
    fragmentCanonical[\`/copy-\${k}\${fragment}\`] = \`/copy-\${k}\${canonical}\`;
  }
}
`,
  );
}

export function multiplyDocs(project: string, times: number): number {
  registerCopies(project, times);
  let pages = 0;
  for (const lang of LANGS) {
    const langRoot = path.join(project, 'docs', lang);
    for (let k = 2; k <= times; k++) {
      for (const section of SECTIONS) {
        const from = path.join(langRoot, section);
        const to = path.join(langRoot, `copy-${k}`, section);
        cpSync(from, to, { recursive: true });
        markdownFiles(to).forEach((file, serial) => {
          const original = path.join(from, path.relative(to, file));
          const text = rebaseImports(readFileSync(file, 'utf8'), original, file, from);
          writeFileSync(file, copyPage(text, k, lang, serial));
          pages++;
        });
      }
    }
  }
  return pages;
}

interface BuildCost {
  seconds: number;
  peakMemoryMb: number;
}

function build(project: string, outDir: string): BuildCost {
  const started = performance.now();
  const result = spawnSync(
    '/usr/bin/time',
    ['-v', path.join(repo, 'node_modules/.bin/rspress'), 'build'],
    {
      cwd: project,
      env: { ...process.env, DOCS_OUT_DIR: outDir },
      encoding: 'utf8',
      maxBuffer: 256 * 1024 * 1024,
    },
  );
  const seconds = (performance.now() - started) / 1000;
  if (result.status !== 0) {
    throw new Error(
      `the build of ${project} failed:\n${(result.stdout + result.stderr).slice(-6000)}`,
    );
  }
  const peak = /Maximum resident set size \(kbytes\): (\d+)/.exec(result.stderr)?.[1];
  return { seconds, peakMemoryMb: Number(peak) / 1024 };
}

function gzipSize(file: string): number {
  return gzipSync(readFileSync(file)).length;
}

/**
 * Gzip bytes of a language's full index and of its first stage: all its term
 * shards, and what one query fetches at most per term (the directory and the largest shard).
 */
export function indexSizes(site: string, lang: string) {
  const dir = path.join(site, 'static/search');
  const files = (pattern: RegExp) => {
    const names = readdirSync(dir).filter((file) => pattern.test(file));
    if (!names.length) throw new Error(`no ${pattern} for ${lang} in ${dir}`);
    return names.map((name) => gzipSize(path.join(dir, name)));
  };
  const [full = 0] = files(new RegExp(`^index\\.${lang}\\.\\w+\\.json$`));
  const [directory = 0] = files(new RegExp(`^terms\\.${lang}\\.\\w+\\.json$`));
  const shards = files(new RegExp(`^terms\\.${lang}\\.\\w+\\.\\d+\\.json$`));
  return {
    full,
    shards: shards.reduce((sum, bytes) => sum + bytes, 0),
    perTerm: directory + Math.max(...shards),
  };
}

/**
 * What a first visit of `route` downloads, measured in Chromium (so chunks the
 * page loads while it hydrates count too, not only those its HTML names), and
 * its HTML; both gzip.
 */
export async function firstVisit(site: string, route: string) {
  const htmlFile = [`${route}.html`, `${route}/index.html`]
    .map((file) => path.join(site, file))
    .find(existsSync);
  if (!htmlFile) throw new Error(`no page ${route} in ${site}`);
  const server = await startStaticServer(site, 0, { gzip: true });
  const browser = await launchChromium();
  try {
    const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const visit = await measureFirstVisit(browser, origin, `/${route}`);
    return { htmlGzip: gzipSync(readFileSync(htmlFile)).length, jsGzip: visit.jsBytes };
  } finally {
    await browser.close();
    server.close();
  }
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      sizes: { type: 'string', default: '1,5,10' },
      runs: { type: 'string', default: '3' },
      // Another copy of the project (e.g. a clean export of a commit); the checkout by default.
      source: { type: 'string', default: repo },
    },
  });
  const sizes = (values.sizes ?? '').split(',').map(Number);
  const runs = Number(values.runs);
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)}`;
  const queries = {
    en: LATENCY_QUERIES.en.filter((entry) =>
      ['externals', 'generate declaration files'].includes(entry.query),
    ),
    zh: LATENCY_QUERIES.zh.filter((entry) => ['配置', '类型声明文件'].includes(entry.query)),
  };
  const rows: string[] = [];
  for (const times of sizes) {
    const project = path.join(repo, '.cache/scale', `${times}x`);
    copyProject(path.resolve(values.source ?? repo), project);
    const copies = multiplyDocs(project, times);
    const site = path.join(project, 'doc_build');
    console.error(`[${times}×] ${copies} page copies; building…`);
    const cost = build(project, site);
    const latency = await benchLatency(site, runs, queries);
    const cells = [
      `${times}×`,
      `${cost.seconds.toFixed(0)} s`,
      `${cost.peakMemoryMb.toFixed(0)} MB`,
    ];
    for (const lang of LANGS) {
      const { full, shards, perTerm } = indexSizes(site, lang);
      cells.push(`${kb(full)} / ${kb(shards)} / ${kb(perTerm)}`);
    }
    const visit = await firstVisit(site, WEIGHED_PAGE);
    cells.push(kb(visit.jsGzip), kb(visit.htmlGzip));
    for (const lang of LANGS) {
      const ofLang = latency.filter((result) => result.lang === lang);
      const first = median(ofLang.map((result) => result.firstResultMs));
      const full = median(ofLang.map((result) => result.fullRankingMs));
      cells.push(`${Math.round(first)} ms / ${Math.round(full)} ms`);
    }
    rows.push(`| ${cells.join(' | ')} |`);
    console.error(rows.at(-1));
  }
  console.log(
    [
      '| Size | Build | Peak memory | en index gzip kB (full / all shards / directory + largest shard) | zh index gzip kB (full / all shards / directory + largest shard) | First-visit JS kB gzip | HTML kB gzip | en first result / full ranking | zh first result / full ranking |',
      '| --- | --- | --- | --- | --- | --- | --- | --- | --- |',
      ...rows,
    ].join('\n'),
  );
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
