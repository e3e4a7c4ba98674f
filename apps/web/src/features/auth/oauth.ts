import { AUTH_ROUTES, type Language, type OAuthProvider } from '@hm/contracts';
import { API_BASE_URL } from '../../lib/api-base-url';
import { sanitizeReturnTo } from './return-to';

const RETURN_TO_KEY = 'hm.oauthReturnTo';

/**
 * Where a social sign-in button leads: the API, which redirects to the provider (a full page
 * load). The page's language goes along: an account created by this sign-in gets it, as with
 * the sign-up form (without it the API would fall back to the browser's Accept-Language).
 */
export function oauthStartHref(provider: OAuthProvider, returnTo: string, locale: Language): string {
  const query = new URLSearchParams({ returnTo, locale });
  return `${API_BASE_URL}/${AUTH_ROUTES.oauthStart(provider)}?${query.toString()}`;
}

/**
 * Kept for /auth/callback in case the provider round trip does not carry it back. Session
 * storage: it belongs to this tab's sign-in only.
 */
export function rememberOAuthReturnTo(returnTo: string): void {
  try {
    sessionStorage.setItem(RETURN_TO_KEY, returnTo);
  } catch {
    // Storage disabled: the callback falls back to the dashboard.
  }
}

/** The return path after an OAuth round trip: the callback URL's, else the remembered one, made safe. */
export function takeOAuthReturnTo(fromUrl: string | null): string {
  let remembered: string | null = null;
  try {
    remembered = sessionStorage.getItem(RETURN_TO_KEY);
    sessionStorage.removeItem(RETURN_TO_KEY);
  } catch {
    // See rememberOAuthReturnTo.
  }
  return sanitizeReturnTo(fromUrl ?? remembered);
}
