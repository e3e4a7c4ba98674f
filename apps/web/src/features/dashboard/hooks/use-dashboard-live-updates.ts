import { useDispatch } from 'react-redux';
import { useLiveRefresh } from '../../../hooks/use-live-refresh';
import { api, BOOKING_COUNTS_TAG, BOOKING_LIST_TAG } from '../../../lib/api';

/**
 * Keeps the dashboard's list, counts and chart current: the server pushes `booking:changed` to
 * the user's own room for every create, edit, transition and cancellation; each burst becomes one
 * refetch of what is on screen.
 */
export function useDashboardLiveUpdates(): void {
  const dispatch = useDispatch();
  useLiveRefresh(() => dispatch(api.util.invalidateTags([BOOKING_LIST_TAG, BOOKING_COUNTS_TAG])), ['booking:changed']);
}
