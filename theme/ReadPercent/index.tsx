import { useSyncExternalStore } from 'react';
import {
  readingProgress,
  serverReadingProgress,
  subscribeToReadingProgress,
} from './readingProgress';
import './index.css';

/**
 * Rspress 2.0.22's reading progress without state set on mount. Its own hook
 * sets the window size in a layout effect (a synchronous update inside the
 * hydration commit: React then runs every passive effect of the hydration
 * and renders again in the commit's task; decisions/0002-memoised-layout-parts.md)
 * and measures the content in an effect (a forced
 * layout). Here the components read a shared store; on a first load at the
 * top of the page it holds what the server rendered, and nothing updates.
 * Rspress's outline, sidebar menu and "Back to top" import both from the theme.
 */
export function useReadPercent(): [percent: number, scrollTop: number] {
  const { percent, scrollTop } = useSyncExternalStore(
    subscribeToReadingProgress,
    readingProgress,
    serverReadingProgress,
  );
  return [percent, scrollTop];
}

/** Two decimals: the arc's length as an attribute, precise to far below a pixel. */
const rounded = (value: number) => Math.round(value * 100) / 100;

/**
 * Rspress 2.0.22's progress circle (same class, size and arc), its stroke
 * colours, caps and turn in index.css instead of attributes repeated twice in
 * every page's HTML (outline and phone menu bar).
 */
export function ReadPercent({ size, strokeWidth }: { size: number; strokeWidth: number }) {
  const [percent] = useReadPercent();
  const radius = (size - strokeWidth) / 2;
  const circumference = rounded(2 * Math.PI * radius);
  const offset = rounded(circumference * (1 - Math.min(100, Math.max(0, percent)) / 100));
  const circle = { cx: size / 2, cy: size / 2, r: radius, strokeWidth };
  return (
    <svg width={size} height={size} className="rp-progress-circle" aria-hidden="true">
      <circle {...circle} />
      <circle {...circle} strokeDasharray={circumference} strokeDashoffset={offset} />
    </svg>
  );
}
