import type { NextFunction, Request, Response } from 'express';
import { ADMIN_COOKIE, createAdminTokenMiddleware, safeEqual } from './admin-token.middleware.js';

const TOKEN = 'correct-horse-battery-staple';

interface Outcome {
  passed: boolean;
  status?: number;
  body?: unknown;
  redirect?: [number, string];
  cookie?: { name: string; value: string; options: Record<string, unknown> };
}

function run(req: { query?: Record<string, unknown>; headers?: Record<string, string>; cookies?: Record<string, string> }, secureCookie = false): Outcome {
  const outcome: Outcome = { passed: false };
  const res = {
    status(code: number) {
      outcome.status = code;
      return this;
    },
    set() {
      return this;
    },
    json(body: unknown) {
      outcome.body = body;
      return this;
    },
    cookie(name: string, value: string, options: Record<string, unknown>) {
      outcome.cookie = { name, value, options };
      return this;
    },
    redirect(status: number, location: string) {
      outcome.redirect = [status, location];
    },
  };
  const next: NextFunction = () => {
    outcome.passed = true;
  };
  const middleware = createAdminTokenMiddleware(TOKEN, { basePath: '/admin/queues', secureCookie });
  middleware({ query: {}, headers: {}, cookies: {}, ...req } as unknown as Request, res as unknown as Response, next);
  return outcome;
}

describe('admin token middleware', () => {
  it('answers 401 with the error body when no credential is given', () => {
    const outcome = run({});
    expect(outcome).toMatchObject({ passed: false, status: 401, body: { statusCode: 401, code: 'UNAUTHORIZED' } });
  });

  it('accepts the token as a bearer header only when it matches', () => {
    expect(run({ headers: { authorization: `Bearer ${TOKEN}` } }).passed).toBe(true);
    expect(run({ headers: { authorization: `Bearer ${TOKEN}x` } }).status).toBe(401);
    expect(run({ headers: { authorization: TOKEN } }).status).toBe(401);
  });

  it('logs in once from ?token=, with a strict HttpOnly cookie that does not contain the token', () => {
    const login = run({ query: { token: TOKEN } }, true);
    expect(login.passed).toBe(false);
    expect(login.redirect).toEqual([303, '/admin/queues']);
    expect(login.cookie?.name).toBe(ADMIN_COOKIE);
    expect(login.cookie?.value).not.toContain(TOKEN);
    expect(login.cookie?.options).toMatchObject({ httpOnly: true, sameSite: 'strict', secure: true, path: '/admin/queues' });

    expect(run({ cookies: { [ADMIN_COOKIE]: login.cookie!.value } }).passed).toBe(true);
    expect(run({ cookies: { [ADMIN_COOKIE]: `${login.cookie!.value}x` } }).status).toBe(401);
    expect(run({ cookies: { [ADMIN_COOKIE]: TOKEN } }).status).toBe(401);
  });

  it('refuses a wrong ?token= without setting a cookie', () => {
    const outcome = run({ query: { token: 'guess' } });
    expect(outcome.status).toBe(401);
    expect(outcome.cookie).toBeUndefined();
  });

  it('compares secrets of any length', () => {
    expect(safeEqual('abc', 'abc')).toBe(true);
    expect(safeEqual('abc', 'abcd')).toBe(false);
    expect(safeEqual('', 'abc')).toBe(false);
  });
});
