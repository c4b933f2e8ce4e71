/**
 * sitemap.xml and robots.txt. Rspress's sitemap plugin writes neither language
 * alternates nor a meaningful lastmod (it takes the file's mtime, which is the
 * checkout time), so this one lists every page of both languages with its
 * last commit date and `xhtml:link` alternates (en, zh, x-default).
 * Fragment pages are left out.
 */
import { execFileSync } from 'node:child_process';
import { statSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { RspressPlugin } from '@rspress/core';
import { isListedRoute, langs, localizedRoute, pureRoute } from '../../model/routes';
import { absoluteUrl } from '../origin';

export interface SitemapPage {
  route: string;
  lastmod: string;
}

/** Last commit date (ISO 8601) of every file under `dir`, from one `git log`. */
export function gitLastModified(dir: string): Map<string, string> {
  const dates = new Map<string, string>();
  try {
    const log = execFileSync('git', ['log', '--format=%x00%cI', '--name-only', '--', dir], {
      cwd: dir,
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
    });
    const root = execFileSync('git', ['rev-parse', '--show-toplevel'], {
      cwd: dir,
      encoding: 'utf8',
    }).trim();
    let date = '';
    for (const line of log.split('\n')) {
      if (line.startsWith('\0')) date = line.slice(1);
      else if (line && !dates.has(path.join(root, line))) dates.set(path.join(root, line), date);
    }
  } catch {
    // Not a git checkout (a source tarball): file times are the best there is.
  }
  return dates;
}

export function sitemapXml(pages: readonly SitemapPage[], origin: string): string {
  const byRoute = new Set(pages.map((page) => page.route));
  const urls = [...pages]
    .sort((a, b) => a.route.localeCompare(b.route))
    .map((page) => {
      const pure = pureRoute(page.route);
      const alternates = langs
        .map((lang) => ({ lang: lang as string, route: localizedRoute(pure, lang) }))
        .filter((alternate) => byRoute.has(alternate.route));
      if (alternates.length > 1) {
        alternates.push({ lang: 'x-default', route: localizedRoute(pure, 'en') });
      }
      const links =
        alternates.length > 1
          ? alternates.map(
              (alternate) =>
                `<xhtml:link rel="alternate" hreflang="${alternate.lang}" href="${absoluteUrl(alternate.route, origin)}"/>`,
            )
          : [];
      return [
        '<url>',
        `<loc>${absoluteUrl(page.route, origin)}</loc>`,
        `<lastmod>${page.lastmod}</lastmod>`,
        ...links,
        '</url>',
      ].join('');
    });
  return `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">
${urls.join('\n')}
</urlset>
`;
}

export function robotsTxt(origin: string): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${absoluteUrl('/sitemap.xml', origin)}\n`;
}

export function pluginSitemap(options: { origin: string; docsRoot: string }): RspressPlugin {
  const files = new Map<string, string>();
  return {
    name: 'rslib-docs:sitemap',
    extendPageData(pageData, isProd) {
      if (isProd) files.set(pageData.routePath, pageData._filepath);
    },
    async afterBuild(config, isProd) {
      if (!isProd) return;
      const dates = gitLastModified(options.docsRoot);
      const pages = [...files]
        .filter(([route]) => isListedRoute(route))
        .map(([route, file]) => ({
          route,
          lastmod: dates.get(file) ?? statSync(file).mtime.toISOString(),
        }));
      const outDir = path.resolve(config.outDir ?? 'doc_build');
      await writeFile(path.join(outDir, 'sitemap.xml'), sitemapXml(pages, options.origin));
      await writeFile(path.join(outDir, 'robots.txt'), robotsTxt(options.origin));
    },
  };
}
