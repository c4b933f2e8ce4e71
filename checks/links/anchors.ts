/**
 * Internal links with a fragment, checked against the ids their target page
 * really renders in the built HTML. Rspress's own anchor check runs inside the
 * MDX compiler, whose persistent cache skips unchanged pages, so a dead anchor
 * added to a cached page passed a warm build. This check reads every page's
 * source and the final HTML on every run, whatever the cache holds.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { loadDocs } from '../../model/docs';
import { markdownLines } from '../../model/markdown';
import type { DocPage } from '../../model/pages';
import { routeHtmlFile } from '../../model/routes';

export interface PageLink {
  line: number;
  target: string;
  /** Raw HTML `href`s get no language prefix from Rspress; Markdown links do. */
  raw: boolean;
}

/** Links of a page outside code: Markdown `[text](target)` and HTML `href="target"`. */
export function pageLinks(source: string): PageLink[] {
  const links: PageLink[] = [];
  for (const { line, text } of markdownLines(source)) {
    const withoutCode = text.replace(/(`+)(?:[^`]|[^`][\s\S]*?[^`])\1(?!`)/g, '');
    for (const match of withoutCode.matchAll(/\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g))
      links.push({ line, target: match[1] as string, raw: false });
    for (const match of withoutCode.matchAll(/\bhref=["']([^"']+)["']/g))
      links.push({ line, target: match[1] as string, raw: true });
  }
  return links;
}

/** The route and fragment a link points at, or undefined for external links and links without a fragment. */
export function resolveFragmentLink(
  page: Pick<DocPage, 'lang' | 'route'>,
  link: PageLink,
): { route: string; fragment: string } | undefined {
  const hash = link.target.indexOf('#');
  if (hash < 0 || /^[a-z][a-z+.-]*:|^\/\//i.test(link.target)) return undefined;
  const fragment = decodeURIComponent(link.target.slice(hash + 1));
  const pathPart = link.target.slice(0, hash).replace(/\.(mdx?|html)$/, '');
  const prefix = page.lang === 'en' || link.raw ? '' : `/${page.lang}`;
  const pageRoute = `${prefix}${page.route}`;
  if (pathPart === '') return { route: pageRoute, fragment };
  if (pathPart.startsWith('/')) {
    const hasPrefix = pathPart === `/${page.lang}` || pathPart.startsWith(`/${page.lang}/`);
    return { route: hasPrefix ? pathPart : `${prefix}${pathPart}`, fragment };
  }
  const base = pageRoute.endsWith('/') ? pageRoute : path.posix.dirname(pageRoute);
  return { route: path.posix.join(base, pathPart), fragment };
}

/** The HTML file a clean-URL route is served from. */
export function htmlFileOf(buildRoot: string, route: string): string {
  return path.join(buildRoot, routeHtmlFile(route));
}

export function renderedIds(html: string): Set<string> {
  return new Set([...html.matchAll(/\sid="([^"]+)"/g)].map((match) => match[1] as string));
}

export interface AnchorProblem {
  file: string;
  line: number;
  message: string;
}

export function checkAnchors(
  repoRoot: string,
  docsRoot: string,
  buildRoot: string,
): AnchorProblem[] {
  const idsByFile = new Map<string, Set<string> | undefined>();
  const idsAt = (file: string) => {
    if (!idsByFile.has(file))
      idsByFile.set(file, existsSync(file) ? renderedIds(readFileSync(file, 'utf8')) : undefined);
    return idsByFile.get(file);
  };
  const problems: AnchorProblem[] = [];
  for (const page of loadDocs(docsRoot, repoRoot).pages) {
    for (const link of pageLinks(page.source)) {
      const resolved = resolveFragmentLink(page, link);
      if (!resolved || resolved.fragment === '') continue;
      const ids = idsAt(htmlFileOf(buildRoot, resolved.route));
      const where = { file: page.display, line: link.line };
      if (!ids) {
        problems.push({
          ...where,
          message: `${link.target}: the build has no page ${resolved.route}`,
        });
      } else if (!ids.has(resolved.fragment)) {
        problems.push({
          ...where,
          message: `${link.target}: ${resolved.route} has no element with id "${resolved.fragment}"`,
        });
      }
    }
  }
  return problems;
}
