/**
 * The popup of an identifier's type in a config example
 * (site/twoslash/config-types.ts marks them `span.rs-type`, and
 * site/plugins/type-table.ts numbers them with their row in typeTable.ts).
 * One element for the page, made on first use so that no page carries it in
 * its HTML: a manual popover in the top layer, shown while the pointer is over
 * an identifier or while it has focus, hidden by Escape with focus left where
 * it was, and named as the identifier's description while it shows.
 */
import './popover.css';
import { typeOf } from './typeTable';

export const POPOVER_ID = 'rs-type-popover';
const GAP = 6;
const EDGE = 8;

function popoverElement(): HTMLElement {
  let popover = document.getElementById(POPOVER_ID);
  if (!popover) {
    popover = document.createElement('div');
    popover.id = POPOVER_ID;
    popover.className = 'rs-type-popover';
    popover.setAttribute('popover', 'manual');
    popover.setAttribute('role', 'tooltip');
    document.body.append(popover);
  }
  return popover;
}

let shownFor: HTMLElement | undefined;

function place(popover: HTMLElement, target: HTMLElement) {
  const box = target.getBoundingClientRect();
  const width = popover.offsetWidth;
  const height = popover.offsetHeight;
  const left = Math.max(EDGE, Math.min(box.left, window.innerWidth - width - EDGE));
  const below = box.bottom + GAP;
  const top =
    below + height > window.innerHeight && box.top - GAP - height > 0
      ? box.top - GAP - height
      : below;
  popover.style.left = `${left}px`;
  popover.style.top = `${top}px`;
}

export function showType(target: HTMLElement) {
  const row = typeOf(target);
  if (!row) return;
  const popover = popoverElement();
  if (shownFor && shownFor !== target) hideType();
  const code = document.createElement('code');
  code.textContent = row.type;
  const parts: HTMLElement[] = [document.createElement('pre')];
  parts[0]?.append(code);
  if (row.doc) {
    const doc = document.createElement('p');
    doc.textContent = row.doc;
    parts.push(doc);
  }
  popover.replaceChildren(...parts);
  if (!popover.matches(':popover-open')) popover.showPopover();
  place(popover, target);
  target.setAttribute('aria-describedby', POPOVER_ID);
  shownFor = target;
}

export function hideType() {
  const popover = document.getElementById(POPOVER_ID);
  if (popover?.matches(':popover-open')) popover.hidePopover();
  shownFor?.removeAttribute('aria-describedby');
  shownFor = undefined;
}

const typeTarget = (event: Event) =>
  event.target instanceof Element ? (event.target.closest('.rs-type') as HTMLElement | null) : null;

/** Listens on the document for the page's identifiers; returns the clean-up. */
export function listenForTypes(): () => void {
  const onOver = (event: Event) => {
    const target = typeTarget(event);
    if (target) showType(target);
  };
  const onOut = (event: PointerEvent | FocusEvent) => {
    const target = typeTarget(event);
    const next = event.relatedTarget instanceof Node ? event.relatedTarget : null;
    if (target && target === shownFor && !target.contains(next)) {
      // Keep it while focus stays on the identifier the pointer left.
      if (event.type === 'pointerout' && document.activeElement === target) return;
      hideType();
    }
  };
  const onKey = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && shownFor) hideType();
  };
  // Focusing an identifier scrolls it into view: the popup follows it.
  const onScroll = () => {
    const popover = document.getElementById(POPOVER_ID);
    if (shownFor && popover) place(popover, shownFor);
  };
  document.addEventListener('pointerover', onOver);
  document.addEventListener('focusin', onOver);
  document.addEventListener('pointerout', onOut);
  document.addEventListener('focusout', onOut);
  document.addEventListener('keydown', onKey);
  window.addEventListener('scroll', onScroll, { passive: true });
  return () => {
    document.removeEventListener('pointerover', onOver);
    document.removeEventListener('focusin', onOver);
    document.removeEventListener('pointerout', onOut);
    document.removeEventListener('focusout', onOut);
    document.removeEventListener('keydown', onKey);
    window.removeEventListener('scroll', onScroll);
    hideType();
  };
}
