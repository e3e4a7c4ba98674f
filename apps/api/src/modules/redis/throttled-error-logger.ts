import type { Logger } from '@nestjs/common';

/**
 * ioredis reports every failed reconnect; while Redis is down that is one line every 2 s.
 * Log the first error, then at most one per interval.
 */
export function throttledErrorLogger(logger: Logger, intervalMs = 30_000): (error: Error) => void {
  let lastLoggedAt = Number.NEGATIVE_INFINITY;
  return (error) => {
    const now = Date.now();
    if (now - lastLoggedAt < intervalMs) return;
    lastLoggedAt = now;
    logger.warn(`Redis connection problem: ${error.message}`);
  };
}
