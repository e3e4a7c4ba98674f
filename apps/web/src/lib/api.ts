import { createApi, fetchBaseQuery, type BaseQueryFn, type FetchArgs, type FetchBaseQueryError } from '@reduxjs/toolkit/query/react';
import { apiLoaded } from './api-loading';
import { shouldRefreshAfter } from './session/reauth-rule';
import { API_BASE_URL } from './api-base-url';
import { refreshSession } from './session/refresh-session';
import { selectAccessToken, type StateWithAuth } from './session/session-slice';

// Cookies are sent (`credentials: 'include'`) because the refresh token lives in one.
const rawBaseQuery = fetchBaseQuery({
  baseUrl: API_BASE_URL,
  credentials: 'include',
  prepareHeaders: (headers, { getState }) => {
    const token = selectAccessToken(getState() as StateWithAuth);
    if (token && !headers.has('Authorization')) headers.set('Authorization', `Bearer ${token}`);
    return headers;
  },
});

/**
 * Sends the access token; when the API refuses it, refreshes the session once (parallel
 * failures share that refresh) and replays the call. A refused refresh signs out
 * (features/auth/session-refresh.ts); an unreachable server leaves the session alone and
 * returns the original error.
 */
const baseQueryWithReauth: BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError> = async (args, baseApi, extra) => {
  const tokenSent = selectAccessToken(baseApi.getState() as StateWithAuth);
  const result = await rawBaseQuery(args, baseApi, extra);
  if (!shouldRefreshAfter(args, result.error, tokenSent)) return result;
  // Someone else (another call, another tab) already renewed the token: just replay.
  if (selectAccessToken(baseApi.getState() as StateWithAuth) === tokenSent) {
    const outcome = await refreshSession(baseApi);
    if (outcome !== 'refreshed') return result;
  }
  return rawBaseQuery(args, baseApi, extra);
};

/**
 * The signed-in user's booking list and its counts/activity (features/dashboard provides
 * them). Named here, not in the dashboard, so any feature that changes a booking (the
 * reservation page's edit and cancel, the wizard) can invalidate them without importing
 * another feature's internals.
 */
export const BOOKING_LIST_TAG = 'BookingList';
export const BOOKING_COUNTS_TAG = 'BookingCounts';

/**
 * The one RTK Query slice of the app. Features add their endpoints with
 * `api.injectEndpoints(...)` in their own `api.ts`, and their cache tags with
 * `api.enhanceEndpoints({ addTagTypes: [...] })`, so this file does not grow with them.
 */
export const api = createApi({
  reducerPath: 'api',
  baseQuery: baseQueryWithReauth,
  tagTypes: [BOOKING_LIST_TAG, BOOKING_COUNTS_TAG],
  endpoints: () => ({}),
});

// Stores made before this module was loaded take the API's cache and middleware now (app/store.ts).
apiLoaded(api);
