import { hashOpaqueToken, issueAccountLink } from '@hm/db';
import { EntityManager } from '@mikro-orm/postgresql';
import pg from 'pg';
import { linkJobsTo, mailLink } from '../../testing/account-links.js';
import { AccountsClient, signUpRequest } from '../../testing/accounts-client.js';
import { startIntStack, type IntStack } from '../../testing/int-stack.js';
import type { RunningApp } from '../../testing/test-app.js';
import { testConfig } from '../../testing/test-config.js';
import { PasswordResetService } from './password-reset.service.js';

const SUITE = 'accounts-reset';
const PUBLIC_URL = 'https://homemate.test';

describe('forgot and reset password (real PostgreSQL and Redis)', () => {
  let stack: IntStack;
  let app: RunningApp;
  let client: AccountsClient;
  let sql: pg.Client;

  beforeAll(async () => {
    stack = await startIntStack('hm_test_accounts_reset', SUITE, (url) =>
      testConfig(
        { DATABASE_URL: url, PUBLIC_URL, TRUST_PROXY: '1' },
        { suite: SUITE, authLimits: { forgotPasswordPerEmail: { limit: 3, windowMs: 60_000 } } },
      ),
    );
    ({ app, client, sql } = stack);
  });

  afterAll(async () => {
    await stack?.close();
  });

  // The request is recorded after the answer: wait for it before looking at the outbox.
  const recorded = () => app.app.get(PasswordResetService).idle();
  /** Asks for a reset and returns the token of the link mailed for it. */
  const resetToken = async (email: string, ip?: string): Promise<string> => {
    await forgot(email, 'en', ip);
    await recorded();
    const [job] = (await linkJobsTo(sql, 'passwordReset', email)).slice(-1);
    return mailLink(app, job!);
  };
  const forgot = (email: string, locale = 'en', ip = '198.51.100.1', signal?: AbortSignal) =>
    fetch(`${app.baseUrl}/api/auth/forgot-password`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
      body: JSON.stringify({ email, locale }),
      signal,
    });
  const outboxCount = async () => (await sql.query('select count(*)::int as n from outbox')).rows[0].n as number;

  it('answers the same 202 for a known and an unknown address, and queues a mail only for the known one', async () => {
    await client.signUp(signUpRequest({ email: 'known@example.com', locale: 'fr' }));
    const before = await outboxCount();
    const unknown = await forgot('nobody@example.com');
    await recorded();
    expect(await outboxCount()).toBe(before);
    const known = await forgot(' Known@Example.com ');
    await recorded();
    expect(await outboxCount()).toBe(before + 1);
    expect(unknown.status).toBe(202);
    expect(known.status).toBe(202);
    expect(await unknown.text()).toBe(await known.text());
  });

  it('answers before looking the address up: known and unknown take the same time', async () => {
    // The users table is locked: a handler that looked the address up first could not answer.
    const before = await outboxCount();
    const locker = new pg.Client({ connectionString: stack.db.url });
    await locker.connect();
    try {
      await locker.query('begin');
      await locker.query('lock table users in access exclusive mode');
      const answers = await Promise.all(
        ['known@example.com', 'nobody@example.com'].map((email, i) =>
          forgot(email, 'en', `198.51.100.${40 + i}`, AbortSignal.timeout(5000)),
        ),
      );
      expect(answers.map((answer) => answer.status)).toEqual([202, 202]);
      expect(await outboxCount()).toBe(before);
      await locker.query('rollback');
      await recorded();
      expect(await outboxCount()).toBe(before + 1);
    } finally {
      await locker.end();
    }
  });

  it("queues the account's id and the page only, with a link valid one hour, mailed in the account's language", async () => {
    const [job] = await linkJobsTo(sql, 'passwordReset', 'known@example.com');
    const [row] = (
      await sql.query(
        'select id, extract(epoch from expires_at - created_at)::int as s, used_at, token_hash from password_reset_tokens order by created_at limit 1',
      )
    ).rows;
    expect(job).toEqual({ kind: 'passwordReset', rowId: row.id, pageUrl: `${PUBLIC_URL}/reset-password` });
    // No token until the worker mails the link.
    expect(row).toMatchObject({ s: 3600, used_at: null, token_hash: null });
    const issued = await issueAccountLink(app.app.get(EntityManager).fork(), 'passwordReset', row.id);
    expect(issued).toMatchObject({ to: 'known@example.com', locale: 'fr' });
    const stored = (await sql.query('select token_hash from password_reset_tokens where id = $1', [row.id])).rows[0].token_hash as string;
    expect(stored).toBe(hashOpaqueToken(issued!.token));
    expect(stored).not.toContain(issued!.token);
  });

  it('sets the new password, revokes every session, and spends the token', async () => {
    const request = signUpRequest({ email: 'reset.me@example.com', password: 'OldPass2026!', locale: 'en' });
    const phone = await client.signUp(request);
    const laptop = await client.signIn(request.email, request.password, true);
    const token = await resetToken(request.email);

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
    const expired = await resetToken(request.email, '198.51.100.2');
    await sql.query(
      `update password_reset_tokens set expires_at = now() - interval '1 second' where user_id = (select id from users where email = $1)`,
      [request.email],
    );
    for (const token of [expired, 'A'.repeat(43), 'not-even-a-token']) {
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
