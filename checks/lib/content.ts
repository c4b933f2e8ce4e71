/**
 * check:content: translation parity, placeholder/frontmatter checks and the
 * documentation coverage of everything @rslib/core offers (checks/lib/rslib-surface.ts).
 */
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { checkReaderVoice } from '../content/reader-voice';
import { checkZhStyle } from '../content/zh-style';
import { type DocPage, displayPath, type Lang, languages, listPages } from './docs';
import { configTitlePattern } from './examples';
import {
  type CodeFence,
  extractFences,
  extractHeadings,
  extractInlineCode,
  extractProse,
  frontmatterLength,
  splitLines,
} from './markdown';
import type { ApiSurface, CliSurface, ConfigOption } from './rslib-surface';

export interface Problem {
  file: string;
  line: number;
  kind: 'parity' | 'language' | 'placeholder' | 'frontmatter' | 'structure' | 'style' | 'voice';
  message: string;
}

/**
 * Minimum share of CJK characters among the letters of a Chinese page's prose
 * (CJK characters + Latin letters, after code, inline code, URLs and markup are
 * removed). Well-written zh technical prose keeps product names (Rslib, Rsbuild,
 * TypeScript, ESM) in Latin script, and one CJK character stands for several Latin
 * letters, so it does not reach 1: the first 62 zh pages of this site measured
 * 0.53-0.90 (median 0.73). An untranslated page measures 0, and a page with one
 * untranslated English paragraph per translated one about 0.25. 0.3 fails those
 * and leaves room for identifier-heavy pages such as the CLI reference.
 */
export const minCjkShare = 0.3;
/**
 * A zh prose line with this many Latin letters and not one CJK character is an
 * untranslated sentence (about a dozen English words); product names, option
 * lists and link texts stay well below it.
 */
export const untranslatedLineLetters = 80;
/**
 * Minimum prose length (non-space characters): about 70 English words, or about
 * 160 Chinese characters (Chinese needs roughly 40% of the characters for the
 * same content). Shorter pages are stubs; the shortest real option page is longer.
 */
export const minProseLength: Record<Lang, number> = { en: 400, zh: 160 };

const placeholderPatterns: [RegExp, string][] = [
  [/\bTODO\b/, 'TODO'],
  [/\bTBD\b/, 'TBD'],
  [/\bFIXME\b/, 'FIXME'],
  [/coming soon/i, 'coming soon'],
  [/lorem ipsum/i, 'lorem ipsum'],
  [/待补充/, '待补充'],
  [/待完善/, '待完善'],
  [/敬请期待/, '敬请期待'],
];

const cjkPattern = /[\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]/gu;
const latinPattern = /[A-Za-z]/g;

export function cjkShare(text: string): { cjk: number; latin: number; share: number } {
  const cjk = text.match(cjkPattern)?.length ?? 0;
  const latin = text.match(latinPattern)?.length ?? 0;
  return { cjk, latin, share: cjk + latin === 0 ? 0 : cjk / (cjk + latin) };
}

interface LoadedPage extends DocPage {
  source: string;
  display: string;
  frontmatter: Record<string, unknown> | undefined;
}

type YamlLoad = (text: string) => unknown;
interface YamlError extends Error {
  mark?: { line: number };
  reason?: string;
}

function yamlLoader(repoRoot: string): YamlLoad {
  // js-yaml is installed with the site's toolchain (it parses Rspress-style frontmatter).
  const require = createRequire(path.join(repoRoot, 'package.json'));
  return (require('js-yaml') as { load: YamlLoad }).load;
}

function checkFrontmatter(page: LoadedPage, load: YamlLoad, problems: Problem[]) {
  const lines = splitLines(page.source);
  const length = frontmatterLength(lines);
  const report = (line: number, message: string) =>
    problems.push({ file: page.display, line, kind: 'frontmatter', message });
  if (length === 0) {
    report(1, 'no frontmatter: a page starts with --- title: … ---');
    return;
  }
  try {
    const data = load(lines.slice(1, length - 1).join('\n'));
    if (data === null || data === undefined) page.frontmatter = {};
    else if (typeof data === 'object' && !Array.isArray(data))
      page.frontmatter = data as Record<string, unknown>;
    else report(1, 'frontmatter is not a YAML mapping');
  } catch (error) {
    const yamlError = error as YamlError;
    report(
      2 + (yamlError.mark?.line ?? 0),
      `frontmatter is not valid YAML: ${yamlError.reason ?? yamlError.message}`,
    );
    return;
  }
  // The home page is drawn by the theme's home layout and takes the site title; it
  // is in no sidebar, so it needs no title of its own.
  if (isHome(page)) return;
  const title = page.frontmatter?.title;
  if (typeof title !== 'string' || !title.trim()) report(1, 'frontmatter has no title');
}

