/**
 * Each page's browser JavaScript carries the sidebar of its own section only.
 * Rspress puts every sidebar of every language into the site data every page
 * loads, so each page of the site added bytes to every first visit. Here the
 * browser build's site data keeps empty sidebars, and each section's sidebar
 * is a module of its own that the section's pages import: it fills in its
 * entry of the site data when the page's chunk runs, which is before the
 * page renders (Rspress loads the page's module before hydrating and before
 * a client-side navigation shows it). The server build keeps the full site
 * data, so the HTML is unchanged.
 */
import { isDeepStrictEqual } from 'node:util';
import type { RsbuildPlugin } from '@rsbuild/core';
import {
  getSidebarDataGroup,
  normalizeHref,
  type RouteMeta,
  type RspressPlugin,
  type Sidebar,
  type SidebarData,
} from '@rspress/core';
import { routeLang } from '../../model/routes';

/** The sidebars of one language, as `themeConfig.locales[].sidebar` holds them. */
export type SidebarsByLang = Record<string, Sidebar>;

export function sectionModuleName(lang: string, prefix: string): string {
  const slug = prefix.replace(/^\/|\/$/g, '').replace(/[^a-z0-9]+/gi, '-') || 'root';
  return `virtual-section-sidebar-${lang}-${slug}`;
}

/** The sidebar key whose sidebar Rspress shows on `routePath` (by its own matching), if any. */
export function sidebarKeyOf(sidebar: NormalizedSidebars, routePath: string): string | undefined {
  const shown = getSidebarDataGroup(sidebar, routePath);
  return Object.keys(sidebar).find((key) => sidebar[key] === shown);
}

type SidebarEntry = Sidebar[string][number];

/** Sidebars as the site data holds them, keyed by route prefix. */
export type NormalizedSidebars = Record<string, SidebarData>;

/**
 * A sidebar as Rspress writes it into the site data: links to `.html` files,
 * groups open and collapsible unless they say otherwise. (This site's
 * sidebars are links and groups of links with literal texts; the build
 * compares the result with Rspress's own, see `withoutSidebars`.)
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

/**
 * The site data's module (`export default {…}`) with every language's
 * sidebars emptied, after checking that each is the one the section modules
 * bring. Throws when Rspress's module no longer has that shape or its
 * sidebars differ, so that an upgrade of Rspress fails the build instead of
 * shipping sidebars that differ from the server's.
 */
export function withoutSidebars(
  code: string,
  sections: Record<string, NormalizedSidebars>,
): string {
  const prefix = 'export default ';
  if (!code.startsWith(prefix)) {
    throw new Error(
      'rslib-section-sidebars: virtual-site-data no longer starts with `export default`',
    );
  }
  // Rspress writes the data as JSON; in the dev server the module reaches this
  // transform with code after it (the compiler's own), which is kept as is.
  const end = jsonObjectEnd(code, prefix.length);
  const data = JSON.parse(code.slice(prefix.length, end));
  const locales: { lang: string; sidebar?: NormalizedSidebars }[] | undefined =
    data?.themeConfig?.locales;
  if (!Array.isArray(locales) || locales.length === 0) {
    throw new Error('rslib-section-sidebars: virtual-site-data has no themeConfig.locales');
  }
  for (const locale of locales) {
    const ours = sections[locale.lang] ?? {};
    for (const key of new Set([...Object.keys(locale.sidebar ?? {}), ...Object.keys(ours)])) {
      if (!isDeepStrictEqual(locale.sidebar?.[key], ours[key])) {
        throw new Error(
          `rslib-section-sidebars: the ${locale.lang} sidebar "${key}" in Rspress's site data differs from its section module (see normalizedSidebar)`,
        );
      }
    }
    locale.sidebar = {};
  }
  if (data.themeConfig.sidebar) data.themeConfig.sidebar = {};
  return `${prefix}${JSON.stringify(data)}${code.slice(end)}`;
}

/** Where the JSON object that starts at `start` ends (the index after its closing brace). */
function jsonObjectEnd(code: string, start: number): number {
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
  throw new Error('rslib-section-sidebars: virtual-site-data does not hold one JSON object');
}

function sideEffectImport(source: string) {
  return {
    type: 'mdxjsEsm',
    value: `import ${JSON.stringify(source)};`,
    data: {
      estree: {
        type: 'Program',
        sourceType: 'module',
        body: [
          {
            type: 'ImportDeclaration',
            specifiers: [],
            source: { type: 'Literal', value: source, raw: JSON.stringify(source) },
          },
        ],
      },
    },
  };
}

export function pluginSectionSidebars(options: {
  sidebars: SidebarsByLang;
  /** The module whose `registerSectionSidebar` fills in a section's sidebar. */
  register: string;
}): RspressPlugin {
  const { register } = options;
  const sidebars = Object.fromEntries(
    Object.entries(options.sidebars).map(([lang, sidebar]) => [lang, normalizedSidebar(sidebar)]),
  );
  const routeOfFile = new Map<string, string>();

  /** The section module a page imports, if its route shows a sidebar. */
  const moduleOf = (file: string): string | undefined => {
    const routePath = routeOfFile.get(file);
    if (!routePath) return undefined;
    const lang = routeLang(routePath);
    const key = sidebars[lang] && sidebarKeyOf(sidebars[lang], routePath);
    if (key) return sectionModuleName(lang, key);
    return undefined;
  };

  const stripSidebars: RsbuildPlugin = {
    name: 'rslib-section-sidebars:site-data',
    setup(api) {
      api.transform(
        {
          test: /[\\/]\.rspress[\\/]runtime[\\/]virtual-site-data\.js$/,
          environments: ['web'],
          // After Rspress's own transform, which writes the module.
          enforce: 'post',
        },
        ({ code }) => withoutSidebars(code, sidebars),
      );
      // Each section's sidebar in a chunk of its own, which its pages share,
      // rather than copied into every page's chunk.
      api.modifyRspackConfig((config, { environment }) => {
        if (environment.name !== 'web') return;
        const splitChunks = config.optimization?.splitChunks;
        if (!splitChunks) throw new Error('rslib-section-sidebars: the web build splits no chunks');
        splitChunks.cacheGroups = {
          ...splitChunks.cacheGroups,
          sectionSidebars: {
            test: /[\\/]virtual-section-sidebar-/,
            chunks: 'async',
            enforce: true,
            priority: 100,
          },
        };
      });
    },
  };

  return {
    name: 'rslib-section-sidebars',
    builderConfig: { plugins: [stripSidebars] },
    routeGenerated(routes: RouteMeta[]) {
      routeOfFile.clear();
      for (const route of routes) routeOfFile.set(route.absolutePath, route.routePath);
    },
    addRuntimeModules() {
      const modules: Record<string, string> = {};
      for (const [lang, sidebar] of Object.entries(sidebars)) {
        for (const [key, items] of Object.entries(sidebar)) {
          modules[sectionModuleName(lang, key)] =
            `import { registerSectionSidebar } from ${JSON.stringify(register)};\n` +
            `registerSectionSidebar(${JSON.stringify(lang)}, ${JSON.stringify(key)}, ${JSON.stringify(items)});\n`;
        }
      }
      return modules;
    },
    markdown: {
      remarkPlugins: [
        () => (tree: { children: unknown[] }, file: { path?: string }) => {
          const source = file.path ? moduleOf(file.path) : undefined;
          if (source) tree.children.unshift(sideEffectImport(source));
        },
      ],
    },
  };
}
