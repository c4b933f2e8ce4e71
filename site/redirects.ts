/**
 * Old URLs that keep working: routes the official Rslib site serves (or
 * served) that have no page here, each sent to the page that covers its topic.
 * Routes are language-neutral; every entry applies under `/zh/` too.
 *
 * The build writes a static redirect page for each source (meta refresh and
 * canonical, see site/plugins/redirects.ts), so they work on any static host;
 * the client router follows the same table from the 404 page.
 */

import { localizedRoute, pureRoute, routeLang } from '../model/routes';
import type { Lang } from './i18n';

export interface Redirect {
  /** The old route, without language prefix. */
  from: string;
  /** The route that covers its topic, without language prefix. */
  to: string;
}

export const redirects: readonly Redirect[] = [
  // The upgrade guide moved into its own group.
  { from: '/guide/basic/upgrade-rslib', to: '/guide/upgrade/upgrade-rslib' },
  // Renamed: one page covers images, fonts, SVG, JSON and WebAssembly.
  { from: '/guide/advanced/static-assets', to: '/guide/advanced/assets' },
  // Documenting a library with Rspress is the module-doc page.
  { from: '/guide/advanced/rspress', to: '/guide/advanced/module-doc' },
  // The format fragments live under /guide/start/components/.
  { from: '/shared/components/CJS', to: '/guide/start/components/CJS' },
  { from: '/shared/components/ESM', to: '/guide/start/components/ESM' },
  { from: '/shared/components/MF', to: '/guide/start/components/MF' },
  { from: '/shared/components/UMD', to: '/guide/start/components/UMD' },
];

/** Every redirect in both languages, as full routes. */
export function localizedRedirects(): Array<Redirect & { lang: Lang }> {
  return redirects.flatMap((entry) =>
    (['en', 'zh'] as const).map((lang) => ({
      lang,
      from: localizedRoute(entry.from, lang),
      to: localizedRoute(entry.to, lang),
    })),
  );
}

/** The route an old URL redirects to, or undefined. Accepts `/x`, `/x/`, `/x.html`. */
export function redirectTarget(pathname: string): string | undefined {
  const path = normalizeRoute(pathname);
  const lang = routeLang(path);
  const pure = pureRoute(path);
  const entry = redirects.find(
    (candidate) => candidate.from === pure || normalizeRoute(candidate.from) === pure,
  );
  return entry ? localizedRoute(entry.to, lang) : undefined;
}

function normalizeRoute(pathname: string): string {
  const path = pathname.replace(/\.html$/, '').replace(/\/index$/, '/');
  return path.length > 1 ? path.replace(/\/$/, '') : path;
}
