/**
 * Calls `fn` at most once per `wait` ms: the first call runs at once, later
 * calls within the window collapse into one trailing call with the latest
 * arguments, so the final scroll position is always handled.
 */
export function throttle<Args extends unknown[]>(
  fn: (...args: Args) => void,
  wait: number,
  now: () => number = () => Date.now(),
): ((...args: Args) => void) & { cancel: () => void } {
  let lastRun = Number.NEGATIVE_INFINITY;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let pendingArgs: Args | undefined;

  const run = (args: Args) => {
    lastRun = now();
    pendingArgs = undefined;
    fn(...args);
  };

  const throttled = (...args: Args) => {
    const remaining = wait - (now() - lastRun);
    if (remaining <= 0 && timer === undefined) {
      run(args);
      return;
    }
    pendingArgs = args;
    if (timer === undefined) {
      timer = setTimeout(
        () => {
          timer = undefined;
          if (pendingArgs) run(pendingArgs);
        },
        Math.max(remaining, 0),
      );
    }
  };
  throttled.cancel = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
    pendingArgs = undefined;
  };
  return throttled;
}
