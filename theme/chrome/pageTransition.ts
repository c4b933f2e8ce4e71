import { startTransition } from 'react';
import { flushSync } from 'react-dom';

/**
 * Name of the event dispatched on `window` after every page switch, once the
 * new page's content is in the DOM (the `content-reload` event). Listen to it to
 * re-run code that works on the page body:
 * `window.addEventListener('content-reload', () => …)`.
 */
export const CONTENT_RELOAD_EVENT = 'content-reload';

/** Progress bar settings; nprogress takes all four as options. */
export const PROGRESS_BAR_SETTINGS = {
  minimum: 0.08,
  speed: 200,
  trickleRate: 0.02,
  trickleSpeed: 800,
} as const;

type Update = () => unknown;

let preloadsInFlight = 0;

function canUseViewTransition(): boolean {
  return (
    typeof document !== 'undefined' &&
    typeof document.startViewTransition === 'function' &&
    !window.matchMedia('(prefers-reduced-motion: reduce)').matches
  );
}

/**
 * The `startTransition` our Link hands to Rspress's navigation. Rspress calls
 * it twice per click: first with the step that preloads the next page (the
 * progress bar shows while that runs, so it must stay outside the view
 * transition, during which the page does not repaint), then, from inside that
 * step, with the router update. The router update is run synchronously inside
 * `document.startViewTransition` so the browser animates old to new content.
 */
export function startPageTransition(update: Update, href?: string): void {
  if (preloadsInFlight === 0) {
    preloadsInFlight += 1;
    const done = () => {
      preloadsInFlight -= 1;
    };
    // The preload fails when the next page's chunk or data cannot be fetched
    // (a flaky connection, a deploy that removed it): the browser then loads
    // the page itself, so a click on a link always leads to its page.
    const failed = () => {
      done();
      if (href) window.location.assign(href);
    };
    try {
      Promise.resolve(update()).then(done, failed);
    } catch (error) {
      done();
      throw error;
    }
    return;
  }
  if (canUseViewTransition()) {
    document.startViewTransition(() => {
      flushSync(() => {
        update();
      });
    });
    return;
  }
  startTransition(() => {
    update();
  });
}
