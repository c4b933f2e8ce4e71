/**
 * The site's public origin, configured once. Canonical URLs, hreflang
 * alternates, the sitemap, llms.txt links and social cards are built from it.
 * A deployment elsewhere sets `SITE_ORIGIN` (for example
 * `SITE_ORIGIN=https://docs.example.com npm run build`).
 */
export const defaultSiteOrigin = 'https://rslib.rs';

/** The origin from `SITE_ORIGIN`, else the default; bad values fail the build. */
export function resolveSiteOrigin(value: string | undefined = process.env.SITE_ORIGIN): string {
  const raw = value?.trim() || defaultSiteOrigin;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new Error(`SITE_ORIGIN must be an absolute URL such as https://rslib.rs, got "${raw}"`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new Error(`SITE_ORIGIN must use http or https, got "${raw}"`);
  }
  if (url.pathname !== '/' || url.search || url.hash) {
    throw new Error(`SITE_ORIGIN must be an origin without a path, got "${raw}"`);
  }
  return url.origin;
}

export const siteOrigin = resolveSiteOrigin();

/** An absolute URL on the site for a route or file path starting with `/`. */
export function absoluteUrl(pathname: string, origin: string = siteOrigin): string {
  return `${origin}${pathname.startsWith('/') ? pathname : `/${pathname}`}`;
}
