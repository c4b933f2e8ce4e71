import { useSyncExternalStore } from 'react';
import { ProgressCircle } from '../chrome/rspress-internals';
import {
  readingProgress,
  serverReadingProgress,
  subscribeToReadingProgress,
} from './readingProgress';

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

export function ReadPercent({ size, strokeWidth }: { size: number; strokeWidth: number }) {
  const [percent] = useReadPercent();
  return <ProgressCircle percent={percent} size={size} strokeWidth={strokeWidth} />;
}
