/**
 * Each page's browser JavaScript carries the data of its own section only:
 * the section's sidebar and the records of its pages. Rspress puts every
 * sidebar of every language into the site data, and a record per page into
 * the page list, both of which every page loads, so each page of the site
 * added bytes to every first visit. Here the browser build's site data keeps
 * empty sidebars and its page list only the pages in no section
 * (./section-data-transforms.ts), and each section is a module of its own
 * that the section's pages import: it fills in its sidebar and records when
 * the page's chunk runs, which is before the page renders (Rspress loads the
 * page's module before hydrating, before it looks up the page's record, and
 * before a client-side navigation shows it). The server build keeps Rspress's
 * full data, so the HTML is unchanged.
 */
import type { RsbuildPlugin } from '@rsbuild/core';
import type { RouteMeta, RspressPlugin, Sidebar } from '@rspress/core';
import { sideEffectImport } from './mdx-import';
import {
  type NormalizedSidebars,
  normalizedSidebar,
  type PageRecord,
  sidebarKeyOf,
  withoutSectionPages,
  withoutSidebars,
} from './section-data-transforms';

export function sectionModuleName(lang: string, prefix: string): string {
  const slug = prefix.replace(/^\/|\/$/g, '').replace(/[^a-z0-9]+/gi, '-') || 'root';
  return `virtual-section-data-${lang}-${slug}`;
}

interface Section {
  lang: string;
  key: string;
  pages: PageRecord[];
}

export function pluginSectionData(options: {
  /** Each language's sidebars, as `themeConfig.locales[].sidebar` holds them. */
  sidebars: Record<string, Sidebar>;
  /** The module whose `registerSection` fills in a section's data. */
  register: string;
}): RspressPlugin {
  const { register } = options;
  const sidebars: Record<string, NormalizedSidebars> = Object.fromEntries(
    Object.entries(options.sidebars).map(([lang, sidebar]) => [lang, normalizedSidebar(sidebar)]),
  );
  /** The section module of each page file in a section. */
  const moduleOfFile = new Map<string, string>();
  const sections = new Map<string, Section>();
  const sectionPages = new Map<string, PageRecord>();

  const browserData: RsbuildPlugin = {
    name: 'rslib-section-data:browser',
    setup(api) {
      // Both after Rspress's own transforms, which write the modules.
      api.transform(
        {
          test: /[\\/]\.rspress[\\/]runtime[\\/]virtual-site-data\.js$/,
          environments: ['web'],
          enforce: 'post',
        },
        ({ code }) => withoutSidebars(code, sidebars),
      );
      api.transform(
        {
          test: /[\\/]\.rspress[\\/]virtual-page-data\.js$/,
          environments: ['web'],
          enforce: 'post',
        },
        ({ code }) => withoutSectionPages(code, sectionPages),
      );
      // Each section in a chunk of its own, which its pages share, rather
      // than copied into every page's chunk.
      api.modifyRspackConfig((config, { environment }) => {
        if (environment.name !== 'web') return;
        const splitChunks = config.optimization?.splitChunks;
        if (!splitChunks) throw new Error('rslib-section-data: the web build splits no chunks');
        splitChunks.cacheGroups = {
          ...splitChunks.cacheGroups,
          sectionData: {
            test: /[\\/]virtual-section-data-/,
            chunks: 'async',
            enforce: true,
            priority: 100,
          },
        };
      });
    },
  };

  return {
    name: 'rslib-section-data',
    builderConfig: { plugins: [browserData] },
    routeGenerated(routes: RouteMeta[]) {
      moduleOfFile.clear();
      sections.clear();
      sectionPages.clear();
      for (const [lang, sidebar] of Object.entries(sidebars)) {
        for (const key of Object.keys(sidebar)) {
          sections.set(sectionModuleName(lang, key), { lang, key, pages: [] });
        }
      }
      for (const route of routes) {
        const sidebar = sidebars[route.lang];
        const key = sidebar && sidebarKeyOf(sidebar, route.routePath);
        if (!key) continue;
        const name = sectionModuleName(route.lang, key);
        const record = { routePath: route.routePath, lang: route.lang, version: route.version };
        sections.get(name)?.pages.push(record);
        sectionPages.set(route.routePath, record);
        moduleOfFile.set(route.absolutePath, name);
      }
    },
    addRuntimeModules() {
      if (sections.size === 0) {
        throw new Error('rslib-section-data: no routes seen before addRuntimeModules');
      }
      const modules: Record<string, string> = {};
      for (const [name, { lang, key, pages }] of sections) {
        const sidebar = sidebars[lang]?.[key];
        modules[name] =
          `import { registerSection } from ${JSON.stringify(register)};\n` +
          `registerSection(${JSON.stringify(lang)}, ${JSON.stringify(key)}, ${JSON.stringify(sidebar)}, ${JSON.stringify(pages)});\n`;
      }
      return modules;
    },
    markdown: {
      remarkPlugins: [
        () => (tree: { children: unknown[] }, file: { path?: string }) => {
          const source = file.path ? moduleOfFile.get(file.path) : undefined;
          if (source) tree.children.unshift(sideEffectImport(source));
        },
      ],
    },
  };
}
