import {
  DASHBOARD_SEARCH_MAX_LENGTH,
  DASHBOARD_SORT_COLUMNS,
  DASHBOARD_STATUS_FILTERS,
  type DashboardListQuery,
  type DashboardSortColumn,
  type DashboardStatusFilter,
  type SortDirection,
} from '@hm/contracts';

// The dashboard list's filters live in the URL (?status=&q=&sort=&dir=&page=) so a reload,
// a shared link or the Back button keeps them. Anything unknown in the URL falls back to the
// default rather than reaching the API.

export interface DashboardListState {
  status: DashboardStatusFilter | null;
  search: string;
  sort: DashboardSortColumn;
  direction: SortDirection;
  /** 1-based. */
  page: number;
}

// Newest first (created_at descending), page 1. (business-constants spells the column the
// database's way, 'created_at'; the API's whitelist calls it 'createdAt'.)
export const DEFAULT_LIST_STATE: DashboardListState = {
  status: null,
  search: '',
  sort: 'createdAt',
  direction: 'desc',
  page: 1,
};

export const LIST_PARAM = { status: 'status', search: 'q', sort: 'sort', direction: 'dir', page: 'page' } as const;

function isStatusFilter(value: string | null): value is DashboardStatusFilter {
  return value !== null && (DASHBOARD_STATUS_FILTERS as readonly string[]).includes(value);
}

function isSortColumn(value: string | null): value is DashboardSortColumn {
  return value !== null && (DASHBOARD_SORT_COLUMNS as readonly string[]).includes(value);
}

function parsePage(value: string | null): number {
  if (value === null || !/^\d{1,6}$/.test(value)) return DEFAULT_LIST_STATE.page;
  const page = Number(value);
  return page >= 1 ? page : DEFAULT_LIST_STATE.page;
}

export function parseListState(params: URLSearchParams): DashboardListState {
  const status = params.get(LIST_PARAM.status);
  const sort = params.get(LIST_PARAM.sort);
  const direction = params.get(LIST_PARAM.direction);
  return {
    status: isStatusFilter(status) ? status : DEFAULT_LIST_STATE.status,
    search: (params.get(LIST_PARAM.search) ?? '').slice(0, DASHBOARD_SEARCH_MAX_LENGTH),
    sort: isSortColumn(sort) ? sort : DEFAULT_LIST_STATE.sort,
    direction: direction === 'asc' || direction === 'desc' ? direction : DEFAULT_LIST_STATE.direction,
    page: parsePage(params.get(LIST_PARAM.page)),
  };
}

/**
 * The state as URL parameters, defaults left out so the plain /dashboard stays plain.
 * Parameters that are not the list's own (e.g. the chart period) are kept from `base`.
 */
export function toSearchParams(state: DashboardListState, base: URLSearchParams = new URLSearchParams()): URLSearchParams {
  const params = new URLSearchParams(base);
  const set = (key: string, value: string | null) => (value === null ? params.delete(key) : params.set(key, value));
  set(LIST_PARAM.status, state.status);
  set(LIST_PARAM.search, state.search.trim() === '' ? null : state.search);
  set(LIST_PARAM.sort, state.sort === DEFAULT_LIST_STATE.sort ? null : state.sort);
  set(LIST_PARAM.direction, state.direction === DEFAULT_LIST_STATE.direction ? null : state.direction);
  set(LIST_PARAM.page, state.page === DEFAULT_LIST_STATE.page ? null : String(state.page));
  return params;
}

/** What the list endpoint is asked for. */
export function toListQuery(state: DashboardListState): DashboardListQuery {
  const search = state.search.trim();
  return {
    ...(state.status ? { status: state.status } : {}),
    ...(search ? { search } : {}),
    sort: state.sort,
    direction: state.direction,
    page: state.page,
  };
}

/** Clicking the sorted column flips its direction; another column sorts ascending. Back to page 1. */
export function sortBy(state: DashboardListState, column: DashboardSortColumn): DashboardListState {
  const direction: SortDirection = state.sort === column ? (state.direction === 'asc' ? 'desc' : 'asc') : 'asc';
  return { ...state, sort: column, direction, page: 1 };
}

/** A new status or search shows the first page of the new result. */
export function withFilter(state: DashboardListState, changes: Partial<Pick<DashboardListState, 'status' | 'search'>>): DashboardListState {
  return { ...state, ...changes, page: 1 };
}

export function withPage(state: DashboardListState, page: number): DashboardListState {
  return { ...state, page: Math.max(1, Math.floor(page)) };
}
