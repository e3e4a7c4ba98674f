// Bursts of booking events (an operator moving several bookings, a reconnect replaying
// missed events) should cost one refetch, not one per event: calls within `delayMs` of
// each other are merged and the refetch runs `delayMs` after the last one, but never later
// than `maxWaitMs` after the first, so a steady stream still shows within 1 s, the most a change may take to show.

export interface Scheduler {
  setTimeout: (callback: () => void, ms: number) => unknown;
  clearTimeout: (handle: unknown) => void;
  now: () => number;
}

const realScheduler: Scheduler = {
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
  now: () => Date.now(),
};

export interface Coalescer {
  trigger: () => void;
  cancel: () => void;
}

export function coalesce(run: () => void, delayMs: number, maxWaitMs: number, scheduler: Scheduler = realScheduler): Coalescer {
  let handle: unknown = null;
  let firstAt: number | null = null;
  const fire = () => {
    handle = null;
    firstAt = null;
    run();
  };
  return {
    trigger: () => {
      const now = scheduler.now();
      if (firstAt === null) firstAt = now;
      if (handle !== null) scheduler.clearTimeout(handle);
      const wait = Math.max(0, Math.min(delayMs, firstAt + maxWaitMs - now));
      handle = scheduler.setTimeout(fire, wait);
    },
    cancel: () => {
      if (handle !== null) scheduler.clearTimeout(handle);
      handle = null;
      firstAt = null;
    },
  };
}

/** Far inside the 1 s a change may take to show, long enough to merge a burst. */
export const LIVE_REFRESH_DELAY_MS = 150;
export const LIVE_REFRESH_MAX_WAIT_MS = 500;
