/**
 * The docs model: every page of both languages with its route, frontmatter,
 * headings and fences, each read from the file once (on first use) and shared
 * by the sidebar, the content checks, the example checks and the anchor check.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { CodeFence } from './fences';
import { extractFences } from './fences';
import { type Frontmatter, parseFrontmatter, stringField } from './frontmatter';
import { extractHeadings, type Heading } from './markdown';
import { type DocPage, displayPath, type Lang, listPages } from './pages';

export class Page implements DocPage {
  readonly lang: Lang;
  readonly file: string;
  readonly relative: string;
  readonly route: string;
  /** The file relative to the repository root, for messages. */
  readonly display: string;
  #source?: string;
  #frontmatter?: Frontmatter;
  #headings?: Heading[];
  #fences?: CodeFence[];

  constructor(page: DocPage, repoRoot: string, source?: string) {
    this.lang = page.lang;
    this.file = page.file;
    this.relative = page.relative;
    this.route = page.route;
    this.display = displayPath(repoRoot, page.file);
    this.#source = source;
  }

  get source(): string {
    this.#source ??= readFileSync(this.file, 'utf8');
    return this.#source;
  }

  get frontmatter(): Frontmatter {
    this.#frontmatter ??= parseFrontmatter(this.source);
    return this.#frontmatter;
  }

  get headings(): Heading[] {
    this.#headings ??= extractHeadings(this.source);
    return this.#headings;
  }

  get fences(): CodeFence[] {
    this.#fences ??= extractFences(this.source);
    return this.#fences;
  }

  /** Rspress's `pageType: home`: drawn by the home layout, in no sidebar. */
  get isHome(): boolean {
    return this.frontmatter.data.pageType === 'home';
  }

  /**
   * The title the sidebar and the browser tab show: frontmatter `title`, else the
   * first level-1 heading; a page with neither is an error naming the file.
   */
  get title(): string {
    const title =
      stringField(this.frontmatter, 'title') ?? this.headings.find((h) => h.level === 1)?.text;
    if (!title)
      throw new Error(
        `${this.display}: the page has neither a frontmatter title nor a "# " heading`,
      );
    return title;
  }
}

export interface DocsModel {
  docsRoot: string;
  repoRoot: string;
  pages: Page[];
  /** The page of `route` (without language prefix) in `lang`. */
  page(lang: Lang, route: string): Page | undefined;
}

/**
 * Reads the page list of `docsRoot` (files are read when a page is first used).
 * `repoRoot` only shapes the paths in messages; it defaults to the folder above docs/.
 */
export function loadDocs(docsRoot: string, repoRoot = path.dirname(docsRoot)): DocsModel {
  const pages = listPages(docsRoot).map((page) => new Page(page, repoRoot));
  const byRoute = new Map(pages.map((page) => [`${page.lang}:${page.route}`, page]));
  return {
    docsRoot,
    repoRoot,
    pages,
    page: (lang, route) =>
      byRoute.get(`${lang}:${route}`) ??
      (route.endsWith('/') ? undefined : byRoute.get(`${lang}:${route}/`)),
  };
}
