/**
 * This site's own source repository, set once: each page's "Source" link
 * points at the file of this repository that produced it. A fork or mirror
 * sets `SITE_REPOSITORY` (for example
 * `SITE_REPOSITORY=https://github.com/me/rslib-docs npm run build`); the
 * branch defaults to `main` and is set with `SITE_REPOSITORY_BRANCH`.
 */
export const defaultSiteRepository = 'https://github.com/rslib-docs/rslib-docs';

/** The repository URL from `SITE_REPOSITORY`, else the default; bad values fail the build. */
export function resolveSiteRepository(
  value: string | undefined = process.env.SITE_REPOSITORY,
): string {
  const raw = value?.trim() || defaultSiteRepository;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new Error(
      `SITE_REPOSITORY must be an absolute URL such as ${defaultSiteRepository}, got "${raw}"`,
    );
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new Error(`SITE_REPOSITORY must use http or https, got "${raw}"`);
  }
  return `${url.origin}${url.pathname.replace(/\/+$/, '')}`;
}

export const siteRepository = resolveSiteRepository();
export const siteRepositoryBranch = process.env.SITE_REPOSITORY_BRANCH?.trim() || 'main';

/**
 * The base URL of the docs folder, for Rspress's edit link: Rspress appends
 * the page's path inside `docs/` (`en/guide/start/index.mdx`).
 */
export function docsSourceBaseUrl(
  repository: string = siteRepository,
  branch: string = siteRepositoryBranch,
): string {
  return `${repository}/blob/${branch}/docs`;
}
