/**
 * This site's own source repository, set by the deployment: with
 * `SITE_REPOSITORY` (for example
 * `SITE_REPOSITORY=https://github.com/me/rslib-docs npm run build`) each
 * page's "Source" link points at the file of that repository that produced it;
 * the branch defaults to `main` and is set with `SITE_REPOSITORY_BRANCH`.
 * Without it the link points at the page's Markdown copy on the site itself
 * (theme/Layout/EditLink.tsx): no address is invented.
 */

/** The repository URL from `SITE_REPOSITORY`, or undefined; bad values fail the build. */
export function resolveSiteRepository(
  value: string | undefined = process.env.SITE_REPOSITORY,
): string | undefined {
  const raw = value?.trim();
  if (!raw) return undefined;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new Error(
      `SITE_REPOSITORY must be an absolute URL such as https://github.com/me/rslib-docs, got "${raw}"`,
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
  repository: string | undefined = siteRepository,
  branch: string = siteRepositoryBranch,
): string | undefined {
  return repository && `${repository}/blob/${branch}/docs`;
}
