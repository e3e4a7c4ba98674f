import { useEffect, useRef } from 'react';
import { useStore } from 'react-redux';
import { coalesce, LIVE_REFRESH_DELAY_MS, LIVE_REFRESH_MAX_WAIT_MS } from '../lib/live-refresh';
import { acquireSocket, onResync } from '../lib/socket';

/** Server events after which a list on screen may be out of date (contracts ServerToClientEvents). */
export type LiveRefreshEvent = 'booking:changed' | 'booking:message' | 'jobs:changed' | 'console:changed';

/**
 * Keeps a list current: `refresh` runs after each burst of `events` on the app's socket (one
 * run per burst, within a second), after a reconnect that lost events, and on the first
 * connection (an event sent between the page's first fetch and the socket joining its rooms
 * would be missed otherwise). The events come to rooms the server joins at connection (the
 * user's own, and the professionals' or operators' room), so no request is needed to follow them.
 */
export function useLiveRefresh(refresh: () => void, events: readonly LiveRefreshEvent[]): void {
  const store = useStore();
  const latest = useRef(refresh);
  useEffect(() => {
    latest.current = refresh;
  });
  const eventList = events.join(',');
  useEffect(() => {
    const names = eventList.split(',') as LiveRefreshEvent[];
    const coalescer = coalesce(() => latest.current(), LIVE_REFRESH_DELAY_MS, LIVE_REFRESH_MAX_WAIT_MS);
    const lease = acquireSocket(store);
    const onEvent = () => coalescer.trigger();
    const onHello = ({ recovered }: { recovered: boolean }) => {
      if (!recovered) coalescer.trigger();
    };
    for (const name of names) lease.socket.on(name, onEvent);
    lease.socket.on('server:hello', onHello);
    const stopResync = onResync(coalescer.trigger);
    return () => {
      stopResync();
      for (const name of names) lease.socket.off(name, onEvent);
      lease.socket.off('server:hello', onHello);
      coalescer.cancel();
      lease.release();
    };
  }, [store, eventList]);
}
