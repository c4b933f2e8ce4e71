import { NotFoundLayout as OriginalNotFoundLayout } from '@rspress/core/theme-original';
import { useOldUrlRedirect } from './useOldUrlRedirect';

/**
 * Rspress's 404 page inside a <main> landmark. It has none of its own, so
 * screen-reader users could not jump to the content and the skip link
 * (theme/chrome/SkipLink.tsx) had nowhere to go.
 */
export function NotFoundLayout() {
  useOldUrlRedirect();
  return (
    <main>
      <OriginalNotFoundLayout />
    </main>
  );
}
