/**
 * How far the reader is through the page content, as Rspress 2.0.22's
 * useReadPercent computes it, kept in one store that every reader of it
 * shares (the outline's circle, the sidebar menu's circle, "Back to top").
 */

export interface ReadingProgress {
  /** 0–100, rounded down. */
  percent: number;
  /** The window's scroll offset in px. */
  scrollTop: number;
}

/** What the formula counts of the scroll: the percentage is 0 until it is positive. */
const scrolledPast = (scrollTop: number, windowHeight: number) =>
  scrollTop - 50 + Math.min(scrollTop, windowHeight);

/** Rspress's formula: the content's height against the scroll offset, with a 50 px start. */
export function readPercent(
  scrollTop: number,
  windowHeight: number,
  contentHeight: number,
): number {
  const counted = scrolledPast(scrollTop, windowHeight);
  if (counted <= 0) return 0;
  return Math.floor(Math.min(Math.max(0, (counted / contentHeight) * 100), 100)) || 0;
}

const atTop: ReadingProgress = { percent: 0, scrollTop: 0 };
let current = atTop;
const listeners = new Set<() => void>();

/**
 * Reads the scroll offset, and the content's height only once the formula
 * needs it: near the top of the page the percentage is 0 whatever the
 * heights, so a first load measures no layout.
 */
function measure(): ReadingProgress {
  const scrollTop = window.scrollY || document.documentElement.scrollTop;
  const windowHeight = window.innerHeight;
  if (scrolledPast(scrollTop, windowHeight) <= 0) return { percent: 0, scrollTop };
  const content = document.querySelector('.rspress-doc');
  const contentHeight = content?.getBoundingClientRect().height ?? 0;
  return { percent: readPercent(scrollTop, windowHeight, contentHeight), scrollTop };
}

function update() {
  const next = measure();
  if (next.percent === current.percent && next.scrollTop === current.scrollTop) return;
  current = next;
  for (const listener of listeners) listener();
}

/** For useSyncExternalStore: listens to scroll and resize while anything reads the store. */
export function subscribeToReadingProgress(listener: () => void): () => void {
  if (listeners.size === 0) {
    window.addEventListener('scroll', update, { passive: true });
    window.addEventListener('resize', update);
    update();
  }
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size > 0) return;
    window.removeEventListener('scroll', update);
    window.removeEventListener('resize', update);
  };
}

export const readingProgress = (): ReadingProgress => current;
/** The pre-rendered page is at the top. */
export const serverReadingProgress = (): ReadingProgress => atTop;
