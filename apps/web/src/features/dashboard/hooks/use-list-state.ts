import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { parseListState, toSearchParams, type DashboardListState } from '../list-state';

export interface ListStateControls {
  state: DashboardListState;
  /** Moves the list to `next` (a history entry, unless `replace`: typing a search should not fill Back). */
  update: (next: DashboardListState, options?: { replace?: boolean }) => void;
  /** A link's target for `next`, on the current page. */
  searchFor: (next: DashboardListState) => string;
}

/** The list's filters, read from and written to the URL (list-state.ts). */
export function useListState(): ListStateControls {
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => parseListState(params), [params]);
  const update = useCallback(
    (next: DashboardListState, options: { replace?: boolean } = {}) =>
      setParams((current) => toSearchParams(next, current), { replace: options.replace ?? false, preventScrollReset: true }),
    [setParams],
  );
  const searchFor = useCallback(
    (next: DashboardListState) => {
      const search = toSearchParams(next, params).toString();
      return search ? `?${search}` : '';
    },
    [params],
  );
  return { state, update, searchFor };
}
