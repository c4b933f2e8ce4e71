/**
 * What site/plugins/section-data.ts takes out of Rspress's two data modules
 * in the browser build, and the checks that what it takes out is exactly what
 * the section modules bring back. Each throws, naming the module, when
 * Rspress's module no longer has the expected shape or its data differs, so
 * an upgrade of Rspress fails the build instead of shipping data that differs
 * from the server's.
 */
import { isDeepStrictEqual } from 'node:util';
import { getSidebarDataGroup, normalizeHref, type Sidebar, type SidebarData } from '@rspress/core';

/** Sidebars as the site data holds them, keyed by route prefix. */
export type NormalizedSidebars = Record<string, SidebarData>;

/** A page's record in Rspress's page list, as this site's build leaves it (site/plugins/page-data.ts). */
export interface PageRecord {
  routePath: string;
  lang: string;
  version: string;
}

type SidebarEntry = Sidebar[string][number];

/**
 * A sidebar as Rspress writes it into the site data: links to `.html` files,
 * groups open and collapsible unless they say otherwise. (This site's
 * sidebars are links and groups of links with literal texts; `withoutSidebars`
 * compares the result with Rspress's own.)
 */
export function normalizedSidebar(sidebar: Sidebar): NormalizedSidebars {
  const entry = (item: SidebarEntry): SidebarEntry => {
    if (typeof item !== 'object' || !('text' in item)) return item;
    if ('items' in item) {
      return {
        ...item,
        ...(item.link ? { link: normalizeHref(item.link, false) } : {}),
        collapsed: item.collapsed ?? false,
        collapsible: item.collapsible ?? true,
        items: item.items.map(entry),
      } as SidebarEntry;
    }
    return { ...item, link: normalizeHref(item.link, false) } as SidebarEntry;
  };
  return Object.fromEntries(
    Object.entries(sidebar).map(([key, items]) => [key, items.map(entry) as SidebarData]),
  );
}

/** The sidebar key whose sidebar Rspress shows on `routePath` (by its own matching), if any. */
export function sidebarKeyOf(sidebar: NormalizedSidebars, routePath: string): string | undefined {
  const shown = getSidebarDataGroup(sidebar, routePath);
  return Object.keys(sidebar).find((key) => sidebar[key] === shown);
}

/**
 * Edits the JSON object a module declares after `declaration`. Rspress writes
 * its data modules as JSON; in the dev server they reach a transform with the
 * compiler's code after them, which is kept as is.
 */
export function editJsonObject<T>(
  code: string,
  module: string,
  declaration: string,
  edit: (data: T) => T,
): string {
  const start = code.indexOf(declaration);
  if (start === -1) {
    throw new Error(`rslib-section-data: ${module} no longer has \`${declaration.trim()}\``);
  }
  const from = start + declaration.length;
  const end = jsonObjectEnd(code, from, module);
  const data = edit(JSON.parse(code.slice(from, end)) as T);
  return `${code.slice(0, from)}${JSON.stringify(data)}${code.slice(end)}`;
}

/** Where the JSON object that starts at `start` ends (the index after its closing brace). */
function jsonObjectEnd(code: string, start: number, module: string): number {
  let depth = 0;
  let inString = false;
  for (let index = start; index < code.length; index += 1) {
    const char = code[index];
    if (inString) {
      if (char === '\\') index += 1;
      else if (char === '"') inString = false;
    } else if (char === '"') inString = true;
    else if (char === '{') depth += 1;
    else if (char === '}') {
      depth -= 1;
      if (depth === 0) return index + 1;
    }
  }
  throw new Error(`rslib-section-data: ${module} does not hold a JSON object where expected`);
}

interface SiteDataShape {
  themeConfig?: { sidebar?: unknown; locales?: { lang: string; sidebar?: NormalizedSidebars }[] };
}

/** The site data's module with every language's sidebars emptied, each checked against `sections`. */
export function withoutSidebars(
  code: string,
  sections: Record<string, NormalizedSidebars>,
): string {
  return editJsonObject<SiteDataShape>(code, 'virtual-site-data', 'export default ', (data) => {
    const locales = data.themeConfig?.locales;
    if (!Array.isArray(locales) || locales.length === 0) {
      throw new Error('rslib-section-data: virtual-site-data has no themeConfig.locales');
    }
    for (const locale of locales) {
      const ours = sections[locale.lang] ?? {};
      for (const key of new Set([...Object.keys(locale.sidebar ?? {}), ...Object.keys(ours)])) {
        if (!isDeepStrictEqual(locale.sidebar?.[key], ours[key])) {
          throw new Error(
            `rslib-section-data: the ${locale.lang} sidebar "${key}" in Rspress's site data differs from its section module (see normalizedSidebar)`,
          );
        }
      }
      locale.sidebar = {};
    }
    if (data.themeConfig?.sidebar) data.themeConfig.sidebar = {};
    return data;
  });
}

/**
 * The page list's module keeping only the records of pages in no section,
 * after checking that every record it drops is the one a section module
 * brings (`sectionPages`, by route).
 */
export function withoutSectionPages(code: string, sectionPages: Map<string, PageRecord>): string {
  return editJsonObject<{ pages?: PageRecord[] }>(
    code,
    'virtual-page-data',
    'export const pageData = ',
    (data) => {
      if (!Array.isArray(data.pages)) {
        throw new Error('rslib-section-data: virtual-page-data has no pages');
      }
      const kept = data.pages.filter((record) => !sectionPages.has(record.routePath));
      const listed = new Set(data.pages.map((record) => record.routePath));
      for (const record of data.pages) {
        const ours = sectionPages.get(record.routePath);
        if (ours && !isDeepStrictEqual(record, ours)) {
          throw new Error(
            `rslib-section-data: the page record of ${record.routePath} in Rspress's page list differs from its section module: ${JSON.stringify(record)}`,
          );
        }
      }
      for (const route of sectionPages.keys()) {
        if (!listed.has(route)) {
          throw new Error(
            `rslib-section-data: ${route} is in a section but not in Rspress's page list`,
          );
        }
      }
      return { ...data, pages: kept };
    },
  );
}
