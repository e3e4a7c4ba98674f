const MAX_LENGTH = 2048;
const PROBE_ORIGIN = 'https://return-to.invalid';
// Coming back to these would show the same form again or re-run the callback.
const AUTH_PATHS = new Set(['/login', '/signup', '/forgot-password', '/reset-password', '/auth/callback']);

/**
 * The `returnTo` of an OAuth round trip, made safe before it is kept in the state cookie: a
 * path of this site only ('/bookings?page=2'), never another origin ('//evil.example',
 * 'https://…', '/\\evil.example', 'javascript:…'), never an auth page. Anything else: null,
 * and the web app falls back to the dashboard. (Same rule as the web's return-to.ts.)
 */
export function sanitizeReturnTo(value: unknown): string | null {
  if (typeof value !== 'string' || value.length > MAX_LENGTH) return null;
  if (!value.startsWith('/') || value.startsWith('//')) return null;
  // Browsers drop tabs and newlines from URLs and read '\' as '/', so '/\t/evil' and '/\evil' would leave the site.
  for (const char of value) {
    const code = char.charCodeAt(0);
    if (code < 0x20 || code === 0x7f || char === '\\') return null;
  }
  let url: URL;
  try {
    url = new URL(value, PROBE_ORIGIN);
  } catch {
    return null;
  }
  if (url.origin !== PROBE_ORIGIN || AUTH_PATHS.has(url.pathname)) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}
