/** Scroll position (px) from which the navigation bar is filled. */
export const NAV_FILL_THRESHOLD = 100;
/** Interval (ms) of the throttled scroll handlers. */
export const SCROLL_THROTTLE_MS = 200;

export type HideNavbarSetting = 'always' | 'auto' | 'never';

export interface NavbarState {
  /** True from 100 px of scroll on: the bar gets its background (`body.notTopArrived`). */
  filled: boolean;
  /** True while the bar is slid out of view. */
  hidden: boolean;
}

/**
 * The navigation bar's state after a scroll from `previousY` to `y`.
 * With `hideNavbar: 'auto'` the bar hides while the reader scrolls down past
 * the bar's own height and comes back on any scroll up; 'always' and 'never'
 * keep it in view (the spec only hides it when the setting is neither).
 * A jump to an anchor (`jumpedToAnchor`) also hides it, whichever way the
 * page moved, so the bars never cover the heading 72 px from the top.
 */
export function nextNavbarState(
  setting: HideNavbarSetting | undefined,
  previousY: number,
  y: number,
  previous: NavbarState,
  jumpedToAnchor = false,
  navHeight = 64,
): NavbarState {
  const filled = y >= NAV_FILL_THRESHOLD;
  if (setting !== 'auto') return { filled, hidden: false };
  if (y <= navHeight) return { filled, hidden: false };
  if (jumpedToAnchor || y > previousY) return { filled, hidden: true };
  if (y < previousY) return { filled, hidden: false };
  return { filled, hidden: previous.hidden };
}
