import type { FetchArgs, FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { ApiErrorCode, AuthErrorCode } from '@hm/contracts';

// A 401 with one of these codes means "your access token is not good (any more)". Other
// 401 codes (a wrong current password, say) are answers about the request itself, and a
// fresh token would not change them.
const TOKEN_CODES: ReadonlySet<unknown> = new Set([ApiErrorCode.UNAUTHORIZED, AuthErrorCode.SessionExpired]);

function urlOf(args: string | FetchArgs): string {
  return typeof args === 'string' ? args : args.url;
}

/** Sign-in, sign-up, refresh, sign-out, reset…: their 401s are answers, never a reason to refresh. */
export function isAuthRoute(args: string | FetchArgs): boolean {
  return /^\/?auth\//.test(urlOf(args));
}

function codeOf(error: FetchBaseQueryError): unknown {
  const { data } = error;
  return typeof data === 'object' && data !== null && 'code' in data ? data.code : undefined;
}

/**
 * Whether a failed call should be retried after refreshing the session: it was sent with
 * an access token, it is not an auth call, and the API said the token is not accepted.
 */
export function shouldRefreshAfter(
  args: string | FetchArgs,
  error: FetchBaseQueryError | undefined,
  accessTokenSent: string | null,
): boolean {
  if (!error || error.status !== 401 || accessTokenSent === null || isAuthRoute(args)) return false;
  const code = codeOf(error);
  return code === undefined || TOKEN_CODES.has(code);
}
