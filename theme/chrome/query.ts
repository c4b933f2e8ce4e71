/**
 * Page parts that a query parameter set to 0 hides: `?navbar=0`,
 * `?sidebar=0`, `?outline=0`, `?footer=0`. Rspress only honours these as
 * frontmatter keys, so the query values are turned into the same frontmatter.
 */
export const HIDEABLE_PARTS = ['navbar', 'sidebar', 'outline', 'footer'] as const;
export type HideablePart = (typeof HIDEABLE_PARTS)[number];

/** Frontmatter overrides for a location's search string, or undefined when none apply. */
export function frontmatterFromQuery(
  search: string,
): Partial<Record<HideablePart, false>> | undefined {
  const query = new URLSearchParams(search);
  const overrides: Partial<Record<HideablePart, false>> = {};
  for (const part of HIDEABLE_PARTS) {
    if (query.get(part) === '0') overrides[part] = false;
  }
  return Object.keys(overrides).length > 0 ? overrides : undefined;
}

interface PageLike {
  title?: string;
  frontmatter?: Record<string, unknown>;
}

/**
 * The page data the layout sees: the query switches applied as frontmatter,
 * and an overview page without a title headed with the localised "Overview"
 * (Rspress falls back to an English literal).
 */
export function applyPageOverrides<Page extends PageLike>(
  page: Page,
  search: string,
  overviewTitle: string,
): Page {
  const overrides = frontmatterFromQuery(search);
  const untitledOverview = page.frontmatter?.overview === true && !page.title;
  if (!overrides && !untitledOverview) return page;
  return {
    ...page,
    title: untitledOverview ? overviewTitle : page.title,
    frontmatter: { ...page.frontmatter, ...overrides },
  };
}
