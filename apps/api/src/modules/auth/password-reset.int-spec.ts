import { createTestDatabase, type TestDatabase } from '@hm/db/testing';
import pg from 'pg';
import { AccountsClient, signUpRequest } from '../../testing/accounts-client.js';
import { deleteRedisKeys, startApp, type RunningApp } from '../../testing/test-app.js';
import { TEST_REDIS_URL, testConfig, testRedisPrefix } from '../../testing/test-config.js';

const SUITE = 'accounts-reset';
const PUBLIC_URL = 'https://homemate.test';

interface MailPayload {
  to: string;
  subject: string;
  text: string;
  html: string;
  locale: string;
  template: string;
}

describe('forgot and reset password (real PostgreSQL and Redis)', () => {
  let db: TestDatabase;
  let app: RunningApp;
  let client: AccountsClient;
  let sql: pg.Client;

  beforeAll(async () => {
    db = await createTestDatabase('hm_test_accounts_reset');
    app = await startApp(
      testConfig({ DATABASE_URL: db.url, PUBLIC_URL, TRUST_PROXY: '1' }, { suite: SUITE, authLimits: { forgotPasswordPerEmail: { limit: 3, windowMs: 60_000 } } }),
    );
    client = new AccountsClient(app.baseUrl);
    sql = new pg.Client({ connectionString: db.url });
    await sql.connect();
  });

  afterAll(async () => {
    await sql?.end();
    await app?.close();
    await db?.drop();
    await deleteRedisKeys(TEST_REDIS_URL, testRedisPrefix(SUITE));
  });

  const resetMails = async (to: string): Promise<MailPayload[]> =>
    (await sql.query(`select payload from outbox where payload->>'template' = 'resetPassword' and payload->>'to' = $1 order by id`, [to])).rows.map(
      (row: { payload: MailPayload }) => row.payload,
    );
  const tokenOf = (mail: MailPayload): string => {
    const link = /https:\/\/homemate\.test\/reset-password\?token=([A-Za-z0-9_-]+)/.exec(mail.text);
    if (!link?.[1]) throw new Error(`no reset link in ${mail.text}`);
    return link[1];
  };
  const forgot = (email: string, locale = 'en', ip = '198.51.100.1') => client.post('auth/forgot-password', { email, locale }, { 'x-forwarded-for': ip });
  const outboxCount = async () => (await sql.query('select count(*)::int as n from outbox')).rows[0].n as number;

  it('answers the same 202 for a known and an unknown address, and queues a mail only for the known one', async () => {
    await client.signUp(signUpRequest({ email: 'known@example.com', locale: 'fr' }));
    const before = await outboxCount();
    const unknown = await forgot('nobody@example.com');
    expect(await outboxCount()).toBe(before);
    const known = await forgot(' Known@Example.com ');
    expect(await outboxCount()).toBe(before + 1);
    expect(unknown.status).toBe(202);
    expect(known.status).toBe(202);
    expect(await unknown.text()).toBe(await known.text());
  });

  it("writes the mail in the account's language, not the page's, with a link valid one hour", async () => {
    const [mail] = await resetMails('known@example.com');
    expect(mail).toMatchObject({ locale: 'fr', template: 'resetPassword', subject: 'Réinitialisez votre mot de passe HomeMate' });
    expect(mail!.html).toContain(`${PUBLIC_URL}/reset-password?token=${tokenOf(mail!)}`);
    const [row] = (await sql.query('select extract(epoch from expires_at - created_at)::int as s, used_at from password_reset_tokens')).rows;
    expect(row).toEqual({ s: 3600, used_at: null });
    const stored = (await sql.query('select token_hash from password_reset_tokens')).rows[0].token_hash as string;
    expect(stored).not.toContain(tokenOf(mail!));
  });

  it('sets the new password, revokes every session, and spends the token', async () => {
    const request = signUpRequest({ email: 'reset.me@example.com', password: 'OldPass2026!', locale: 'en' });
    const phone = await client.signUp(request);
    const laptop = await client.signIn(request.email, request.password, true);
    await forgot(request.email);
    const [mail] = await resetMails(request.email);
    const token = tokenOf(mail!);

    const weak = await client.post('auth/reset-password', { token, password: 'password' });
    expect(weak.status).toBe(400);
    expect(await weak.json()).toMatchObject({ code: 'WEAK_PASSWORD' });

    const reset = await client.post('auth/reset-password', { token, password: 'NewPass2026!' });
    expect(reset.status).toBe(204);
    for (const old of [phone, laptop]) {
      expect((await client.refresh(old.cookie)).status).toBe(401);
      expect((await client.send('GET', 'me', old.session.accessToken)).status).toBe(401);
    }
    expect((await client.post('auth/login', { email: request.email, password: 'OldPass2026!', rememberMe: false })).status).toBe(401);
    await client.signIn(request.email, 'NewPass2026!');

    const again = await client.post('auth/reset-password', { token, password: 'Another2026!' });
    expect(again.status).toBe(400);
    expect(await again.json()).toMatchObject({ code: 'INVALID_RESET_TOKEN' });
  });

  it('refuses an expired token and an unknown one with 400 INVALID_RESET_TOKEN', async () => {
    const request = signUpRequest({ email: 'slow@example.com' });
    await client.signUp(request);
    await forgot(request.email, 'en', '198.51.100.2');
    const [mail] = await resetMails(request.email);
    await sql.query(`update password_reset_tokens set expires_at = now() - interval '1 second' where user_id = (select id from users where email = $1)`, [request.email]);
    for (const token of [tokenOf(mail!), 'A'.repeat(43), 'not-even-a-token']) {
      const response = await client.post('auth/reset-password', { token, password: 'NewPass2026!' });
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ code: 'INVALID_RESET_TOKEN' });
    }
  });

  it('limits requests per address with 429 RATE_LIMITED, known or not', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 4; i += 1) statuses.push((await forgot('flood@example.com', 'en', `198.51.100.${10 + i}`)).status);
    expect(statuses).toEqual([202, 202, 202, 429]);
  });
});