const isHome = (page: LoadedPage) => page.frontmatter?.pageType === 'home';
/** Rspress `overview: true` pages list their section's pages; their own text is an introduction. */
const isOverview = (page: LoadedPage) => page.frontmatter?.overview === true;
const overviewMinProseLength: Record<Lang, number> = { en: 80, zh: 40 };

function checkStructure(page: LoadedPage, problems: Problem[]) {
  const headings = extractHeadings(page.source);
  const report = (line: number, message: string) =>
    problems.push({ file: page.display, line, kind: 'structure', message });
  if (!isHome(page) && !isOverview(page) && headings[0]?.level !== 1) {
    report(headings[0]?.line ?? 1, 'the page does not start with a # Title heading');
  }
  const ids = new Map<string, number>();
  for (const heading of headings) {
    if (heading.level >= 2 && !heading.id) {
      report(heading.line, `heading "${heading.text}" has no explicit anchor {#id}`);
    }
    if (heading.id) {
      const first = ids.get(heading.id);
      if (first !== undefined)
        report(heading.line, `anchor #${heading.id} is already used on line ${first}`);
      else ids.set(heading.id, heading.line);
    }
  }
}

function checkPlaceholders(page: LoadedPage, problems: Problem[]) {
  const lines = splitLines(page.source);
  lines.forEach((text, index) => {
    for (const [pattern, label] of placeholderPatterns) {
      if (pattern.test(text)) {
        problems.push({
          file: page.display,
          line: index + 1,
          kind: 'placeholder',
          message: `placeholder text "${label}"`,
        });
      }
    }
  });
  if (isHome(page)) return;
  const length = extractProse(page.source)
    .map((line) => line.text.replace(/\s+/g, ''))
    .join('').length;
  const minimum = (isOverview(page) ? overviewMinProseLength : minProseLength)[page.lang];
  if (length < minimum) {
    problems.push({
      file: page.display,
      line: 1,
      kind: 'placeholder',
      message: `only ${length} characters of prose (minimum ${minimum} for ${page.lang}${isOverview(page) ? ' overview pages' : ''}): a stub, not a page`,
    });
  }
}

function checkChinese(page: LoadedPage, problems: Problem[]) {
  const prose = extractProse(page.source);
  const share = cjkShare(prose.map((line) => line.text).join('\n'));
  if (share.cjk + share.latin > 0 && share.share < minCjkShare) {
    problems.push({
      file: page.display,
      line: 1,
      kind: 'language',
      message: `prose is ${(share.share * 100).toFixed(0)}% Chinese characters (${share.cjk} CJK, ${share.latin} Latin letters; minimum ${minCjkShare * 100}%): not translated`,
    });
  }
  for (const line of prose) {
    const counts = cjkShare(line.text);
    if (counts.cjk === 0 && counts.latin >= untranslatedLineLetters) {
      problems.push({
        file: page.display,
        line: line.line,
        kind: 'language',
        message: `untranslated English sentence: "${line.text.slice(0, 60)}…"`,
      });
    }
  }
}

/** A config example without its comments and layout: what must be the same in en and zh. */
function exampleSubstance(fence: CodeFence): string {
  const { fixture = '', files = '', 'expect-error': expectError = '' } = fence.attrs.values;
  const code = fence.code
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/(^|\s)\/\/.*$/gm, '$1')
    .replace(/\s+/g, '');
  return JSON.stringify([
    fence.attrs.values.title,
    fixture,
    files,
    expectError,
    'partial' in fence.attrs.values,
    code,
  ]);
}

/** The zh page shows the same config examples as the en page (comments may be translated). */
function checkExampleParity(en: LoadedPage, zh: LoadedPage, problems: Problem[]) {
  const examples = (page: LoadedPage) =>
    extractFences(page.source).filter((fence) =>
      configTitlePattern.test(fence.attrs.values.title ?? ''),
    );
  const enExamples = examples(en);
  const zhExamples = examples(zh);
  if (enExamples.length !== zhExamples.length) {
    problems.push({
      file: zh.display,
      line: zhExamples[0]?.line ?? 1,
      kind: 'parity',
      message: `${zhExamples.length} config examples, but ${en.display} has ${enExamples.length}: the pages show the same examples`,
    });
    return;
  }
  enExamples.forEach((enExample, index) => {
    const zhExample = zhExamples[index] as CodeFence;
    if (exampleSubstance(enExample) !== exampleSubstance(zhExample)) {
      problems.push({
        file: zh.display,
        line: zhExample.line,
        kind: 'parity',
        message: `config example differs from ${en.display}:${enExample.line} (code or fence attributes; only comments may differ)`,
      });
    }
  });
}

