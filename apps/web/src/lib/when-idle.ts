/**
 * Runs `callback` once the browser has nothing else to do, or after `timeoutMs` at the latest
 * (a browser without requestIdleCallback waits 1 s). Returns the cancel, for an effect's clean-up.
 * For downloads a page will soon need but must not delay: they start after the page is live.
 */
export function whenIdle(callback: () => void, timeoutMs = 2000): () => void {
  if (typeof window.requestIdleCallback !== 'function') {
    const timer = window.setTimeout(callback, 1000);
    return () => window.clearTimeout(timer);
  }
  const handle = window.requestIdleCallback(callback, { timeout: timeoutMs });
  return () => window.cancelIdleCallback(handle);
}
