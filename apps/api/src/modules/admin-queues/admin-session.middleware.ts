import { Logger } from '@nestjs/common';
import { ApiErrorCode, hasConsolePermission, type ApiErrorBody, type UserRole } from '@hm/contracts';
import type { NextFunction, Request, Response } from 'express';
import { bearerToken } from '../auth/auth.guard.js';

/** How the middleware learns who is calling; the API passes its session services. */
export interface AdminSessionDeps {
  /** Role of a valid access token whose session is open; rejects otherwise. */
  roleOfAccessToken(token: string): Promise<UserRole>;
  /** Role behind the refresh cookie of an open session (read without rotating it), or null. */
  roleOfRefreshCookie(request: Request): Promise<UserRole | null>;
}

/**
 * Guards operator pages by the console's 'queues' permission (admins; not support): an access token
 * (`Authorization: Bearer`) of such a role, or, for a browser opening /admin/queues, the refresh
 * cookie of such a session. The cookie is only read, never rotated, so the board does not disturb
 * the SPA's own refreshes. Anonymous: 401; signed in without the permission: 403.
 */
export function createAdminSessionMiddleware(deps: AdminSessionDeps) {
  const logger = new Logger('AdminQueues');
  return (req: Request, res: Response, next: NextFunction): void => {
    resolveRole(req, deps).then(
      (role) => {
        if (role === null) return reply(res, 401, ApiErrorCode.UNAUTHORIZED, 'Sign in with an admin account to open the queue dashboard.');
        if (!hasConsolePermission(role, 'queues'))
          return reply(res, 403, ApiErrorCode.FORBIDDEN, 'The queue dashboard is for admins only.');
        next();
      },
      (error: unknown) => {
        logger.error(`could not check the admin session: ${error instanceof Error ? error.message : String(error)}`);
        reply(res, 503, ApiErrorCode.SERVICE_UNAVAILABLE, 'Could not check your session; try again shortly.');
      },
    );
  };
}

async function resolveRole(req: Request, deps: AdminSessionDeps): Promise<UserRole | null> {
  const token = bearerToken(req.headers.authorization);
  if (token !== null) {
    const role = await deps.roleOfAccessToken(token).catch(() => null);
    if (role !== null) return role;
  }
  return deps.roleOfRefreshCookie(req);
}

function reply(res: Response, status: number, code: ApiErrorCode, message: string): void {
  const body: ApiErrorBody = { statusCode: status, code, message };
  res.status(status).set('Cache-Control', 'no-store').json(body);
}