function checkParity(en: LoadedPage, zh: LoadedPage, problems: Problem[]) {
  checkExampleParity(en, zh, problems);
  const enHeadings = extractHeadings(en.source);
  const zhHeadings = extractHeadings(zh.source);
  const label = (heading: { level: number; id?: string; text: string }) =>
    `h${heading.level} ${heading.id ? `#${heading.id}` : `"${heading.text}" (no id)`}`;
  const count = Math.max(enHeadings.length, zhHeadings.length);
  let reported = 0;
  for (let index = 0; index < count && reported < 5; index++) {
    const left = enHeadings[index];
    const right = zhHeadings[index];
    if (left && right && left.level === right.level && left.id === right.id) continue;
    reported++;
    if (!right && left) {
      problems.push({
        file: en.display,
        line: left.line,
        kind: 'parity',
        message: `heading ${label(left)} has no counterpart in ${zh.display} (it has ${zhHeadings.length} headings, English ${enHeadings.length})`,
      });
    } else if (right && !left) {
      problems.push({
        file: zh.display,
        line: right.line,
        kind: 'parity',
        message: `heading ${label(right)} has no counterpart in ${en.display} (it has ${enHeadings.length} headings, Chinese ${zhHeadings.length})`,
      });
    } else if (left && right) {
      problems.push({
        file: zh.display,
        line: right.line,
        kind: 'parity',
        message: `heading ${label(right)} does not match ${en.display}:${left.line} ${label(left)} (same levels and anchors in the same order)`,
      });
    }
  }
}

export interface CoverageItem {
  category: 'options' | 'cli commands' | 'cli flags' | 'js exports' | 'instance methods';
  /** What is documented, e.g. `lib.dts.bundle.bundledPackages`, `--dist-path`. */
  name: string;
  /** Routes where a mention counts (the first one is reported). */
  routes: string[];
  /** The text a mention must contain as a token, e.g. `bundledPackages`. */
  mention: string;
}

export function formatOptionPath(segments: string[]): string {
  return segments
    .map((segment, index) => {
      if (/^[A-Za-z_$][\w$]*$/.test(segment)) return index === 0 ? segment : `.${segment}`;
      return `['${segment}']`;
    })
    .join('');
}

const kebab = (name: string) => name.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();

/**
 * The page a reader looks for an option on: `lib` → /config/lib/, `lib.<x>…` and
 * the shared top-level `<x>…` → /config/lib/<kebab x>, `output.*` → /config/rsbuild/output.
 * The mention is the shortest tail of the path that no other option on the same
 * page ends with (`bundledPackages`, but `js.path` because `style.path` exists too).
 */
export function optionItems(options: ConfigOption[]): CoverageItem[] {
  const byPage = new Map<string, Map<string, string[]>>();
  for (const option of options) {
    const segments =
      option.segments[0] === 'lib' && option.segments.length > 1
        ? option.segments.slice(1)
        : option.segments;
    let route: string;
    if (option.segments.length === 1 && option.segments[0] === 'lib') route = '/config/lib/';
    else if (segments[0] === 'output') route = '/config/rsbuild/output';
    else route = `/config/lib/${kebab(segments[0] as string)}`;
    const keys = byPage.get(route) ?? new Map<string, string[]>();
    keys.set(segments.join('.'), segments);
    byPage.set(route, keys);
  }
  const items: CoverageItem[] = [];
  for (const [route, keys] of byPage) {
    const all = [...keys.values()];
    for (const segments of all) {
      let size = 1;
      const tail = (list: string[], length: number) => list.slice(-length).join('.');
      while (
        size < segments.length &&
        all.some(
          (other) =>
            other !== segments &&
            other.length >= size &&
            tail(other, size) === tail(segments, size),
        )
      ) {
        size++;
      }
      items.push({
        category: 'options',
        name: formatOptionPath(segments),
        routes: [route],
        mention: tail(segments, size),
      });
    }
  }
  return items;
}

