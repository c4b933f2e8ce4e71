/**
 * Rspress's route service (its runtime/route.js, same exports and behaviour)
 * for the production browser build, without the site's route table in the
 * entry script (site/plugins/lazy-route-table.ts swaps it in). The page being
 * shown is known from its own row in its HTML (site/page-route.ts); the table
 * of every page is an async chunk, fetched when the reader points at or
 * focuses a link, or goes back or forward. Until it has arrived, a move to
 * another page is a browser page load: Rspress's link navigation does that
 * for a route it does not know, and other in-app navigations (the search
 * panel, sidebar group titles, old-URL redirects) are turned into one here.
 * Rspress's `route.cleanUrlsRedirect` and `route.prefetchLink` settings are
 * not read: this site sets neither (their defaults apply).
 */
import {
  normalizeHrefInRuntime,
  removeBase,
  removeTrailingSlash,
  withBase,
} from '@rspress/core/runtime';
import { cleanUrl } from '@rspress/shared';
import { createElement, type ReactElement } from 'react';
import { lazyWithPreload } from 'react-lazy-with-preload';
import type { routes } from 'virtual-routes';
import { type PageRoute, parsePageRoute, ROOT_ELEMENT_ID } from '../../site/page-route';

declare function __webpack_chunk_load__(id: string | number): Promise<unknown>;
declare function __webpack_require__(id: string | number): unknown;

/** Rspress's route object (as virtual-routes rows build it). */
type Route = (typeof routes)[number];

function normalizeRoutePath(routePath: string): string {
  return cleanUrl(decodeURIComponent(routePath))
    .replace(/\.html$/, '')
    .replace(/\/index$/, '/')
    .toLowerCase();
}

export function matchPath(pattern: string, pathname: string): { path: string } | null {
  const withSlash = (value: string) => (value.endsWith('/') ? value : `${value}/`);
  if (withSlash(normalizeRoutePath(pattern)) === withSlash(normalizeRoutePath(pathname))) {
    return { path: pattern };
  }
  return null;
}

export function isActive(itemLink: string, currentPathname: string): boolean {
  return matchPath(itemLink, currentPathname) !== null;
}

/** The same object site/plugins/route-table.ts's rows build, for the page in the HTML. */
function pageRouteObject(page: PageRoute): Route {
  const load = () =>
    Promise.all(page.chunkIds.map((id) => __webpack_chunk_load__(id))).then(() =>
      __webpack_require__(page.moduleId),
    );
  const Page = lazyWithPreload(load as () => Promise<{ default: () => ReactElement }>);
  const preload = async () => {
    await Page.preload();
    return load();
  };
  const { path, filePath, lang, version } = page;
  return { path, element: createElement(Page), filePath, preload, lang, version };
}

function readPageRoute(): Route | undefined {
  const row = document.getElementById(ROOT_ELEMENT_ID)?.dataset.pageRoute;
  return row ? pageRouteObject(parsePageRoute(row)) : undefined;
}

const currentRoute = typeof document === 'undefined' ? undefined : readPageRoute();
/** Every route, longest path first (as Rspress matches them); undefined until fetched. */
let sortedRoutes: Route[] | undefined;
let tableRequest: Promise<void> | undefined;
const cache = new Map<string, Route>();

/** Fetches the route table once; a failed fetch is tried again on the next intent. */
function loadRouteTable(): Promise<void> {
  tableRequest ??= import('virtual-routes').then(
    ({ routes }) => {
      sortedRoutes = [...routes].sort((a, b) => (b.path || '').length - (a.path || '').length);
    },
    (error: unknown) => {
      tableRequest = undefined;
      throw error;
    },
  );
  return tableRequest;
}

/** The page's own row first, so the element it rendered with stays the same. */
function findRoute(normalizedPathname: string): Route | undefined {
  if (currentRoute && matchPath(currentRoute.path, normalizedPathname)) return currentRoute;
  return sortedRoutes?.find((route) => matchPath(route.path || '', normalizedPathname));
}

/** Routes handed out while the table was on its way (their preload may find no page). */
const pendingRoutes = new WeakSet<Route>();

