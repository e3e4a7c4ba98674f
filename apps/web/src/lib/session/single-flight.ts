/**
 * Wraps an async function so that calls made while one is running share its result
 * instead of starting another: parallel 401s trigger one refresh, not one each.
 */
export function singleFlight<Args extends unknown[], Result>(run: (...args: Args) => Promise<Result>): (...args: Args) => Promise<Result> {
  let running: Promise<Result> | null = null;
  return (...args) => {
    running ??= run(...args).finally(() => {
      running = null;
    });
    return running;
  };
}
