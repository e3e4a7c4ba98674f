import { AUTH_TOKEN_REFRESH_CHECK_INTERVAL_MS } from '@hm/contracts';
import { refreshSession } from '../../lib/session/refresh-session';
import { isExpiringSoon } from '../../lib/session/refresh-timing';
import type { SessionStore } from '../../lib/session/session-refresh';
import { hasSessionHint, SESSION_HINT_KEY } from './session-hint';
import { sessionEnded, sessionStarted, type AuthState, type StateWithAuth } from '../../lib/session/session-slice';
import { listenToOtherTabs } from './tab-channel';

/**
 * Keeps this tab's session alive and in step with the other tabs, from the first load:
 * - restores the session from its cookie (only if this browser had one: session-hint.ts);
 * - refreshes the access token shortly before it expires (checked every 30 s, and when
 *   the tab becomes visible again, since background tabs' timers are throttled);
 * - adopts sign-ins, refreshes and sign-outs made in other tabs.
 * Returns a function that stops all of it.
 */
export function startSessionSync(store: SessionStore): () => void {
  const auth = (): AuthState => (store.getState() as StateWithAuth).auth;

  if (hasSessionHint()) {
    void refreshSession(store).then((outcome) => {
      // The API could not be reached: show the site signed out for now; the hint stays,
      // so the next visit tries again.
      if (outcome === 'unavailable' && auth().status === 'loading') store.dispatch(sessionEnded('startup'));
    });
  } else {
    store.dispatch(sessionEnded('startup'));
  }

  const refreshIfExpiring = () => {
    const current = auth();
    if (current.status === 'signed-in' && isExpiringSoon(current.accessTokenExpiresAt, Date.now())) void refreshSession(store);
  };
  const interval = setInterval(refreshIfExpiring, AUTH_TOKEN_REFRESH_CHECK_INTERVAL_MS);
  const onVisibilityChange = () => {
    if (document.visibilityState === 'visible') refreshIfExpiring();
  };
  document.addEventListener('visibilitychange', onVisibilityChange);

  const stopListening = listenToOtherTabs((message) => {
    if (message.type === 'session-started') store.dispatch(sessionStarted(message.session, 'other-tab'));
    else if (auth().status !== 'signed-out') store.dispatch(sessionEnded('other-tab'));
  });
  // Without BroadcastChannel, the hint's removal is the sign-out signal.
  const onStorage = (event: StorageEvent) => {
    if (event.key === SESSION_HINT_KEY && event.newValue === null && auth().status === 'signed-in') {
      store.dispatch(sessionEnded('other-tab'));
    }
  };
  window.addEventListener('storage', onStorage);

  return () => {
    clearInterval(interval);
    document.removeEventListener('visibilitychange', onVisibilityChange);
    window.removeEventListener('storage', onStorage);
    stopListening();
  };
}
