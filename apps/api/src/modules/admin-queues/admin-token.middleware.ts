import { ApiErrorCode, type ApiErrorBody } from '@hm/contracts';
import type { NextFunction, Request, Response } from 'express';
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { bearerToken } from '../auth/auth.guard.js';

export const ADMIN_COOKIE = 'hm_admin';

export interface AdminTokenMiddlewareOptions {
  /** URL path the board is mounted on; the session cookie is limited to it. */
  basePath: string;
  /** Send the cookie over https only. */
  secureCookie: boolean;
}

/**
 * Guards operator pages until accounts exist: `Authorization: Bearer <ADMIN_TOKEN>`, or open
 * `<basePath>?token=<ADMIN_TOKEN>` once, which sets an HttpOnly SameSite=Strict cookie and
 * redirects to the same page without the token (so it leaves the address bar and history).
 */
export function createAdminTokenMiddleware(adminToken: string, options: AdminTokenMiddlewareOptions) {
  // The cookie holds a value derived from the token, never the token itself.
  const sessionValue = createHmac('sha256', adminToken).update('hm-admin-session-v1').digest('base64url');

  return (req: Request, res: Response, next: NextFunction): void => {
    const queryToken = typeof req.query.token === 'string' ? req.query.token : undefined;
    if (queryToken !== undefined) {
      if (!safeEqual(queryToken, adminToken)) return unauthorized(res);
      res.cookie(ADMIN_COOKIE, sessionValue, {
        httpOnly: true,
        sameSite: 'strict',
        secure: options.secureCookie,
        path: options.basePath,
      });
      res.redirect(303, options.basePath);
      return;
    }
    const header = bearerToken(req.headers.authorization);
    if (header !== null && safeEqual(header, adminToken)) return next();
    const cookie: unknown = (req.cookies as Record<string, unknown> | undefined)?.[ADMIN_COOKIE];
    if (typeof cookie === 'string' && safeEqual(cookie, sessionValue)) return next();
    unauthorized(res);
  };
}

/** Compares digests so neither the content nor the length of the secret leaks through timing. */
export function safeEqual(given: string, expected: string): boolean {
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(given), digest(expected));
}

function unauthorized(res: Response): void {
  const body: ApiErrorBody = {
    statusCode: 401,
    code: ApiErrorCode.UNAUTHORIZED,
    message: 'Admin token required: open /admin/queues?token=<ADMIN_TOKEN> or send "Authorization: Bearer <ADMIN_TOKEN>".',
  };
  res.status(401).set('Cache-Control', 'no-store').json(body);
}
