/**
 * Overlays that lock the page's scrolling while they are open (spec §4):
 * the mobile nav screen, the sidebar drawer, the outline dropdown, the search
 * panel and the social more-menu. Rspress itself only locks for the first two,
 * so the chrome watches the DOM for any of these and locks the root element.
 * A component of ours (or the search panel that replaces Rspress's) opts in
 * with `data-scroll-lock` or `aria-modal="true"`.
 */
export const OVERLAY_SELECTORS = [
  '.rp-nav-screen--open',
  '.rp-doc-layout__sidebar--open',
  '.rp-doc-layout__outline--open',
  '.rp-search-panel__modal',
  '[data-scroll-lock]',
  '[aria-modal="true"]',
] as const;

export const SCROLL_LOCK_CLASS = 'rp-scroll-locked';

/** Whether an overlay is open and actually shown (a closed drawer keeps no class). */
export function isOverlayOpen(root: ParentNode): boolean {
  return OVERLAY_SELECTORS.some((selector) => root.querySelector(selector) !== null);
}
