import type { CookieOptions, Request } from 'express';

export interface RefreshCookieSettings {
  name: string;
  secure: boolean;
}

/**
 * The refresh token's cookie: HttpOnly (no script can read it), SameSite=Lax (never sent by
 * another site's POST, so refresh and sign-out need no CSRF token), Path=/ (required by the
 * `__Host-` prefix), Secure in production. Max-Age equals the server-side session's length.
 */
export function refreshCookieOptions(settings: RefreshCookieSettings, maxAgeSeconds: number): CookieOptions {
  return { ...baseOptions(settings), maxAge: maxAgeSeconds * 1000 };
}

/** Same attributes without a lifetime: what res.clearCookie needs to match the cookie. */
export function clearRefreshCookieOptions(settings: RefreshCookieSettings): CookieOptions {
  return baseOptions(settings);
}

export function readRefreshCookie(request: Request, settings: RefreshCookieSettings): string | null {
  const value: unknown = (request.cookies as Record<string, unknown> | undefined)?.[settings.name];
  return typeof value === 'string' && value !== '' ? value : null;
}

function baseOptions(settings: RefreshCookieSettings): CookieOptions {
  return { httpOnly: true, sameSite: 'lax', path: '/', secure: settings.secure };
}
