/**
 * A not-found page per language. Rspress pre-renders one `404.html`, in the
 * default language; a host serves it for every missing URL, and on a missing
 * /zh/ URL the client renders the Chinese 404 over the English HTML, which
 * React reports as a hydration mismatch before it renders the page anew. This
 * plugin adds `/zh/404` as a page of type 404, so the build writes
 * `zh/404.html` in Chinese for hosts that serve the nearest 404 page (see the
 * README's "Deploying"). It is not a document: the sitemap, search and
 * llms.txt leave it out (model/routes.ts `isListedRoute`), and this plugin
 * removes the Markdown copy Rspress writes for every page.
 */
import { readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { RspressPlugin } from '@rspress/core';
import { localizedRoute } from '../../model/routes';
import type { Lang } from '../i18n';
import { absoluteUrl } from '../origin';

/** Frontmatter of a not-found page; the quotes keep the type a string, which Rspress compares. */
export const NOT_FOUND_PAGE = '---\npageType: "404"\n---\n';

/** llms-full.txt without the section of the Markdown file at `url`. */
export function withoutLlmsSection(text: string, url: string): string {
  const header = `---\nurl: ${url}\n---\n`;
  const start = text.indexOf(header);
  if (start === -1) return text;
  const next = text.indexOf('\n---\nurl: ', start + header.length);
  return next === -1
    ? text.slice(0, start).trimEnd().concat('\n')
    : text.slice(0, start) + text.slice(next + 1);
}

export function pluginNotFoundPages(options: {
  langs: readonly Lang[];
  origin: string;
}): RspressPlugin {
  const routes = options.langs
    .filter((lang) => lang !== 'en')
    .map((lang) => localizedRoute('/404', lang));
  return {
    name: 'rslib-docs:not-found-pages',
    addPages: () => routes.map((routePath) => ({ routePath, content: NOT_FOUND_PAGE })),
    async afterBuild(config, isProd) {
      if (!isProd) return;
      const outDir = path.resolve(config.outDir ?? 'doc_build');
      for (const route of routes) {
        const markdown = `${route.slice(1)}.md`;
        await rm(path.join(outDir, markdown), { force: true });
        const full = path.join(outDir, path.dirname(markdown), 'llms-full.txt');
        const text = await readFile(full, 'utf8');
        await writeFile(full, withoutLlmsSection(text, absoluteUrl(`${route}.md`, options.origin)));
      }
    },
  };
}
