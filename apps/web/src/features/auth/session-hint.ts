/**
 * A flag in localStorage saying "this browser had a session". The refresh token is in an
 * HttpOnly cookie that scripts cannot see, so without the flag every visit would have to
 * ask the API, and every anonymous visitor would get a 401 on each page load. A stale
 * flag costs one refused refresh, after which it is cleared. Removing it is also how
 * other tabs learn of a sign-out when BroadcastChannel is missing.
 */
export const SESSION_HINT_KEY = 'hm.session';

// Storage can be disabled or full (private modes, policies): the app still works, it just
// cannot restore the session on the next visit.
function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

export function hasSessionHint(): boolean {
  try {
    return storage()?.getItem(SESSION_HINT_KEY) === '1';
  } catch {
    return false;
  }
}

export function setSessionHint(): void {
  try {
    storage()?.setItem(SESSION_HINT_KEY, '1');
  } catch {
    // See storage().
  }
}

export function clearSessionHint(): void {
  try {
    storage()?.removeItem(SESSION_HINT_KEY);
  } catch {
    // See storage().
  }
}
