import { FORM_MIN_FILL_TIME_MS } from '@hm/contracts';
import pg from 'pg';
import { DEFAULT_AUTH_LIMITS } from '../../config/auth-config.js';
import { AccountsClient, signUpRequest } from '../../testing/accounts-client.js';
import { startIntStack, type IntStack } from '../../testing/int-stack.js';
import { startApp } from '../../testing/test-app.js';
import { testConfig } from '../../testing/test-config.js';

// Sign-ups behind one shared address (a carrier's NAT, an office, a campus) all go through; what
// stops a bot is the per-e-mail limit, the honeypot and the time trap, with the production limits.

describe('accounts: sign-ups from a shared address, and the bot traps (real PostgreSQL and Redis)', () => {
  const SUITE = 'accounts-sign-up-abuse';
  let stack: IntStack;
  let client: AccountsClient;
  let sql: pg.Client;

  beforeAll(async () => {
    stack = await startIntStack('hm_test_accounts_sign_up_abuse', SUITE, (url) =>
      testConfig(
        // Behind one trusted proxy, so each test comes from an address of its own (X-Forwarded-For).
        { DATABASE_URL: url, TRUST_PROXY: '1', LOG_LEVEL: 'error' },
        { suite: SUITE, authLimits: { signUpPerIp: DEFAULT_AUTH_LIMITS.signUpPerIp, signUpPerEmail: DEFAULT_AUTH_LIMITS.signUpPerEmail } },
      ),
    );
    ({ client, sql } = stack);
  });

  afterAll(async () => {
    await stack?.close();
  });

  const from = (ip: string) => ({ 'x-forwarded-for': ip });
  const accountsWith = async (email: string): Promise<number> =>
    Number((await sql.query<{ count: string }>('select count(*) from users where email = $1', [email.toLowerCase()])).rows[0]!.count);

  it('lets many people sign up from one address, well beyond ten an hour', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 25; i += 1) {
      const response = await client.post('auth/signup', signUpRequest({ website: '', fillTimeMs: 8_000 + i }), from('198.51.100.10'));
      await response.body?.cancel();
      statuses.push(response.status);
    }
    expect(statuses).toEqual(Array<number>(25).fill(201));
  });

  it('still limits sign-ups per e-mail, whatever the address', async () => {
    const request = signUpRequest({ email: 'again-and-again@example.com' });
    const statuses: number[] = [];
    for (let i = 0; i < DEFAULT_AUTH_LIMITS.signUpPerEmail.limit + 1; i += 1) {
      const response = await client.post('auth/signup', request, from(`198.51.100.${20 + i}`));
      await response.body?.cancel();
      statuses.push(response.status);
    }
    expect(statuses).toEqual([201, ...Array<number>(DEFAULT_AUTH_LIMITS.signUpPerEmail.limit - 1).fill(409), 429]);
  });

  it('refuses a sign-up whose honeypot is filled, and creates no account', async () => {
    const request = signUpRequest({ website: 'https://spam.example', fillTimeMs: 9_000 });
    const response = await client.post('auth/signup', request, from('198.51.100.40'));
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ statusCode: 400, code: 'FORM_SENT_TOO_FAST' });
    expect(response.headers.getSetCookie()).toEqual([]);
    expect(await accountsWith(request.email)).toBe(0);
  });

  it('refuses a sign-up sent sooner than a person fills the form, and takes it once they have', async () => {
    const request = signUpRequest({ website: '', fillTimeMs: 350 });
    const instant = await client.post('auth/signup', request, from('198.51.100.41'));
    expect(instant.status).toBe(400);
    expect(await instant.json()).toMatchObject({ statusCode: 400, code: 'FORM_SENT_TOO_FAST' });
    expect(await accountsWith(request.email)).toBe(0);
    // The same person sends again after checking the form: the page's count has gone on.
    const again = await client.post('auth/signup', { ...request, fillTimeMs: FORM_MIN_FILL_TIME_MS }, from('198.51.100.41'));
    expect(again.status).toBe(201);
    expect(await accountsWith(request.email)).toBe(1);
  });

  it('answers a malformed time with a validation error naming the field', async () => {
    for (const fillTimeMs of [-1, 1.5, '3000', 1e12]) {
      const response = await client.post('auth/signup', { ...signUpRequest(), fillTimeMs }, from('198.51.100.42'));
      expect({ fillTimeMs, status: response.status }).toEqual({ fillTimeMs, status: 400 });
      expect(await response.json()).toMatchObject({ code: 'VALIDATION_FAILED', fields: { fillTimeMs: expect.any(Array) } });
    }
  });

  it('takes a sign-up without the traps’ fields (an API client), which the rate limits govern', async () => {
    const response = await client.post('auth/signup', signUpRequest(), from('198.51.100.43'));
    expect(response.status).toBe(201);
  });

  it('still has a per-address limit, for automation alone to reach', async () => {
    expect(DEFAULT_AUTH_LIMITS.signUpPerIp).toEqual({ limit: 300, windowMs: 3_600_000 });
    // The same limiter with a budget of three, rather than 300 sign-ups here.
    const strict = await startApp(
      testConfig(
        { DATABASE_URL: stack.db.url, TRUST_PROXY: '1', LOG_LEVEL: 'error' },
        { suite: SUITE, authLimits: { signUpPerIp: { limit: 3, windowMs: 3_600_000 } } },
      ),
    );
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 4; i += 1)
        statuses.push((await new AccountsClient(strict.baseUrl).post('auth/signup', signUpRequest(), from('198.51.100.50'))).status);
      expect(statuses).toEqual([201, 201, 201, 429]);
    } finally {
      await strict.close();
    }
  });
});
