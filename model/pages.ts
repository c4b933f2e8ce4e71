/**
 * Routes ↔ files: which `.md`/`.mdx` file serves which route, in each language.
 * `docs/<lang>/config/lib/dts.mdx` is `/config/lib/dts`, `docs/<lang>/guide/start/index.mdx`
 * is `/guide/start/`; the Chinese routes add `/zh` in front (see model/routes.ts).
 */
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import type { Lang } from './routes';
import { langs } from './routes';

export type { Lang };
export const languages: readonly Lang[] = langs;

export interface DocPage {
  lang: Lang;
  /** Absolute path of the file. */
  file: string;
  /** Path relative to the language root, with forward slashes: `config/lib/dts.mdx`. */
  relative: string;
  /** The site route without language prefix: `/config/lib/dts`, `/guide/start/` for an index. */
  route: string;
}

const pageExtensions = ['.mdx', '.md'];

function walk(dir: string): string[] {
  let entries: string[];
  try {
    entries = readdirSync(dir);
  } catch {
    return [];
  }
  const files: string[] = [];
  for (const entry of entries.sort()) {
    if (entry.startsWith('.') || entry === 'node_modules') continue;
    const full = path.join(dir, entry);
    if (statSync(full).isDirectory()) files.push(...walk(full));
    else files.push(full);
  }
  return files;
}

/** The route of a file relative to its language root: `guide/start/index.mdx` → `/guide/start/`. */
export function routeOf(relative: string): string {
  const withoutExt = relative.replace(/\.mdx?$/, '');
  if (withoutExt === 'index') return '/';
  if (withoutExt.endsWith('/index')) return `/${withoutExt.slice(0, -'index'.length)}`;
  return `/${withoutExt}`;
}

/** Every `.md`/`.mdx` page of both languages under `docsRoot/<lang>/`. */
export function listPages(docsRoot: string): DocPage[] {
  const pages: DocPage[] = [];
  for (const lang of languages) {
    const langRoot = path.join(docsRoot, lang);
    for (const file of walk(langRoot)) {
      if (!pageExtensions.includes(path.extname(file))) continue;
      const relative = path.relative(langRoot, file).split(path.sep).join('/');
      pages.push({ lang, file, relative, route: routeOf(relative) });
    }
  }
  return pages;
}

/**
 * The files that could serve `route` (without language prefix), in the order
 * Rspress tries them: `/a/b` is `a/b.mdx`, `a/b.md`, then `a/b/index.mdx`;
 * `/a/` is `a/index.mdx`, `a/index.md`.
 */
export function candidateFiles(docsRoot: string, lang: Lang, route: string): string[] {
  const base = route.endsWith('/') ? `${route}index` : route;
  const files = pageExtensions.map((ext) => path.join(docsRoot, lang, `${base}${ext}`));
  if (!route.endsWith('/')) files.push(path.join(docsRoot, lang, base, 'index.mdx'));
  return files;
}

/** The file behind a route, or undefined when the page does not exist. */
export function pageFile(docsRoot: string, lang: Lang, route: string): string | undefined {
  return candidateFiles(docsRoot, lang, route).find((file) => existsSync(file));
}

/** `file` relative to `root`, with forward slashes, for messages. */
export function displayPath(root: string, file: string): string {
  return path.relative(root, file).split(path.sep).join('/');
}
