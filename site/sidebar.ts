import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Sidebar } from '@rspress/core';
import type { Lang } from './i18n';
import { type SidebarSectionData, sidebarSections } from './sidebar-data';

export type { Lang };

/** The MDX file behind a route, or undefined when the page does not exist. */
export function pageFile(docsRoot: string, lang: Lang, route: string): string | undefined {
  const relative = route.endsWith('/') ? `${route}index` : route;
  for (const ext of ['.mdx', '.md']) {
    const file = path.join(docsRoot, lang, `${relative}${ext}`);
    if (existsSync(file)) return file;
  }
  return undefined;
}

/** A page's title: frontmatter `title`, else its first level-1 heading. */
export function pageTitle(file: string): string {
  const source = readFileSync(file, 'utf8');
  const frontmatter = /^---\n([\s\S]*?)\n---/.exec(source)?.[1] ?? '';
  const fromFrontmatter = /^title:\s*(.+)$/m.exec(frontmatter)?.[1];
  if (fromFrontmatter) return fromFrontmatter.trim().replace(/^['"]|['"]$/g, '');
  const heading = /^#\s+(.+)$/m.exec(source)?.[1];
  if (!heading) {
    throw new Error(`${file}: the page has neither a frontmatter title nor a "# " heading`);
  }
  return heading.replace(/\s*\{#[\w-]+\}\s*$/, '').trim();
}

function sectionSidebar(
  docsRoot: string,
  lang: Lang,
  section: SidebarSectionData,
): Sidebar[string] {
  const prefix = lang === 'en' ? '' : `/${lang}`;
  return section.groups.flatMap((group): Sidebar[string] => {
    const items = group.pages.flatMap((slug) => {
      const route = `${group.base}${slug}`;
      const file = pageFile(docsRoot, lang, route);
      return file ? [{ text: pageTitle(file), link: `${prefix}${route}` }] : [];
    });
    if (group.ungrouped) return items;
    if (items.length === 0) return [];
    return [{ text: group.text[lang], collapsible: true, collapsed: false, items }];
  });
}

/** Sidebars for one language, keyed by route prefix, listing only pages that exist. */
export function buildSidebar(docsRoot: string, lang: Lang): Sidebar {
  const sidebar: Sidebar = {};
  for (const section of sidebarSections) {
    const prefix = lang === 'en' ? section.prefix : `/${lang}${section.prefix}`;
    sidebar[prefix] = sectionSidebar(docsRoot, lang, section);
  }
  return sidebar;
}