export function cliItems(cli: CliSurface): CoverageItem[] {
  return [
    ...cli.commands.map(
      (command): CoverageItem => ({
        category: 'cli commands',
        name: `rslib ${command}`,
        routes: ['/guide/basic/cli'],
        mention: `rslib ${command}`,
      }),
    ),
    ...cli.flags.map(
      ({ flag }): CoverageItem => ({
        category: 'cli flags',
        name: flag,
        routes: ['/guide/basic/cli'],
        mention: flag,
      }),
    ),
  ];
}

export function apiItems(api: ApiSurface): CoverageItem[] {
  return [
    ...api.exports.map(
      (name): CoverageItem => ({
        category: 'js exports',
        name,
        routes: ['/api/javascript-api/core'],
        mention: name,
      }),
    ),
    ...api.instanceMethods.map(
      (name): CoverageItem => ({
        category: 'instance methods',
        name,
        routes: ['/api/javascript-api/instance', '/api/javascript-api/core'],
        mention: name,
      }),
    ),
  ];
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * True when `mention` occurs as a whole token (not inside a longer identifier or
 * flag). For names that are also common words (options, instance methods) the
 * token must not follow another word either: `dts.build`, `{ build: true }` and
 * `rslib.build()` document `build`, but `rslib build` or `npm run build` do not.
 */
export function mentions(text: string, mention: string, asProperty = false): boolean {
  const pattern = new RegExp(`(?<![\\w$-])${escapeRegExp(mention)}(?![\\w$-])`, 'g');
  for (const match of text.matchAll(pattern)) {
    if (!asProperty || !/[\w$-]\s+$/.test(text.slice(0, match.index))) return true;
  }
  return false;
}

const propertyCategories = new Set<CoverageItem['category']>(['options', 'instance methods']);

/** The texts of a page that count as documenting a name: headings and inline code. */
function mentionTexts(source: string): string[] {
  return [
    ...extractHeadings(source).map((heading) => heading.text),
    ...extractInlineCode(source).map((span) => span.code),
  ];
}

export interface CoverageResult {
  lang: Lang;
  category: CoverageItem['category'];
  total: number;
  documented: number;
  missing: { item: CoverageItem; expectedFile: string; pageExists: boolean }[];
}

export interface ContentReport {
  pages: number;
  problems: Problem[];
  coverage: CoverageResult[];
}

export interface CheckContentOptions {
  repoRoot: string;
  docsRoot: string;
  /** The coverage list; computed from @rslib/core when absent. Tests pass a small one. */
  coverageItems?: CoverageItem[];
}

function routeFile(docsRoot: string, lang: Lang, route: string): string {
  const base = route.endsWith('/') ? `${route}index` : route;
  for (const extension of ['.mdx', '.md']) {
    const file = path.join(docsRoot, lang, `${base}${extension}`);
    if (existsSync(file)) return file;
  }
  const nested = path.join(docsRoot, lang, base, 'index.mdx');
  if (!route.endsWith('/') && existsSync(nested)) return nested;
  return path.join(docsRoot, lang, `${base}.mdx`);
}

export async function checkContent(options: CheckContentOptions): Promise<ContentReport> {
  const load = yamlLoader(options.repoRoot);
  const pages: LoadedPage[] = listPages(options.docsRoot).map((page) => ({
    ...page,
    source: readFileSync(page.file, 'utf8'),
    display: displayPath(options.repoRoot, page.file),
    frontmatter: undefined,
  }));
  const problems: Problem[] = [];
  for (const page of pages) {
    checkFrontmatter(page, load, problems);
    checkStructure(page, problems);
    checkPlaceholders(page, problems);
    for (const { line, message } of checkReaderVoice(page.source, page.lang))
      problems.push({ file: page.display, line, kind: 'voice', message });
    if (page.lang === 'zh') checkChinese(page, problems);
    if (page.lang === 'zh')
      for (const { line, rule, message } of checkZhStyle(page.source))
        problems.push({ file: page.display, line, kind: 'style', message: `${rule}: ${message}` });
  }
  const byRoute = (lang: Lang) =>
    new Map(pages.filter((page) => page.lang === lang).map((page) => [page.route, page]));
  const english = byRoute('en');
  const chinese = byRoute('zh');
  for (const [route, page] of english) {
    const counterpart = chinese.get(route);
    if (counterpart) checkParity(page, counterpart, problems);
    else {
      problems.push({
        file: page.display,
        line: 1,
        kind: 'parity',
        message: `no Chinese page: expected ${displayPath(options.repoRoot, path.join(options.docsRoot, 'zh', page.relative))}`,
      });
    }
  }
  for (const [route, page] of chinese) {
    if (!english.has(route)) {
      problems.push({
        file: page.display,
        line: 1,
        kind: 'parity',
        message: `no English page: expected ${displayPath(options.repoRoot, path.join(options.docsRoot, 'en', page.relative))}`,
      });
    }
  }

  const items = options.coverageItems ?? (await deriveCoverageItems(options.repoRoot));
  const coverage: CoverageResult[] = [];
  const textsCache = new Map<string, string[] | undefined>();
  const textsOf = (file: string) => {
    if (!textsCache.has(file))
      textsCache.set(file, existsSync(file) ? mentionTexts(readFileSync(file, 'utf8')) : undefined);
    return textsCache.get(file);
  };
  for (const lang of languages) {
    const categories = new Map<CoverageItem['category'], CoverageResult>();
    for (const item of items) {
      const candidates = item.routes.map((route) => routeFile(options.docsRoot, lang, route));
      const result = categories.get(item.category) ?? {
        lang,
        category: item.category,
        total: 0,
        documented: 0,
        missing: [],
      };
      categories.set(item.category, result);
      result.total++;
      const documented = candidates.some((file) =>
        textsOf(file)?.some((text) =>
          mentions(text, item.mention, propertyCategories.has(item.category)),
        ),
      );
      if (documented) result.documented++;
      else {
        const expectedFile = candidates[0] as string;
        result.missing.push({
          item,
          expectedFile: displayPath(options.repoRoot, expectedFile),
          pageExists: existsSync(expectedFile),
        });
      }
    }
    coverage.push(...categories.values());
  }
  problems.sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line);
  return { pages: pages.length, problems, coverage };
}

