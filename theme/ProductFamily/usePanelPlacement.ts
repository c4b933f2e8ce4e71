import { type RefObject, useLayoutEffect } from 'react';

/** Gap between the button and the panel. */
const SIDE_OFFSET = 10;
/** The panel keeps this far from the viewport's edges. */
const EDGE_PADDING = 12;

/** Where the panel goes: below the button, its start aligned with the button's, kept on screen. */
export function panelPlacement(
  trigger: { left: number; bottom: number },
  panelWidth: number,
  viewport: { width: number; height: number },
): { left: number; top: number; availableHeight: number } {
  const top = trigger.bottom + SIDE_OFFSET;
  const left = Math.max(
    EDGE_PADDING,
    Math.min(trigger.left, viewport.width - panelWidth - EDGE_PADDING),
  );
  return { left, top, availableHeight: Math.max(0, viewport.height - top - EDGE_PADDING) };
}

/**
 * Shows the open panel in the top layer (a manual `popover`: our own state
 * decides when it closes) and places it under its button, following the button
 * when the page scrolls (the nav bar hides and shows) or the window resizes.
 */
export function usePanelPlacement(
  open: boolean,
  triggerRef: RefObject<HTMLElement | null>,
  panelRef: RefObject<HTMLElement | null>,
) {
  useLayoutEffect(() => {
    const trigger = triggerRef.current;
    const panel = panelRef.current;
    if (!open || !trigger || !panel) return;
    // Without popover support the panel is still a fixed box above the page.
    if (typeof panel.showPopover === 'function' && !panel.matches(':popover-open')) {
      panel.showPopover();
    }
    let frame = 0;
    const place = () => {
      frame = 0;
      const { left, top, availableHeight } = panelPlacement(
        trigger.getBoundingClientRect(),
        panel.offsetWidth,
        { width: document.documentElement.clientWidth, height: window.innerHeight },
      );
      panel.style.left = `${left}px`;
      panel.style.top = `${top}px`;
      panel.style.setProperty('--rs-product-family-available-height', `${availableHeight}px`);
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(place);
    };
    // The nav bar slides away and back with a transition, moving the button:
    // a transition that ends on one of the button's ancestors re-places the panel.
    const onTransitionEnd = (event: TransitionEvent) => {
      if (event.target instanceof Node && event.target.contains(trigger)) schedule();
    };
    place();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    document.addEventListener('transitionend', onTransitionEnd);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
      document.removeEventListener('transitionend', onTransitionEnd);
    };
  }, [open, triggerRef, panelRef]);
}
