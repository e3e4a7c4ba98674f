import { ApiErrorCode, type ApiErrorBody } from '@hm/contracts';
import type { NextFunction, Request, Response } from 'express';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * CSRF guard for the requests a browser authenticates by cookie: the refresh cookie (POST
 * auth/refresh, auth/logout; Bull Board's writes under /admin/queues) and the chat visitor cookie.
 * Those cookies are SameSite=Lax, so another *site* never gets them sent with a POST; this check
 * also covers what Lax does not: another origin of the same site (a sibling subdomain), browsers
 * without SameSite, and a forged sign-in (login CSRF, which needs no cookie at all). A write must
 * come from our own pages when a browser sends it: `Sec-Fetch-Site: same-origin` (modern
 * browsers; also right behind the Vite dev proxy), else an `Origin` equal to PUBLIC_URL's. The
 * API has no CORS, so no other origin has a legitimate reason to write. Clients that send neither
 * header (curl, server-side callers, older browsers on same-origin requests) pass: they cannot
 * carry a victim's cookie, or are our own pages.
 */
export function isCrossSiteWrite(request: Pick<Request, 'method' | 'headers'>, publicOrigin: string): boolean {
  if (SAFE_METHODS.has(request.method.toUpperCase())) return false;
  const site = request.headers['sec-fetch-site'];
  if (site === 'same-origin') return false;
  const origin = request.headers.origin;
  if (origin !== undefined) return origin !== publicOrigin;
  return site === 'cross-site' || site === 'same-site';
}

/**
 * `exemptPaths`: routes other sites must be able to POST to on purpose, and that read no cookie,
 * so a forged request gains nothing: the e-mails' one-click unsubscribe (RFC 8058), which webmail
 * clients post from their own origin, and whose signed token is the only proof it takes.
 */
export function refuseCrossSiteWrites(publicUrl: string, exemptPaths: readonly string[] = []) {
  const publicOrigin = new URL(publicUrl).origin;
  const exempt = new Set(exemptPaths);
  return (request: Request, response: Response, next: NextFunction): void => {
    if (exempt.has(request.path) || !isCrossSiteWrite(request, publicOrigin)) return next();
    const body: ApiErrorBody = { statusCode: 403, code: ApiErrorCode.FORBIDDEN, message: 'Cross-site requests are not allowed.' };
    response.status(403).set('Cache-Control', 'no-store').json(body);
  };
}
