import type { SidebarData } from '@rspress/core';
import { pageData } from 'virtual-page-data';
import siteData from 'virtual-site-data';

/** A page's record in Rspress's page list. */
type PageRecord = (typeof pageData.pages)[number];

/**
 * Fills in one section's sidebar and page records, once. The browser build's
 * site data has empty sidebars and its page list only pages in no section
 * (site/plugins/section-data.ts): each page's module brings its own section's,
 * before the page renders. The server build has them all already.
 */
export function registerSection(
  lang: string,
  prefix: string,
  sidebar: SidebarData,
  pages: PageRecord[],
): void {
  const locale = siteData.themeConfig.locales?.find((candidate) => candidate.lang === lang);
  if (!locale) throw new Error(`registerSection: the site has no locale "${lang}"`);
  locale.sidebar ??= {};
  locale.sidebar[prefix] ??= sidebar;
  const known = new Set(pageData.pages.map((page) => page.routePath));
  for (const page of pages) if (!known.has(page.routePath)) pageData.pages.push(page);
}
