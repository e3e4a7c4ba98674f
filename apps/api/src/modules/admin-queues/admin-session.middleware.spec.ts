import { jest } from '@jest/globals';
import { Logger } from '@nestjs/common';
import type { UserRole } from '@hm/contracts';
import type { NextFunction, Request, Response } from 'express';
import { createAdminSessionMiddleware, type AdminSessionDeps } from './admin-session.middleware.js';

interface Outcome {
  passed: boolean;
  status?: number;
  body?: { code?: string };
}

const TOKENS: Record<string, UserRole> = { 'admin-token': 'admin', 'customer-token': 'customer', 'support-token': 'support' };
const COOKIES: Record<string, UserRole> = { 'admin-cookie': 'admin', 'pro-cookie': 'professional', 'support-cookie': 'support' };

const deps: AdminSessionDeps = {
  roleOfAccessToken: async (token) => {
    const role = TOKENS[token];
    if (!role) throw new Error('invalid token');
    return role;
  },
  roleOfRefreshCookie: async (request) => COOKIES[(request.cookies as Record<string, string>).hm_refresh ?? ''] ?? null,
};

async function run(headers: Record<string, string>, cookie?: string, overrides: Partial<AdminSessionDeps> = {}): Promise<Outcome> {
  return new Promise((resolve) => {
    const outcome: Outcome = { passed: false };
    const res = {
      status(code: number) {
        outcome.status = code;
        return this;
      },
      set() {
        return this;
      },
      json(body: Outcome['body']) {
        outcome.body = body;
        resolve(outcome);
        return this;
      },
    };
    const next: NextFunction = () => resolve({ passed: true });
    const req = { headers, cookies: cookie ? { hm_refresh: cookie } : {} } as unknown as Request;
    createAdminSessionMiddleware({ ...deps, ...overrides })(req, res as unknown as Response, next);
  });
}

describe('admin session middleware (Bull Board)', () => {
  it('lets an admin in by access token or by refresh cookie', async () => {
    expect(await run({ authorization: 'Bearer admin-token' })).toEqual({ passed: true });
    expect(await run({}, 'admin-cookie')).toEqual({ passed: true });
    // A stale access token does not hide a valid admin cookie (a browser tab opened long ago).
    expect(await run({ authorization: 'Bearer expired' }, 'admin-cookie')).toEqual({ passed: true });
  });

  it('answers 401 to anonymous callers and 403 to signed-in non-admins', async () => {
    expect(await run({})).toMatchObject({ passed: false, status: 401, body: { code: 'UNAUTHORIZED' } });
    expect(await run({ authorization: 'Bearer forged' })).toMatchObject({ status: 401 });
    expect(await run({}, 'unknown-cookie')).toMatchObject({ status: 401 });
    expect(await run({ authorization: 'Bearer customer-token' })).toMatchObject({ status: 403, body: { code: 'FORBIDDEN' } });
    // Support uses the console's inbox and people, not the queues.
    expect(await run({ authorization: 'Bearer support-token' })).toMatchObject({ status: 403, body: { code: 'FORBIDDEN' } });
    expect(await run({}, 'support-cookie')).toMatchObject({ status: 403, body: { code: 'FORBIDDEN' } });
    expect(await run({}, 'pro-cookie')).toMatchObject({ status: 403 });
  });

  it('answers 503 when the session store cannot be reached', async () => {
    const logError = jest.spyOn(Logger.prototype, 'error').mockImplementation(() => undefined);
    const outcome = await run({}, 'admin-cookie', { roleOfRefreshCookie: () => Promise.reject(new Error('database down')) });
    expect(outcome).toMatchObject({ status: 503, body: { code: 'SERVICE_UNAVAILABLE' } });
    logError.mockRestore();
  });
});
