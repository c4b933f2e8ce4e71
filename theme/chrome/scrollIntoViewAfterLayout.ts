import scrollIntoView, { type StandardBehaviorOptions } from 'scroll-into-view-if-needed';

/**
 * Rspress's sidebar and outline scroll their active item into view from an
 * effect (`scroll-into-view-if-needed`, which rspress.config.ts points here
 * for Rspress's own modules only). On a page's first load that effect runs
 * while React hydrates, and measuring the boxes forced the browser to lay out
 * the whole page inside that task (Lighthouse reports it as a forced
 * reflow). Run in the task after
 * the next frame, the same measuring reads the layout the browser has just
 * done. A page switch in between leaves the item detached: nothing to scroll.
 */
export default function scrollIntoViewAfterLayout(
  target: Element,
  options?: StandardBehaviorOptions,
): void {
  requestAnimationFrame(() => {
    setTimeout(() => {
      if (target.isConnected) scrollIntoView(target, options);
    });
  });
}
