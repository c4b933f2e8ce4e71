/**
 * Documentation coverage: every option, CLI command and flag, export and
 * instance method of the installed @rslib/core (checks/content/rslib-surface.ts)
 * is mentioned, as a heading or inline code, on the page a reader looks for it
 * on, in both languages.
 */
import type { DocsModel } from '../../model/docs';
import { extractInlineCode } from '../../model/markdown';
import { candidateFiles, displayPath, type Lang, languages } from '../../model/pages';
import {
  type ApiSurface,
  type CliSurface,
  type ConfigOption,
  formatOptionPath,
} from './rslib-surface';

export interface CoverageItem {
  category: 'options' | 'cli commands' | 'cli flags' | 'js exports' | 'instance methods';
  /** What is documented, e.g. `lib.dts.bundle.bundledPackages`, `--dist-path`. */
  name: string;
  /** Routes where a mention counts (the first one is reported). */
  routes: string[];
  /** The text a mention must contain as a token, e.g. `bundledPackages`. */
  mention: string;
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
function mentionTexts(page: { headings: { text: string }[]; source: string }): string[] {
  return [
    ...page.headings.map((heading) => heading.text),
    ...extractInlineCode(page.source).map((span) => span.code),
  ];
}
export interface CoverageResult {
  lang: Lang;
  category: CoverageItem['category'];
  total: number;
  documented: number;
  missing: { item: CoverageItem; expectedFile: string; pageExists: boolean }[];
}

/** Which coverage items each language documents, item by item. */
export function checkCoverage(docs: DocsModel, items: CoverageItem[]): CoverageResult[] {
  const coverage: CoverageResult[] = [];
  const textsCache = new Map<string, string[]>();
  const textsOf = (lang: Lang, route: string) => {
    const page = docs.page(lang, route);
    if (!page) return undefined;
    if (!textsCache.has(page.file)) textsCache.set(page.file, mentionTexts(page));
    return textsCache.get(page.file);
  };
  for (const lang of languages) {
    const categories = new Map<CoverageItem['category'], CoverageResult>();
    for (const item of items) {
      const result = categories.get(item.category) ?? {
        lang,
        category: item.category,
        total: 0,
        documented: 0,
        missing: [],
      };
      categories.set(item.category, result);
      result.total++;
      const documented = item.routes.some((route) =>
        textsOf(lang, route)?.some((text) =>
          mentions(text, item.mention, propertyCategories.has(item.category)),
        ),
      );
      if (documented) result.documented++;
      else {
        const first = item.routes[0] as string;
        const page = docs.page(lang, first);
        result.missing.push({
          item,
          expectedFile:
            page?.display ??
            displayPath(docs.repoRoot, candidateFiles(docs.docsRoot, lang, first)[0] as string),
          pageExists: page !== undefined,
        });
      }
    }
    coverage.push(...categories.values());
  }
  return coverage;
}

/** The coverage list of the installed @rslib/core (TypeScript 5 is loaded only for it). */
export async function deriveCoverageItems(repoRoot: string): Promise<CoverageItem[]> {
  const surface = await import('./rslib-surface');
  return [
    ...optionItems(surface.collectConfigOptions(repoRoot)),
    ...cliItems(surface.collectCli(repoRoot)),
    ...apiItems(await surface.collectApi(repoRoot)),
  ];
}
