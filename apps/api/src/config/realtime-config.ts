import type { ApiEnv } from '@hm/config';
import type { RateLimitRule } from './rate-limit-rule.js';

export interface RealtimeConfig {
  /**
   * Origins whose pages may open a Socket.IO connection: PUBLIC_URL's, plus SOCKET_ALLOWED_ORIGINS.
   * A handshake without an Origin header (a native app, a server) is not a browser page and passes.
   */
  allowedOrigins: string[];
  /** Outside production, pages on localhost / 127.0.0.1 / [::1] (any port) may connect too (Vite's dev server). */
  allowLoopbackOrigins: boolean;
  /** Events one connection may send per window (counted on its node), and one user across all of theirs (Redis). */
  eventLimits: { perConnection: RateLimitRule; perUser: RateLimitRule };
  /** How long before its token expires a connection is asked (`auth:renew`) for a fresh one. */
  renewLeadMs: number;
}

// A page follows a handful of bookings and chats; a reconnect re-joins them all at once. These
// leave a real tab far below the limit and stop a loop or a script within a fraction of a second.
const DEFAULT_SOCKET_EVENT_LIMITS: RealtimeConfig['eventLimits'] = {
  perConnection: { limit: 60, windowMs: 10_000 },
  perUser: { limit: 300, windowMs: 60_000 },
};

export function realtimeConfig(env: ApiEnv): RealtimeConfig {
  return {
    allowedOrigins: [...new Set([new URL(env.PUBLIC_URL).origin, ...env.SOCKET_ALLOWED_ORIGINS])],
    allowLoopbackOrigins: env.NODE_ENV === 'development',
    eventLimits: DEFAULT_SOCKET_EVENT_LIMITS,
    renewLeadMs: 60_000,
  };
}
