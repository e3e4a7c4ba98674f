import type { NodeEnv, RateLimitRule } from './app-config.js';

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
export const DEFAULT_SOCKET_EVENT_LIMITS: RealtimeConfig['eventLimits'] = {
  perConnection: { limit: 60, windowMs: 10_000 },
  perUser: { limit: 300, windowMs: 60_000 },
};

type Read = (name: string) => string | undefined;

export function loadRealtimeConfig(read: Read, publicUrl: string, nodeEnv: NodeEnv, problems: string[]): RealtimeConfig {
  const origins = new Set<string>();
  if (URL.canParse(publicUrl)) origins.add(new URL(publicUrl).origin);
  for (const entry of (read('SOCKET_ALLOWED_ORIGINS') ?? '').split(',')) {
    const value = entry.trim();
    if (value === '') continue;
    const parsed = URL.canParse(value) ? new URL(value) : null;
    if (!parsed || !['http:', 'https:'].includes(parsed.protocol) || parsed.origin !== value.replace(/\/+$/, '')) {
      problems.push(`SOCKET_ALLOWED_ORIGINS must be a comma-separated list of origins like https://app.example.com (got ${JSON.stringify(value.slice(0, 80))})`);
      continue;
    }
    origins.add(parsed.origin);
  }
  return {
    allowedOrigins: [...origins],
    allowLoopbackOrigins: nodeEnv === 'development',
    eventLimits: DEFAULT_SOCKET_EVENT_LIMITS,
    renewLeadMs: 60_000,
  };
}
