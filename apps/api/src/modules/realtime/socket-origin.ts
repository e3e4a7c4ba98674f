const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * Cross-site WebSocket hijacking: a browser sends the victim's cookies and lets any page open a
 * socket, so the handshake's Origin must be one of our pages. A handshake without Origin does not
 * come from a browser page (a native app, a server) and cannot ride on a victim's browser.
 */
export function isAllowedSocketOrigin(origin: string | undefined, allowed: readonly string[], allowLoopback: boolean): boolean {
  if (origin === undefined) return true;
  if (allowed.includes(origin)) return true;
  if (!allowLoopback || !URL.canParse(origin)) return false;
  const { protocol, hostname } = new URL(origin);
  return protocol === 'http:' && LOOPBACK_HOSTS.has(hostname);
}
