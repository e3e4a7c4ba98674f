import type { Dispatch } from '@reduxjs/toolkit';
import { AUTH_ROUTES, type AuthSession } from '@hm/contracts';
import { isExpiringSoon } from './refresh-timing';
import { sessionEnded, sessionStarted, type AuthState, type StateWithAuth } from './session-slice';
import { isAuthSession } from './session-shape';
import { singleFlight } from './single-flight';

/** refreshed: a new access token is in the store; rejected: no session (signed out); unavailable: try later. */
export type RefreshOutcome = 'refreshed' | 'rejected' | 'unavailable';

export type RefreshResponse = { kind: 'session'; session: AuthSession } | { kind: 'rejected' } | { kind: 'unavailable' };

/** The part of the Redux store (or of RTK Query's BaseQueryApi) a refresh needs. */
export interface SessionStore {
  dispatch: Dispatch;
  getState: () => unknown;
}

export interface SessionRefresherDeps {
  requestRefresh: () => Promise<RefreshResponse>;
  /** Runs `task` while no other tab of this browser runs one of its own. */
  runExclusive: <T>(task: () => Promise<T>) => Promise<T>;
  now: () => number;
}

const authOf = (store: SessionStore): AuthState => (store.getState() as StateWithAuth).auth;

/**
 * Trades the refresh cookie for a new access token. Calls made while one is running share
 * it (parallel 401s, the timer and the page load); across tabs, refreshes take turns, so
 * that a tab adopts the session another tab just got instead of rotating the token again.
 * Overlapping refreshes are safe anyway: for a short while the server answers a just-rotated
 * token with the same new pair, and only treats it as stolen later.
 */
export function createSessionRefresher({ requestRefresh, runExclusive, now }: SessionRefresherDeps) {
  return singleFlight(async (store: SessionStore): Promise<RefreshOutcome> => {
    const tokenBefore = authOf(store).accessToken;
    return runExclusive(async () => {
      const before = authOf(store);
      // Another tab refreshed while this one waited for its turn, and shared the session.
      if (before.status === 'signed-in' && before.accessToken !== tokenBefore && !isExpiringSoon(before.accessTokenExpiresAt, now())) {
        return 'refreshed';
      }
      const response = await requestRefresh();
      const after = authOf(store);
      // Signed out (here or in another tab) while the request was on its way: an answer
      // issued before the sign-out must not sign the user back in.
      if (before.status !== 'signed-out' && after.status === 'signed-out') return 'rejected';
      if (response.kind === 'session') {
        store.dispatch(sessionStarted(response.session));
        return 'refreshed';
      }
      if (response.kind === 'rejected') {
        if (after.status !== 'signed-out') store.dispatch(sessionEnded());
        return 'rejected';
      }
      return 'unavailable';
    });
  });
}

/** POST /api/auth/refresh with the cookie. 401/403 mean no session; anything else may pass. */
export async function requestRefresh(apiBaseUrl: string): Promise<RefreshResponse> {
  let response: Response;
  try {
    response = await fetch(`${apiBaseUrl}/${AUTH_ROUTES.refresh}`, {
      method: 'POST',
      credentials: 'include',
      headers: { Accept: 'application/json' },
    });
  } catch {
    return { kind: 'unavailable' };
  }
  if (response.status === 401 || response.status === 403) return { kind: 'rejected' };
  if (!response.ok) return { kind: 'unavailable' };
  const body: unknown = await response.json().catch(() => null);
  return isAuthSession(body) ? { kind: 'session', session: body } : { kind: 'unavailable' };
}

const REFRESH_LOCK = 'hm.session.refresh';

/** The Web Locks API where the browser has it; otherwise tabs may overlap (rare, and only costs a request). */
export function runExclusiveAcrossTabs<T>(task: () => Promise<T>): Promise<T> {
  if (typeof navigator === 'undefined' || !navigator.locks) return task();
  return navigator.locks.request(REFRESH_LOCK, task) as Promise<T>;
}
