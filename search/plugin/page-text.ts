/**
 * The text of every page, extracted by Rspress's own function. The site
 * switches Rspress's search off (`search: false`), which also switches off
 * the text extraction its search needs; the plugin calls the same extraction
 * itself, so the index is built from exactly the text Rspress would index.
 *
 * `extractPageData` is internal to @rspress/core (exported from its `dist/`,
 * which the package exports): pinned with @rspress/core 2.0.22. A version
 * that moves it fails the build here, and one that changes its result fails
 * the check that pages have text.
 */
import type { PageIndexInfo, RspressPlugin } from '@rspress/core';
import { extractPageData } from '@rspress/core/dist/node/route/extractPageData.js';

type RouteService = Parameters<typeof extractPageData>[0];

export interface PageTextSource {
  /** Hooks to register on the plugin: they capture what the extraction needs. */
  hooks: Pick<RspressPlugin, 'config' | 'routeServiceGenerated'>;
  /** Pages with their text; Rspress's own pages when they already have it. */
  pagesWithText: (pages: PageIndexInfo[]) => Promise<PageIndexInfo[]>;
}

export function pageTextSource(): PageTextSource {
  let routeService: RouteService | undefined;
  let root = '';
  let replaceRules: NonNullable<Parameters<typeof extractPageData>[1]['replaceRules']> = [];
  let extractDescription: boolean | undefined;
  return {
    hooks: {
      config(config) {
        root = config.root ?? root;
        replaceRules = config.replaceRules ?? [];
        extractDescription = config.markdown?.extractDescription;
        return config;
      },
      routeServiceGenerated(service) {
        routeService = service as RouteService;
      },
    },
    async pagesWithText(pages) {
      if (pages.some((page) => page.content)) return pages;
      if (!routeService) throw new Error('search: Rspress did not hand over its route service');
      const extracted = await extractPageData(routeService, {
        root,
        replaceRules,
        // Module aliases only matter for MDX imports; Rspress's resolver already has them.
        alias: {},
        searchCodeBlocks: true,
        extractDescription,
        searchEnabled: true,
      });
      if (extracted.length && !extracted.some((page) => page.content)) {
        throw new Error('search: Rspress extracted no page text; check @rspress/core');
      }
      return extracted;
    },
  };
}
