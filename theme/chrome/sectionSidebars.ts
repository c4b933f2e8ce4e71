import type { SidebarData } from '@rspress/core';
import siteData from 'virtual-site-data';

/**
 * Fills in one section's sidebar in the site data, once. The browser build's
 * site data has empty sidebars (site/plugins/section-sidebars.ts): each page's
 * module brings its own section's, before the page renders. The server build
 * has them all already, and keeps its own.
 */
export function registerSectionSidebar(
  lang: string,
  prefix: string,
  items: SidebarData,
  site: Pick<typeof siteData, 'themeConfig'> = siteData,
): void {
  const locale = site.themeConfig.locales?.find((candidate) => candidate.lang === lang);
  if (!locale) throw new Error(`registerSectionSidebar: the site has no locale "${lang}"`);
  locale.sidebar ??= {};
  locale.sidebar[prefix] ??= items;
}