/**
 * A route while the table is on its way: a click in that moment waits for
 * the table, then for the page. Rspress's link navigation awaits `preload`
 * before it reads the route's path and file, which are filled in by then;
 * with no such page, `preload` fails and the link is loaded by the browser
 * (theme/chrome/pageTransition.ts).
 */
function pendingRoute(pathname: string, table: Promise<void>): Route {
  const resolve = () =>
    table.then(() => {
      const route = findRoute(pathname);
      if (!route) throw new Error(`No page at ${pathname}`);
      const { path, filePath, lang, version } = route;
      Object.assign(pending, { path, filePath, lang, version });
      return route;
    });
  const load = () => resolve().then((route) => route.preload());
  const Page = lazyWithPreload(load as () => Promise<{ default: () => ReactElement }>);
  const pending: Route = {
    path: pathname,
    element: createElement(Page),
    filePath: '',
    preload: load,
    lang: '',
    version: '',
  };
  pendingRoutes.add(pending);
  return pending;
}

export function pathnameToRouteService(pathname: string): Route | undefined {
  const normalized = normalizeRoutePath(pathname);
  const cached = cache.get(normalized);
  if (cached) return cached;
  const route = findRoute(normalized);
  if (route) {
    cache.set(normalized, route);
    return route;
  }
  return tableRequest && !sortedRoutes ? pendingRoute(normalized, tableRequest) : undefined;
}

export function redirectToCleanUrl(location: Location, history: History): boolean {
  const matchedRoute = pathnameToRouteService(removeBase(location.pathname));
  if (!matchedRoute) return false;
  const canonicalPathname = `${removeTrailingSlash(withBase('/'))}${normalizeHrefInRuntime(matchedRoute.path)}`;
  if (location.pathname === canonicalPathname) return false;
  history.replaceState(history.state, '', `${canonicalPathname}${location.search}${location.hash}`);
  return true;
}

export const preloadLink = (link: string): void => {
  const route = pathnameToRouteService(link);
  if (!route) return;
  const preloading = route.preload();
  // A hovered link to a file that is not a page, while the table was on its way.
  if (pendingRoutes.has(route)) preloading.catch(() => {});
};

/** The path this document was loaded at. */
const documentPath = typeof location === 'undefined' ? '' : location.pathname;

/** A path this document can show without the table: its own page's. */
function showsWithoutTable(pathname: string): boolean {
  return currentRoute
    ? matchPath(currentRoute.path, removeBase(pathname)) !== null
    : matchPath(documentPath, pathname) !== null;
}

/** A link to another page of this site (not a fragment of this one). */
function linkToAnotherPage(target: EventTarget | null): boolean {
  const link = target instanceof Element ? target.closest('a[href]') : null;
  return (
    link instanceof HTMLAnchorElement &&
    link.origin === location.origin &&
    !matchPath(link.pathname, location.pathname)
  );
}

function listenForNavigationIntent() {
  const onIntent = (event: Event) => {
    if (linkToAnotherPage(event.target)) loadRouteTable().catch(() => {});
  };
  addEventListener('pointerover', onIntent, { capture: true, passive: true });
  addEventListener('focusin', onIntent, { capture: true });
  // Registered before the router's own listener: a back or forward move to
  // another page while the table is missing reloads that page from the host.
  addEventListener(
    'popstate',
    (event) => {
      if (sortedRoutes || showsWithoutTable(location.pathname)) return;
      event.stopImmediatePropagation();
      location.reload();
    },
    { capture: true },
  );
  // In-app navigations that do not go through Rspress's link navigation.
  for (const method of ['pushState', 'replaceState'] as const) {
    const original = history[method];
    history[method] = function (this: History, data, unused, url) {
      if (url != null && !sortedRoutes) {
        const target = new URL(url, location.href);
        const leaves =
          target.origin === location.origin &&
          target.pathname !== location.pathname &&
          !showsWithoutTable(target.pathname);
        if (leaves) {
          if (method === 'pushState') location.assign(target.href);
          else location.replace(target.href);
          return;
        }
      }
      original.call(this, data, unused, url);
    };
  }
}

if (typeof window !== 'undefined') listenForNavigationIntent();
