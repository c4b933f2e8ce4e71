/**
 * Rspress's route table (`virtual-routes`), written compactly. Every page's
 * JavaScript carries one row per page of the site; Rspress writes each row as
 * two named functions and an object literal with six fields, about 37 bytes
 * of gzip per page. Here a row is one call, `route(path, file, lang, load)`,
 * which builds the same object (path, element, filePath, preload, lang,
 * version) when the table loads, so Rspress's runtime reads it unchanged.
 * Each page keeps Rspress's chunk name, by which its build finds the scripts
 * a page's HTML loads. A plugin's runtime module of the same name replaces
 * Rspress's own (its build spreads plugin modules after its built-in ones).
 */
import { createHash } from 'node:crypto';
import type { RouteMeta, RspressPlugin } from '@rspress/core';

/** Rspress's name for a page's chunk (its RouteChunkAssetsPlugin maps pages to scripts by it). */
export function routeChunkName(relativePath: string): string {
  return `route-${createHash('sha256').update(relativePath).digest('hex').slice(0, 12)}`;
}

export function routeTableCode(routes: readonly RouteMeta[]): string {
  const rows = routes.map((route) => {
    const load = `() => import(/* webpackChunkName: ${JSON.stringify(routeChunkName(route.relativePath))} */ ${JSON.stringify(route.absolutePath)})`;
    const version = route.version ? `, ${JSON.stringify(route.version)}` : '';
    return `  route(${JSON.stringify(route.routePath)}, ${JSON.stringify(route.relativePath)}, ${JSON.stringify(route.lang)}, ${load}${version}),`;
  });
  return `import React from 'react';
import { lazyWithPreload } from 'react-lazy-with-preload';

function route(path, filePath, lang, load, version = '') {
  const Page = lazyWithPreload(load);
  const preload = async () => {
    await Page.preload();
    return load();
  };
  return { path, element: React.createElement(Page), filePath, preload, lang, version };
}

export const routes = [
${rows.join('\n')}
];
`;
}

export function pluginRouteTable(): RspressPlugin {
  let routes: RouteMeta[] | undefined;
  return {
    name: 'rslib-route-table',
    routeGenerated(generated) {
      routes = generated;
    },
    addRuntimeModules() {
      if (!routes) throw new Error('rslib-route-table: no routes seen before addRuntimeModules');
      return { 'virtual-routes': routeTableCode(routes) };
    },
  };
}
