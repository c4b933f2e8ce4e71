import { Component, type ReactNode } from 'react';

/** The sessionStorage key: the address last reloaded for a missing chunk, and when. */
const RELOAD_KEY = 'rs-chunk-reload';
/** A second failure on the same address this soon after its reload is not retried. */
const RELOAD_GUARD_MS = 10_000;

/** Rspack's error for a script or CSS chunk that could not be fetched. */
function isChunkLoadError(error: unknown): boolean {
  return error instanceof Error && error.name === 'ChunkLoadError';
}

/** Whether this address was reloaded for a missing chunk a moment ago (a reload loop). */
function reloadedJustNow(href: string): boolean {
  try {
    const last = JSON.parse(sessionStorage.getItem(RELOAD_KEY) ?? 'null');
    return last?.href === href && Date.now() - last.at < RELOAD_GUARD_MS;
  } catch {
    return false;
  }
}

function reload(href: string) {
  try {
    sessionStorage.setItem(RELOAD_KEY, JSON.stringify({ href, at: Date.now() }));
  } catch {
    // Storage unavailable: reload anyway; the guard is for the rare double failure.
  }
  window.location.reload();
}

interface State {
  error?: unknown;
  /** Decided once, when the error arrives: the reload changes what reloadedJustNow reads. */
  reloading?: boolean;
}

/**
 * A page reached without a page load (Back and Forward, or an in-app
 * navigation that skips the link's preload) renders its route's chunk lazily.
 * When that chunk cannot be fetched (offline, or a tab left open across a
 * deploy that removed it), React would unmount the whole app and leave a blank
 * window. This boundary loads the address in full instead: the server sends
 * the pre-rendered page. Any other error passes on.
 */
export class ChunkErrorBoundary extends Component<{ children: ReactNode }, State> {
  state: State = {};

  static getDerivedStateFromError(error: unknown): State {
    return {
      error,
      reloading: isChunkLoadError(error) && !reloadedJustNow(window.location.href),
    };
  }

  componentDidCatch() {
    if (this.state.reloading) reload(window.location.href);
  }

  render() {
    const { error, reloading } = this.state;
    if (error === undefined) return this.props.children;
    // Rethrown, an error reaches React's root as before this boundary existed.
    if (!reloading) throw error;
    return null;
  }
}
