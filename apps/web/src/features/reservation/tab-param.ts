// The reservation page's tab lives in the URL (?tab=timeline), so a link or a reload opens it.

export const RESERVATION_TABS = ['details', 'timeline', 'messages'] as const;
export type ReservationTab = (typeof RESERVATION_TABS)[number];
export const DEFAULT_RESERVATION_TAB: ReservationTab = 'details';

/** The tab a `?tab=` value names; anything else is the default (details). */
export function tabFromParam(value: string | null): ReservationTab {
  return (RESERVATION_TABS as readonly (string | null)[]).includes(value) ? (value as ReservationTab) : DEFAULT_RESERVATION_TAB;
}

/** The search params with `tab` set; the default tab leaves the URL clean. */
export function withTab(params: URLSearchParams, tab: ReservationTab): URLSearchParams {
  const next = new URLSearchParams(params);
  if (tab === DEFAULT_RESERVATION_TAB) next.delete('tab');
  else next.set('tab', tab);
  return next;
}
