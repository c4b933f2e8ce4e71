/**
 * The route table out of every page's first visit. Rspress's browser runtime
 * imports its route table (`virtual-routes`, a row per page of the site) into
 * the entry script, so each page's first visit grows with the site. In the
 * production browser build this plugin swaps Rspress's route service
 * (`@rspress/core/dist/runtime/route.js`) for `routeService`, which fetches
 * the table as an async chunk on the first sign that the reader may go to
 * another page; and it writes into each page's HTML that page's own row
 * (site/page-route.ts) with the ids the browser build gave the page's module
 * and chunks, so a page shows and hydrates without the table.
 * The server builds and `rspress dev` keep Rspress's own route service.
 */
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { RsbuildPlugin, Rspack } from '@rsbuild/core';
import type { RouteMeta, RspressPlugin } from '@rspress/core';
import { routeHtmlFile } from '../../model/routes';
import { type PageRoute, type WebpackId, withPageRoute } from '../page-route';
import { routeChunkName } from './route-table';

const PLUGIN_NAME = 'rslib-docs:lazy-route-table';

/** Rspress's runtime modules import the route service relatively (`./route.js`, `../route.js`). */
const ROUTE_SERVICE_REQUEST = /^\.\.?\/route\.js$/;
const RSPRESS_ROUTE_SERVICE = /[\\/]@rspress[\\/]core[\\/]dist[\\/]runtime[\\/]route\.js$/;

/**
 * Each route's module and chunk ids in the browser compilation: the chunks
 * of the route's named chunk group (Rspress names it per page file) and, in
 * them, the module whose resource is the page's file.
 */
export function pageRoutes(
  compilation: Rspack.Compilation,
  routes: readonly RouteMeta[],
): Map<string, PageRoute> {
  const pages = new Map<string, PageRoute>();
  for (const route of routes) {
    const chunkName = routeChunkName(route.relativePath);
    const group = compilation.namedChunkGroups.get(chunkName);
    if (!group) throw new Error(`${PLUGIN_NAME}: no chunk ${chunkName} for ${route.relativePath}`);
    const chunkIds: WebpackId[] = [];
    let moduleId: WebpackId | undefined;
    for (const chunk of group.chunks) {
      if (chunk.id !== undefined && chunk.id !== null) chunkIds.push(chunk.id);
      for (const module of compilation.chunkGraph.getChunkModules(chunk)) {
        if (moduleId === undefined && module.nameForCondition() === route.absolutePath) {
          moduleId = compilation.chunkGraph.getModuleId(module) ?? undefined;
        }
      }
    }
    if (moduleId === undefined) {
      throw new Error(
        `${PLUGIN_NAME}: no module for ${route.absolutePath} in chunk group ${chunkName}`,
      );
    }
    pages.set(route.routePath, {
      path: route.routePath,
      filePath: route.relativePath,
      lang: route.lang,
      version: route.version,
      moduleId,
      chunkIds,
    });
  }
  return pages;
}

function rsbuildPlugin(routeService: string, getRoutes: () => readonly RouteMeta[]): RsbuildPlugin {
  let pages: Map<string, PageRoute> | undefined;
  return {
    name: PLUGIN_NAME,
    setup(api) {
      api.modifyRspackConfig((config, { environment, isProd, rspack }) => {
        if (environment.name !== 'web' || !isProd) return;
        config.plugins = [
          ...(config.plugins ?? []),
          new rspack.NormalModuleReplacementPlugin(ROUTE_SERVICE_REQUEST, (resolveData) => {
            const resolved = path.resolve(resolveData.context, resolveData.request);
            if (RSPRESS_ROUTE_SERVICE.test(resolved)) resolveData.request = routeService;
          }),
        ];
      });
      api.processAssets({ stage: 'summarize', environments: ['web'] }, ({ compilation }) => {
        if (api.context.action !== 'build') return;
        for (const module of compilation.modules) {
          // An import of it by a path not replaced above would bring the table back into the entry.
          if (RSPRESS_ROUTE_SERVICE.test(module.nameForCondition() ?? '')) {
            throw new Error(`${PLUGIN_NAME}: Rspress's own route service is in the browser build`);
          }
        }
        pages = pageRoutes(compilation, getRoutes());
      });
      api.onAfterBuild(async () => {
        if (!pages) return;
        const outDir = api.context.distPath;
        await Promise.all(
          [...pages.values()].map(async (page) => {
            const file = path.join(outDir, routeHtmlFile(page.path));
            const html = await readFile(file, 'utf8');
            await writeFile(file, withPageRoute(html, page, file));
          }),
        );
      });
    },
  };
}

/** `routeService`: the module that replaces Rspress's runtime/route.js in the browser build. */
export function pluginLazyRouteTable(routeService: string): RspressPlugin {
  let routes: readonly RouteMeta[] = [];
  return {
    name: PLUGIN_NAME,
    routeGenerated(generated) {
      routes = generated;
    },
    builderConfig: { plugins: [rsbuildPlugin(routeService, () => routes)] },
  };
}