export async function deriveCoverageItems(repoRoot: string): Promise<CoverageItem[]> {
  const surface = await import('./rslib-surface');
  return [
    ...optionItems(surface.collectConfigOptions(repoRoot)),
    ...cliItems(surface.collectCli(repoRoot)),
    ...apiItems(await surface.collectApi(repoRoot)),
  ];
}

export function formatContentReport(report: ContentReport): { text: string; failed: boolean } {
  const lines: string[] = [];
  for (const problem of report.problems) {
    lines.push(`${problem.file}:${problem.line}: [${problem.kind}] ${problem.message}`);
  }
  let missingTotal = 0;
  for (const lang of languages) {
    const results = report.coverage.filter((result) => result.lang === lang);
    if (!results.length) continue;
    const missing = results.flatMap((result) => result.missing);
    missingTotal += missing.length;
    if (!missing.length) continue;
    lines.push(`missing documentation (${lang}):`);
    const byFile = new Map<string, typeof missing>();
    for (const entry of missing)
      byFile.set(entry.expectedFile, [...(byFile.get(entry.expectedFile) ?? []), entry]);
    for (const [file, entries] of byFile) {
      const pageNote = entries[0]?.pageExists ? '' : ' (page does not exist)';
      lines.push(`  ${file}${pageNote}:`);
      for (const { item } of entries) {
        const hint = item.mention === item.name ? '' : ` (mention \`${item.mention}\`)`;
        lines.push(`    ${item.category}: ${item.name}${hint}`);
      }
    }
  }
  for (const lang of languages) {
    const results = report.coverage.filter((result) => result.lang === lang);
    if (!results.length) continue;
    const parts = results.map(
      (result) => `${result.category} ${result.documented}/${result.total}`,
    );
    const documented = results.reduce((sum, result) => sum + result.documented, 0);
    const total = results.reduce((sum, result) => sum + result.total, 0);
    lines.push(
      `coverage (${lang}): ${parts.join(', ')}; total ${documented}/${total} (${total ? ((documented / total) * 100).toFixed(1) : '100'}%)`,
    );
  }
  const kinds = new Map<string, number>();
  for (const problem of report.problems)
    kinds.set(problem.kind, (kinds.get(problem.kind) ?? 0) + 1);
  const breakdown = [...kinds].map(([kind, count]) => `${kind} ${count}`).join(', ');
  lines.push(
    `check:content: ${report.pages} pages: ${report.problems.length} problems${breakdown ? ` (${breakdown})` : ''}, ${missingTotal} undocumented items`,
  );
  return { text: lines.join('\n'), failed: report.problems.length > 0 || missingTotal > 0 };
}
