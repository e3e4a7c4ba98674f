import { useDispatch } from 'react-redux';
import { useLiveRefresh } from '../../hooks/use-live-refresh';
import { invalidateProJobs } from './api';

/**
 * Keeps the pro app current without a reload: the server sends `booking:changed` to the pro's own
 * room for each change to one of their jobs (an edit, a cancellation, a step), and `jobs:changed`
 * to every professional when the open jobs change (a booking made, taken or cancelled).
 */
export function useProLiveUpdates(): void {
  const dispatch = useDispatch();
  useLiveRefresh(() => dispatch(invalidateProJobs()), ['booking:changed', 'jobs:changed']);
}
