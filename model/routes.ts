/**
 * Facts about the site's routes that the SEO, sitemap and llms files share.
 * A route is what Rspress calls `routePath`: `/guide/start/`, `/zh/config/lib/format`.
 */
/** The site's languages: English at the root, Chinese under /zh/. */
export type Lang = 'en' | 'zh';

export const langs: readonly Lang[] = ['en', 'zh'];

/** The language of a route: `zh` under /zh/, else `en`. */
export function routeLang(route: string): Lang {
  return route === '/zh' || route.startsWith('/zh/') ? 'zh' : 'en';
}

/** The route without its language prefix: `/zh/config/` → `/config/`. */
export function pureRoute(route: string): string {
  return routeLang(route) === 'zh' ? route.slice(3) || '/' : route;
}

/** The route of the same page in another language. */
export function localizedRoute(pure: string, lang: Lang): string {
  return lang === 'en' ? pure : `/zh${pure}`;
}

/**
 * Fragment pages: partial pages that `/guide/basic/output-format` imports to
 * explain each format. They stay reachable, but search engines are pointed at
 * the page that explains them, and the sitemap leaves them out.
 */
export const fragmentCanonical: Record<string, string> = {
  '/guide/start/components/CJS': '/guide/basic/output-format',
  '/guide/start/components/ESM': '/guide/basic/output-format',
  '/guide/start/components/MF': '/guide/basic/output-format',
  '/guide/start/components/UMD': '/guide/basic/output-format',
};

/** The route a page's canonical URL names: itself, or for a fragment the page that explains it. */
export function canonicalRoute(route: string): string {
  const target = fragmentCanonical[pureRoute(route)];
  return target ? localizedRoute(target, routeLang(route)) : route;
}

export function isFragmentRoute(route: string): boolean {
  return pureRoute(route) in fragmentCanonical;
}

/** The not-found page of a language: Rspress's `/404`, and `/zh/404` (site/plugins/not-found-pages.ts). */
export function isNotFoundRoute(route: string): boolean {
  return pureRoute(route) === '/404';
}

/** A page search, the sitemap and llms.txt list: not a fragment, not a not-found page. */
export function isListedRoute(route: string): boolean {
  return !isFragmentRoute(route) && !isNotFoundRoute(route);
}

/** The sections that get their own social card, by the route's first segment. */
export const cardSections = ['home', 'guide', 'config', 'api'] as const;
export type CardSection = (typeof cardSections)[number];

export function routeSection(route: string): CardSection {
  const first = pureRoute(route).split('/')[1] ?? '';
  return (cardSections as readonly string[]).includes(first) ? (first as CardSection) : 'home';
}

/**
 * The Markdown copy the build serves for a page, from the page's file under
 * `docs/` (`en/guide/start/index.mdx` → `/guide/start/index.md`,
 * `zh/config/lib/format.mdx` → `/zh/config/lib/format.md`).
 */
export function markdownCopyPath(relativePagePath: string): string {
  const [lang, ...rest] = relativePagePath.replace(/\\/g, '/').split('/');
  const file = rest.join('/').replace(/\.mdx?$/, '.md');
  return lang === 'en' ? `/${file}` : `/${lang}/${file}`;
}

/** The HTML file the build writes for a route and a static host serves for it: `/a/` → `a/index.html`, `/a/b` → `a/b.html`. */
export function routeHtmlFile(route: string): string {
  return route.endsWith('/') ? `${route.slice(1)}index.html` : `${route.slice(1)}.html`;
}
