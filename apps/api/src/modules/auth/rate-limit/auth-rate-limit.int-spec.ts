import { createTestDatabase, type TestDatabase } from '@hm/db/testing';
import { AccountsClient, signUpRequest } from '../../../testing/accounts-client.js';
import { deleteRedisKeys, startApp, type RunningApp } from '../../../testing/test-app.js';
import { TEST_REDIS_URL, testConfig, testRedisPrefix } from '../../../testing/test-config.js';

describe('accounts: rate limits (real Redis)', () => {
  const LIMIT_SUITE = 'accounts-limits';
  let db: TestDatabase;
  let app: RunningApp;
  let client: AccountsClient;

  beforeAll(async () => {
    db = await createTestDatabase('hm_test_accounts_limits');
    app = await startApp(
      testConfig(
        // Behind one trusted proxy, so each test can come from its own address (X-Forwarded-For).
        { DATABASE_URL: db.url, TRUST_PROXY: '1' },
        {
          suite: LIMIT_SUITE,
          authLimits: {
            signInFailuresPerEmail: { limit: 3, windowMs: 60_000 },
            signInPerIp: { limit: 8, windowMs: 60_000 },
            failureDelay: { baseMs: 20, maxMs: 80 },
          },
        },
      ),
    );
    client = new AccountsClient(app.baseUrl);
  });

  afterAll(async () => {
    await app?.close();
    await db?.drop();
    await deleteRedisKeys(TEST_REDIS_URL, testRedisPrefix(LIMIT_SUITE));
  });

  it('locks an address after repeated failures (429 RATE_LIMITED with retryAfter), slowing down on the way', async () => {
    const request = signUpRequest({ email: 'locked@example.com', password: 'Correct2026!' });
    await client.signUp(request);
    const from = { 'x-forwarded-for': '203.0.113.1' };
    const wrong = () => client.post('auth/login', { email: request.email, password: 'Wrong2026!', rememberMe: false }, from);
    const durations: number[] = [];
    for (let i = 0; i < 3; i += 1) {
      const started = performance.now();
      expect((await wrong()).status).toBe(401);
      durations.push(performance.now() - started);
    }
    expect(durations[2]).toBeGreaterThanOrEqual(75);
    // Even the right password, and even from another address: the address is locked, not the client.
    const locked = await client.post(
      'auth/login',
      { email: request.email, password: 'Correct2026!', rememberMe: false },
      { 'x-forwarded-for': '203.0.113.99' },
    );
    expect(locked.status).toBe(429);
    expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(0);
    const body = (await locked.json()) as { code: string; retryAfter: number };
    expect(body).toMatchObject({ statusCode: 429, code: 'RATE_LIMITED' });
    expect(body.retryAfter).toBeGreaterThan(50);
    expect(body.retryAfter).toBeLessThanOrEqual(60);
  });

  it('resets the failure count of an address after a successful sign-in', async () => {
    const request = signUpRequest({ email: 'forgetful@example.com', password: 'Correct2026!' });
    await client.signUp(request);
    const attempt = (password: string) =>
      client.post('auth/login', { email: request.email, password, rememberMe: false }, { 'x-forwarded-for': '203.0.113.2' });
    expect((await attempt('Wrong2026!')).status).toBe(401);
    expect((await attempt('Wrong2026!')).status).toBe(401);
    expect((await attempt('Correct2026!')).status).toBe(200);
    expect((await attempt('Wrong2026!')).status).toBe(401);
    expect((await attempt('Wrong2026!')).status).toBe(401);
    expect((await attempt('Correct2026!')).status).toBe(200);
  });

  it('limits sign-in attempts per IP whatever the address', async () => {
    const attempt = (i: number, ip: string) =>
      client.post('auth/login', { email: `spray${i}@example.com`, password: 'Wrong2026!', rememberMe: false }, { 'x-forwarded-for': ip });
    const statuses: number[] = [];
    for (let i = 0; i < 10; i += 1) statuses.push((await attempt(i, '203.0.113.3')).status);
    expect(statuses).toEqual([...Array<number>(8).fill(401), 429, 429]);
    const limited = await attempt(0, '203.0.113.3');
    expect(await limited.json()).toMatchObject({ code: 'RATE_LIMITED', retryAfter: expect.any(Number) });
    // Another client is not affected.
    expect((await attempt(0, '203.0.113.4')).status).toBe(401);
  });
});
