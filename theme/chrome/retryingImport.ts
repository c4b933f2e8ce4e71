/**
 * A chunk fetched on first use and shared by every caller after it. A fetch
 * that fails (offline, or a page left open across a deploy that removed the
 * chunk) resolves to undefined instead of rejecting, so the component that
 * waits for it can show a fallback, and the next call fetches it again.
 */
export function retryingImport<T>(load: () => Promise<T>): () => Promise<T | undefined> {
  let request: Promise<T | undefined> | undefined;
  return () => {
    request ??= load().catch(() => {
      // Forgotten once it has failed: the next call starts a new fetch.
      request = undefined;
      return undefined;
    });
    return request;
  };
}
