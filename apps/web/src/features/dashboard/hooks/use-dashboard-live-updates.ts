import { useEffect } from 'react';
import { useDispatch, useStore } from 'react-redux';
import { api, BOOKING_COUNTS_TAG, BOOKING_LIST_TAG } from '../../../lib/api';
import { acquireSocket, onResync } from '../../../lib/socket';
import { coalesce, LIVE_REFRESH_DELAY_MS, LIVE_REFRESH_MAX_WAIT_MS } from '../live-refresh';

/**
 * Keeps the dashboard's list, counts and chart current: the server pushes `booking:changed`
 * to the user's own room (joined at connection, no request needed) for every create, edit,
 * transition and cancellation. Each burst of events becomes one refetch of what is on
 * screen; so does a reconnect that lost events, and the first connection (an event sent
 * between the page's first fetch and the socket joining the room would be missed otherwise).
 */
export function useDashboardLiveUpdates(): void {
  const store = useStore();
  const dispatch = useDispatch();
  useEffect(() => {
    const refresh = coalesce(
      () => dispatch(api.util.invalidateTags([BOOKING_LIST_TAG, BOOKING_COUNTS_TAG])),
      LIVE_REFRESH_DELAY_MS,
      LIVE_REFRESH_MAX_WAIT_MS,
    );
    const lease = acquireSocket(store);
    const onChanged = () => refresh.trigger();
    const onHello = ({ recovered }: { recovered: boolean }) => {
      if (!recovered) refresh.trigger();
    };
    lease.socket.on('booking:changed', onChanged);
    lease.socket.on('server:hello', onHello);
    const stopResync = onResync(refresh.trigger);
    return () => {
      stopResync();
      lease.socket.off('booking:changed', onChanged);
      lease.socket.off('server:hello', onHello);
      refresh.cancel();
      lease.release();
    };
  }, [store, dispatch]);
}
