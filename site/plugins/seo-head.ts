/**
 * Head tags for search engines and shared links, rendered into every page's
 * static HTML: canonical URL, the x-default alternate (Rspress writes the en
 * and zh alternates itself, absolute once `siteOrigin` is set), Open Graph and
 * Twitter card tags with the section's social card, theme-color, the
 * favicon set (site/plugins/social-cards.ts writes the images) and the blog's
 * feeds in the page's language.
 */
import type { UserConfig } from '@rspress/core';
import { pageFile } from '../../model/pages';
import {
  canonicalRoute,
  isFragmentRoute,
  isNotFoundRoute,
  langs,
  localizedRoute,
  pureRoute,
  routeLang,
  routeSection,
} from '../../model/routes';
import { feedFormats, feedPath, feedTitle } from '../feeds';
import { absoluteUrl } from '../origin';
import { socialCardPath, socialCardSize } from './social-cards';

type HeadEntry = NonNullable<UserConfig['head']>[number];
type Tag = [string, Record<string, string>];
type RouteInfo = { routePath: string };

const ogLocale = { en: 'en_US', zh: 'zh_CN' } as const;

/** Background colours of the light and dark themes (Rspress's --rp-c-bg). */
export const themeColors = { light: '#ffffff', dark: '#121212' } as const;

export function seoHead(options: { origin: string; docsRoot: string }): HeadEntry[] {
  const { origin, docsRoot } = options;
  const url = (route: string) => absoluteUrl(route, origin);
  const existsIn = (route: string) =>
    langs.filter((lang) => pageFile(docsRoot, lang, pureRoute(route)) !== undefined);
  // Rspress renders these for every page with a route (not for its own
  // 404.html); a not-found page has no URL of its own to name.
  const onPage =
    (render: (route: string) => Tag | undefined) =>
    (meta: RouteInfo): Tag | undefined =>
      isNotFoundRoute(meta.routePath) ? undefined : render(meta.routePath);
  const card = (route: string) => url(socialCardPath(routeSection(route)));

  return [
    [
      'meta',
      { name: 'theme-color', media: '(prefers-color-scheme: light)', content: themeColors.light },
    ],
    [
      'meta',
      { name: 'theme-color', media: '(prefers-color-scheme: dark)', content: themeColors.dark },
    ],
    ['link', { rel: 'icon', href: '/favicon.ico', sizes: '32x32' }],
    ['link', { rel: 'apple-touch-icon', href: '/apple-touch-icon.png' }],
    ['link', { rel: 'manifest', href: '/manifest.webmanifest' }],
    ['meta', { property: 'og:site_name', content: 'Rslib' }],
    ['meta', { name: 'twitter:card', content: 'summary_large_image' }],
    ['meta', { name: 'twitter:site', content: '@rspack_dev' }],
    onPage((route) => ['link', { rel: 'canonical', href: url(canonicalRoute(route)) }]),
    onPage((route) =>
      existsIn(route).length === langs.length && !isFragmentRoute(route)
        ? [
            'link',
            {
              rel: 'alternate',
              hreflang: 'x-default',
              href: url(localizedRoute(pureRoute(route), 'en')),
            },
          ]
        : undefined,
    ),
    onPage((route) => ['meta', { property: 'og:url', content: url(canonicalRoute(route)) }]),
    onPage((route) => ['meta', { property: 'og:locale', content: ogLocale[routeLang(route)] }]),
    onPage((route) => ['meta', { property: 'og:image', content: card(route) }]),
    onPage(() => ['meta', { property: 'og:image:width', content: String(socialCardSize.width) }]),
    onPage(() => ['meta', { property: 'og:image:height', content: String(socialCardSize.height) }]),
    onPage((route) => ['meta', { name: 'twitter:image', content: card(route) }]),
    // Feed readers and browsers find the blog's feeds of the page's language.
    ...feedFormats.map((format) =>
      onPage((route) => [
        'link',
        {
          rel: 'alternate',
          type: format.mime,
          title: `${feedTitle[routeLang(route)]} (${format.label})`,
          href: url(feedPath(routeLang(route), format)),
        },
      ]),
    ),
  ];
}
