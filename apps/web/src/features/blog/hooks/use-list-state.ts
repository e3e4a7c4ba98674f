import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import {
  changeFilters,
  DEFAULT_LIST_STATE,
  listStateFromParams,
  listStateToParams,
  type BlogListFilterChange,
  type BlogListState,
} from '../list-state';

export interface ListStateControls {
  state: BlogListState;
  /** Changes filters and goes back to page 1. `replace` for typing, so Back does not replay each search. */
  changeFilters: (change: BlogListFilterChange, options?: { replace?: boolean }) => void;
  setPage: (page: number) => void;
  clear: () => void;
}

/** The /blog list state, read from and written to the URL query. */
export function useListState(): ListStateControls {
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => listStateFromParams(params), [params]);
  const write = useCallback(
    (next: BlogListState, replace = false) => setParams(listStateToParams(next), { replace, preventScrollReset: true }),
    [setParams],
  );
  return {
    state,
    changeFilters: useCallback((change, options) => write(changeFilters(state, change), options?.replace ?? false), [state, write]),
    setPage: useCallback((page) => write({ ...state, page }), [state, write]),
    clear: useCallback(() => write(DEFAULT_LIST_STATE), [write]),
  };
}
