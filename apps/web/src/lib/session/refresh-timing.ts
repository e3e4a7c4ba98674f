import { AUTH_TOKEN_REFRESH_CHECK_INTERVAL_MS, AUTH_TOKEN_REFRESH_THRESHOLD_TICKS } from '@hm/contracts';

/**
 * The session is checked every 30 s and refreshed when 3 checks or fewer remain,
 * i.e. between 90 and 60 s before the access token expires.
 */
export const REFRESH_AHEAD_MS = AUTH_TOKEN_REFRESH_CHECK_INTERVAL_MS * AUTH_TOKEN_REFRESH_THRESHOLD_TICKS;

/** True when the access token expires within REFRESH_AHEAD_MS (or its expiry cannot be read). */
export function isExpiringSoon(accessTokenExpiresAt: string | null, now: number): boolean {
  if (accessTokenExpiresAt === null) return true;
  const expiresAt = Date.parse(accessTokenExpiresAt);
  if (Number.isNaN(expiresAt)) return true;
  return expiresAt - now <= REFRESH_AHEAD_MS;
}
