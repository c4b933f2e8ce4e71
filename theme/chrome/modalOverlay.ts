import { type RefObject, useEffect, useRef } from 'react';

/**
 * Marks `inert` every element of the page outside `keep` (and their
 * ancestors), so neither Tab nor a screen reader's cursor leaves them; returns
 * the undo. The platform's own modality, as `<dialog>.showModal()` gives,
 * for overlays that are ordinary elements at other window widths.
 */
function inertOutside(keep: Element[]): () => void {
  const onPath = new Set<Element>();
  for (const element of keep) {
    for (let node: Element | null = element; node && node !== document.body; ) {
      onPath.add(node);
      node = node.parentElement;
    }
  }
  const made: HTMLElement[] = [];
  for (const node of onPath) {
    for (const sibling of node.parentElement?.children ?? []) {
      if (onPath.has(sibling) || !(sibling instanceof HTMLElement) || sibling.inert) continue;
      sibling.inert = true;
      made.push(sibling);
    }
  }
  return () => {
    for (const element of made) element.inert = false;
  };
}

const focusable =
  'a[href], button:not([disabled]), input:not([disabled]), select, textarea, [tabindex]:not([tabindex="-1"])';

export interface ModalOverlay {
  open: boolean;
  /** The overlay; focus moves to its first control (or `initialFocus`) when it opens. */
  overlay: RefObject<HTMLElement | null>;
  /** The button that opened it: stays reachable (it closes the overlay) and gets the focus back. */
  opener: RefObject<HTMLElement | null>;
  close: () => void;
  /** Other elements that stay outside the inert page (the overlay's click-away mask). */
  alsoKeep?: () => (Element | null)[];
  initialFocus?: (overlay: HTMLElement) => HTMLElement | null;
}

/**
 * A phone overlay (nav screen, sidebar drawer, outline) as a modal, as
 * WAI-ARIA Authoring Practices describe a dialog: while it is open the focus
 * moves into it and stays within it and its opener, Escape closes it, and the
 * focus returns to the opener when it closes with the focus inside.
 */
export function useModalOverlay({
  open,
  overlay,
  opener,
  close,
  alsoKeep,
  initialFocus,
}: ModalOverlay) {
  // The latest callbacks, so the effect runs only when `open` changes.
  const latest = useRef({ close, alsoKeep, initialFocus });
  latest.current = { close, alsoKeep, initialFocus };

  useEffect(() => {
    const overlayElement = overlay.current;
    const openerElement = opener.current;
    if (!open || !overlayElement || !openerElement) return;
    const keep = [overlayElement, openerElement, ...(latest.current.alsoKeep?.() ?? [])].filter(
      (element): element is Element => element !== null,
    );
    const undoInert = inertOutside(keep);
    const first =
      latest.current.initialFocus?.(overlayElement) ??
      overlayElement.querySelector<HTMLElement>(focusable);
    first?.focus({ preventScroll: true });

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      event.preventDefault();
      latest.current.close();
      openerElement.focus({ preventScroll: true });
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      undoInert();
      const active = document.activeElement;
      if (!active || active === document.body || overlayElement.contains(active)) {
        openerElement.focus({ preventScroll: true });
      }
    };
  }, [open, overlay, opener]);
}
