import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';

import type { Lang } from '../../site/i18n';

export type { Lang };
export const languages: Lang[] = ['en', 'zh'];

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

export function routeOf(relative: string): string {
  const withoutExt = relative.replace(/\.mdx?$/, '');
  if (withoutExt === 'index') return '/';
  if (withoutExt.endsWith('/index')) return `/${withoutExt.slice(0, -'index'.length)}`;
  return `/${withoutExt}`;
}

/** Every `.md`/`.mdx` page of both languages under `docsRoot/<lang>/`. */
export function listPages(docsRoot: string, extensions: string[] = pageExtensions): DocPage[] {
  const pages: DocPage[] = [];
  for (const lang of languages) {
    const langRoot = path.join(docsRoot, lang);
    for (const file of walk(langRoot)) {
      if (!extensions.includes(path.extname(file))) continue;
      const relative = path.relative(langRoot, file).split(path.sep).join('/');
      pages.push({ lang, file, relative, route: routeOf(relative) });
    }
  }
  return pages;
}

/** `file` relative to `root`, with forward slashes, for messages. */
export function displayPath(root: string, file: string): string {
  return path.relative(root, file).split(path.sep).join('/');
}
