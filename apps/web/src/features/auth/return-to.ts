import type { SessionUser } from '@hm/contracts';
import { paths } from '../../config/paths';

/** Where a sign-in or sign-up ends when no safe return path was given. */
export const DEFAULT_RETURN_TO = paths.dashboard.getHref();

/** Where a user lands after signing in without a return path: a professional on the pro app, anyone else on the dashboard. */
export function homeOf(role: SessionUser['role']): string {
  return role === 'professional' ? paths.proHome.getHref() : DEFAULT_RETURN_TO;
}

// Any origin will do: it only has to be one no real return path can point to.
const PROBE_ORIGIN = 'https://return-to.invalid';
const MAX_LENGTH = 2048;
// Browsers drop tabs and newlines from URLs and read '\' as '/', so '/\t/evil.example'
// and '/\evil.example' would both leave the site.
function hasControlOrBackslash(value: string): boolean {
  for (const char of value) {
    const code = char.charCodeAt(0);
    if (code < 0x20 || code === 0x7f || char === '\\') return true;
  }
  return false;
}

// Returning to these would only show the same form again, or re-run the callback.
const AUTH_PATHS = new Set<string>([
  paths.login.path,
  paths.signup.path,
  paths.forgotPassword.path,
  paths.resetPassword.path,
  paths.authCallback.path,
]);

/**
 * The `returnTo` of /login, /signup and the OAuth round trip, made safe to navigate to:
 * only a path of this site ('/bookings?page=2'), never another origin ('//evil.example',
 * 'https://…', 'javascript:…'), never an auth page. Anything else gives `fallback`.
 */
export function sanitizeReturnTo(value: string | null | undefined, fallback: string = DEFAULT_RETURN_TO): string {
  if (typeof value !== 'string' || value.length > MAX_LENGTH) return fallback;
  if (!value.startsWith('/') || value.startsWith('//') || hasControlOrBackslash(value)) return fallback;
  let url: URL;
  try {
    url = new URL(value, PROBE_ORIGIN);
  } catch {
    return fallback;
  }
  if (url.origin !== PROBE_ORIGIN || AUTH_PATHS.has(url.pathname)) return fallback;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** Whether a (sanitised) return path leads to the dashboard, whose guard has its own message. */
export function isDashboardPath(returnTo: string): boolean {
  return returnTo.split(/[?#]/)[0] === paths.dashboard.path;
}

/** Carries the raw returnTo on to a sibling auth page (/login <-> /signup), which sanitises it again. */
export function withReturnTo(href: string, returnTo: string | null): string {
  return returnTo ? `${href}?returnTo=${encodeURIComponent(returnTo)}` : href;
}
