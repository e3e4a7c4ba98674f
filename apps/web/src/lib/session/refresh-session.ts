import { API_BASE_URL } from '../api-base-url';
import { createSessionRefresher, requestRefresh, runExclusiveAcrossTabs } from './session-refresh';

/**
 * Refreshes the session from its cookie; one refresh at a time in this tab, one at a time
 * across tabs. Used by the base query on a 401 (lib/api.ts), the refresh timer, the page load,
 * live connections and the OAuth callback (features/auth). Plain fetch, no RTK Query: the page
 * load restores the session before the API client's code is needed.
 */
export const refreshSession = createSessionRefresher({
  requestRefresh: () => requestRefresh(API_BASE_URL),
  runExclusive: runExclusiveAcrossTabs,
  now: () => Date.now(),
});
