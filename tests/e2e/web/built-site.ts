/**
 * The built site as files: the browser tests serve doc_build/, and the checks
 * here read the same build from disk to go over every page at once.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));
// The folder the static server serves (playwright.config.ts): DOCS_OUT_DIR or doc_build.
export const buildDir = path.resolve(repoRoot, process.env.DOCS_OUT_DIR ?? 'doc_build');

function walk(dir: string, extension: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'static' ? [] : walk(full, extension);
    return entry.name.endsWith(extension) ? [path.relative(buildDir, full)] : [];
  });
}

/** A static redirect page written from site/redirects.ts. */
export function isRedirectPage(html: string): boolean {
  return html.includes('<meta http-equiv="refresh"');
}

/** `guide/start/index.html` → `/guide/start/`; `config/lib/dts.html` → `/config/lib/dts`. */
export function fileRoute(file: string): string {
  return `/${file.replace(/index\.html$/, '').replace(/\.html$/, '')}`;
}

/** Every page of the build (both languages) by route: no 404 pages (`404.html`, `zh/404.html`), no redirect page. */
export function builtPages(): { route: string; file: string }[] {
  return walk(buildDir, '.html')
    .filter((file) => !/(^|\/)404\.html$/.test(file) && !isRedirectPage(readBuilt(file)))
    .map((file) => ({ route: fileRoute(file), file: path.join(buildDir, file) }))
    .sort((a, b) => a.route.localeCompare(b.route));
}

export function readBuilt(file: string): string {
  return readFileSync(path.isAbsolute(file) ? file : path.join(buildDir, file), 'utf8');
}

/** The `<head>` of a built page. */
export function headOf(html: string): string {
  return html.slice(0, html.indexOf('</head>'));
}

/** The attributes of every `<tag …>` in `html`, as records. */
export function tags(html: string, tag: string): Record<string, string>[] {
  return [...html.matchAll(new RegExp(`<${tag}\\s([^>]*)>`, 'g'))].map((match) =>
    Object.fromEntries(
      [...(match[1] ?? '').matchAll(/([\w:-]+)="([^"]*)"/g)].map((attr) => [attr[1], attr[2]]),
    ),
  );
}
