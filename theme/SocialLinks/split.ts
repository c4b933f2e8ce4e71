/** Social links shown in the top bar before the rest go into the more-menu. */
export const SOCIAL_LINKS_SHOWN = 3;

export function splitSocialLinks<T>(
  links: readonly T[],
  shownCount = SOCIAL_LINKS_SHOWN,
): { shown: T[]; hidden: T[] } {
  return { shown: links.slice(0, shownCount), hidden: links.slice(shownCount) };
}
