import { LoadState as SharedLoadState } from '../../../components/ui/load-state';

/** Loading and failure of one console list, with a retry. */
export function LoadState(props: { loading: boolean; failed: boolean; onRetry: () => void }) {
  return <SharedLoadState {...props} namespace="admin" />;
}

export const ACTION_BUTTON =
  'inline-flex min-h-11 items-center justify-center rounded-lg px-4 py-2 text-sm font-semibold disabled:cursor-not-allowed disabled:opacity-70';
