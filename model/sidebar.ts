/**
 * Sidebar membership: every sidebar entry of `model/sidebar-data.ts` has a page,
 * and every page is in a sidebar, except the home page, the format fragments
 * under /guide/start/components/ (model/routes.ts) and pages whose frontmatter
 * says `sidebar: false`. Either mismatch is an error naming the file or entry;
 * nothing is dropped silently.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { DocsModel, Page } from './docs';
import { candidateFiles, displayPath, type Lang, languages } from './pages';
import { isFragmentRoute } from './routes';
import { type SidebarGroupData, type SidebarSectionData, sidebarSections } from './sidebar-data';

export interface SidebarEntry {
  lang: Lang;
  /** Route without language prefix: group base + slug. */
  route: string;
  slug: string;
  group: SidebarGroupData;
  section: SidebarSectionData;
}

/** The entries of every sidebar shown in `lang`, in sidebar order. */
export function sidebarEntries(
  lang: Lang,
  sections: SidebarSectionData[] = sidebarSections,
): SidebarEntry[] {
  return sections.flatMap((section) =>
    section.groups.flatMap((group) =>
      group.pages.map((slug) => ({ lang, route: `${group.base}${slug}`, slug, group, section })),
    ),
  );
}

export interface SidebarProblem {
  file: string;
  line: number;
  message: string;
}

/** Whether a page may stay out of every sidebar. */
export function outsideSidebar(page: Page): boolean {
  return page.isHome || isFragmentRoute(page.route) || page.frontmatter.data.sidebar === false;
}

const dataFile = 'model/sidebar-data.ts';

/** The line of `slug` in the group with `base` in sidebar-data.ts (1 when not found). */
function entryLine(source: string | undefined, entry: SidebarEntry): number {
  if (!source) return 1;
  const baseAt = source.indexOf(`base: '${entry.group.base}'`);
  if (baseAt < 0) return 1;
  const slugAt = source.indexOf(`'${entry.slug}'`, baseAt + 1);
  return source.slice(0, slugAt < 0 ? baseAt : slugAt).split('\n').length;
}

export function checkSidebarMembership(
  docs: DocsModel,
  sections: SidebarSectionData[] = sidebarSections,
): SidebarProblem[] {
  const problems: SidebarProblem[] = [];
  const dataPath = path.join(docs.repoRoot, dataFile);
  const dataSource =
    sections === sidebarSections && existsSync(dataPath)
      ? readFileSync(dataPath, 'utf8')
      : undefined;
  const listed = new Set<string>();
  for (const lang of languages) {
    for (const entry of sidebarEntries(lang, sections)) {
      listed.add(`${lang}:${entry.route}`);
      const page = docs.page(lang, entry.route);
      if (page) {
        listed.add(`${lang}:${page.route}`);
        continue;
      }
      const expected = displayPath(
        docs.repoRoot,
        candidateFiles(docs.docsRoot, lang, entry.route)[0] as string,
      );
      problems.push({
        file: dataFile,
        line: entryLine(dataSource, entry),
        message: `sidebar entry ${entry.route} (${lang}, group "${entry.group.text[lang]}") has no page: expected ${expected}`,
      });
    }
  }
  for (const page of docs.pages) {
    if (listed.has(`${page.lang}:${page.route}`) || outsideSidebar(page)) continue;
    problems.push({
      file: page.display,
      line: 1,
      message: `the page ${page.route} is in no sidebar: add it to its group in ${dataFile}, or set sidebar: false in its frontmatter`,
    });
  }
  return problems;
}
