import { JwtService } from '@nestjs/jwt';
import pg from 'pg';
import { AccountsClient, signUpRequest } from '../../testing/accounts-client.js';
import { startIntStack, type IntStack } from '../../testing/int-stack.js';
import { TEST_JWT_SECRET, testConfig } from '../../testing/test-config.js';
import { REFRESH_REUSE_GRACE_SECONDS } from '../../config/auth-config.js';

const SUITE = 'accounts';

describe('accounts: sign-up, sign-in, sessions (real PostgreSQL and Redis)', () => {
  let stack: IntStack;
  let client: AccountsClient;
  let sql: pg.Client;

  beforeAll(async () => {
    stack = await startIntStack('hm_test_accounts', SUITE, (url) => testConfig({ DATABASE_URL: url }, { suite: SUITE }));
    ({ client, sql } = stack);
  });

  afterAll(async () => {
    await stack?.close();
  });

  const me = (accessToken: string) => client.send('GET', 'me', accessToken);
  const sidOf = (accessToken: string) => new JwtService().decode<{ sid: string }>(accessToken).sid;
  const familyOf = async (accessToken: string) =>
    (
      await sql.query(
        'select count(*)::int as n, count(revoked_at)::int as revoked from auth_sessions where family_id = (select family_id from auth_sessions where id = $1)',
        [sidOf(accessToken)],
      )
    ).rows[0];
  /** As if every rotation of this user had happened just past the grace period. */
  const ageRotations = (userId: string) =>
    sql.query(
      `update auth_sessions set rotated_at = rotated_at - make_interval(secs => $2) where user_id = $1 and rotated_at is not null`,
      [userId, REFRESH_REUSE_GRACE_SECONDS + 1],
    );

  describe('sign-up', () => {
    it('creates a customer, answers 201 with a session and sets an HttpOnly refresh cookie', async () => {
      const request = signUpRequest({ email: '  Zoe.Gagnon@Example.COM ', phone: '1 514 555 1234', locale: 'en' });
      const { session, response } = await client.signUp(request);
      expect(session.user).toEqual({
        id: expect.any(String),
        email: 'zoe.gagnon@example.com',
        firstName: 'Camille',
        lastName: 'Tremblay',
        role: 'customer',
        locale: 'en',
      });
      expect(Date.parse(session.accessTokenExpiresAt) - Date.now()).toBeGreaterThan(14 * 60_000);
      expect(Date.parse(session.accessTokenExpiresAt) - Date.now()).toBeLessThanOrEqual(15 * 60_000);
      expect(client.refreshCookieOf(response)?.attributes).toMatchObject({ httponly: true, samesite: 'Lax', path: '/', 'max-age': '3600' });
      const [row] = (await sql.query('select phone, locale, password_hash from users where email = $1', ['zoe.gagnon@example.com'])).rows;
      expect(row).toMatchObject({ phone: '+15145551234', locale: 'en', password_hash: expect.stringMatching(/^\$argon2id\$/) });
      // The welcome mail waits in the outbox, in the new user's language.
      const mail = (await sql.query(`select payload from outbox where payload->>'to' = $1`, ['zoe.gagnon@example.com'])).rows[0];
      expect(mail?.payload).toMatchObject({ template: 'welcome', locale: 'en', subject: 'Welcome to HomeMate, Camille!' });
    });

    it('refuses an address already used, whatever its case, with 409 EMAIL_TAKEN', async () => {
      await client.signUp(signUpRequest({ email: 'taken@example.com' }));
      const again = await client.post('auth/signup', signUpRequest({ email: 'TAKEN@example.com' }));
      expect(again.status).toBe(409);
      expect(await again.json()).toMatchObject({ statusCode: 409, code: 'EMAIL_TAKEN' });
      expect((await sql.query(`select count(*)::int as n from users where lower(email) = 'taken@example.com'`)).rows[0].n).toBe(1);
    });

    it('lets the database decide between two simultaneous sign-ups with one address', async () => {
      const statuses = await Promise.all(
        ['race@example.com', 'Race@Example.com'].map(async (email) => (await client.post('auth/signup', signUpRequest({ email }))).status),
      );
      expect(statuses.sort()).toEqual([201, 409]);
      expect((await sql.query(`select count(*)::int as n from outbox where payload->>'to' = 'race@example.com'`)).rows[0].n).toBe(1);
    });

    it('refuses a weak or common password with 400 WEAK_PASSWORD and the broken rules', async () => {
      const weak = await client.post('auth/signup', signUpRequest({ password: 'zq!x' }));
      expect(weak.status).toBe(400);
      expect(await weak.json()).toMatchObject({ code: 'WEAK_PASSWORD', fields: { password: ['min_length', 'uppercase', 'digit'] } });
      const common = await client.post('auth/signup', signUpRequest({ password: 'Password1' }));
      expect(await common.json()).toMatchObject({ code: 'WEAK_PASSWORD', fields: { password: ['common'] } });
    });

    it('refuses missing terms, unknown fields and blank names with 400 VALIDATION_FAILED', async () => {
      for (const body of [
        { ...signUpRequest(), acceptTerms: false },
        { ...signUpRequest(), role: 'admin' },
        { ...signUpRequest(), firstName: '   ' },
        { ...signUpRequest(), email: 'not-an-address' },
      ]) {
        const response = await client.post('auth/signup', body);
        expect(response.status).toBe(400);
        expect(await response.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
      }
    });
  });

  describe('sign-in', () => {
    const email = 'signin@example.com';
    beforeAll(async () => {
      await client.signUp(signUpRequest({ email, password: 'Correct2026!' }));
    });

    it('signs in with the address in any case', async () => {
      const { session } = await client.signIn('SignIn@Example.com', 'Correct2026!');
      expect(session.user.email).toBe(email);
      expect((await me(session.accessToken)).status).toBe(200);
    });

    it('gives the same 401 INVALID_CREDENTIALS for a wrong password and an unknown address', async () => {
      const wrong = await client.post('auth/login', { email, password: 'Wrong2026!', rememberMe: false });
      const unknown = await client.post('auth/login', { email: 'nobody@example.com', password: 'Wrong2026!', rememberMe: false });
      expect(wrong.status).toBe(401);
      expect(unknown.status).toBe(401);
      expect(await wrong.json()).toEqual(await unknown.json());
      expect(client.refreshCookieOf(wrong)).toBeUndefined();
    });

    it('keeps the session one hour, or 30 days with remember me, in the cookie and on the server', async () => {
      const short = await client.signIn(email, 'Correct2026!', false);
      const long = await client.signIn(email, 'Correct2026!', true);
      expect(client.refreshCookieOf(short.response)?.attributes['max-age']).toBe('3600');
      expect(client.refreshCookieOf(long.response)?.attributes['max-age']).toBe('2592000');
      const lifetime = async (sessionJwt: string) => {
        const { sid } = new JwtService().decode<{ sid: string }>(sessionJwt);
        const row = (
          await sql.query('select extract(epoch from expires_at - created_at)::int as s, remember_me from auth_sessions where id = $1', [
            sid,
          ])
        ).rows[0];
        return row as { s: number; remember_me: boolean };
      };
      expect(await lifetime(short.session.accessToken)).toEqual({ s: 3600, remember_me: false });
      expect(await lifetime(long.session.accessToken)).toEqual({ s: 2_592_000, remember_me: true });
      // A refresh keeps the session's own length.
      const refreshed = await client.refreshed(long.cookie);
      expect(client.refreshCookieOf(refreshed.response)?.attributes['max-age']).toBe('2592000');
    });

    it('never stores the refresh token itself', async () => {
      const { refreshToken } = await client.signIn(email, 'Correct2026!');
      const rows = (await sql.query('select token_hash from auth_sessions')).rows as Array<{ token_hash: string }>;
      expect(rows.some((row) => row.token_hash.includes(refreshToken))).toBe(false);
      expect(rows.every((row) => /^[0-9a-f]{64}$/.test(row.token_hash))).toBe(true);
    });
  });

  describe('refresh', () => {
    it('rotates the token on every refresh, for the same user', async () => {
      const first = await client.signUp();
      const second = await client.refreshed(first.cookie);
      expect(second.refreshToken).not.toBe(first.refreshToken);
      expect(second.session.user.id).toBe(first.session.user.id);
      const third = await client.refreshed(second.cookie);
      expect((await me(third.session.accessToken)).status).toBe(200);
    });

    it('gives two simultaneous refreshes with one cookie the same new pair, and the user stays signed in', async () => {
      const signed = await client.signUp();
      // Both requests reach the row while it is locked, so they really wait on each other.
      await sql.query('begin');
      await sql.query('select id from auth_sessions where user_id = $1 for update', [signed.session.user.id]);
      const racing = Promise.all([client.refreshed(signed.cookie), client.refreshed(signed.cookie)]);
      await new Promise((resolve) => setTimeout(resolve, 300));
      await sql.query('commit');
      const answers = await racing;
      const [one, two] = answers;
      expect(one!.refreshToken).not.toBe(signed.refreshToken);
      expect(two!.refreshToken).toBe(one!.refreshToken);
      expect(sidOf(two!.session.accessToken)).toBe(sidOf(one!.session.accessToken));
      for (const answer of answers) expect((await me(answer.session.accessToken)).status).toBe(200);
      const third = await client.refreshed(one!.cookie);
      expect((await me(third.session.accessToken)).status).toBe(200);
      // One rotation, not two: the first session, its one successor, and the third.
      expect(await familyOf(third.session.accessToken)).toEqual({ n: 3, revoked: 0 });
    });

    it('answers a retry within the grace period with the same cookie and a working access token of the same session', async () => {
      const signed = await client.signUp();
      const first = await client.refreshed(signed.cookie);
      const retry = await client.refreshed(signed.cookie);
      expect(retry.refreshToken).toBe(first.refreshToken);
      expect(sidOf(retry.session.accessToken)).toBe(sidOf(first.session.accessToken));
      // The cookie ends when the session does, not later.
      const maxAge = Number(client.refreshCookieOf(retry.response)?.attributes['max-age']);
      expect(maxAge).toBeLessThanOrEqual(3600);
      expect(maxAge).toBeGreaterThan(3500);
      expect((await me(retry.session.accessToken)).status).toBe(200);
      expect((await me(first.session.accessToken)).status).toBe(200);
      expect(await familyOf(retry.session.accessToken)).toEqual({ n: 2, revoked: 0 });
      expect((await client.refreshed(retry.cookie)).session.user.id).toBe(signed.session.user.id);
    });

    it('revokes the whole family when a token two rotations behind comes back, even within the grace period', async () => {
      const stolen = await client.signUp();
      const middle = await client.refreshed(stolen.cookie);
      const legit = await client.refreshed(middle.cookie);
      const reuse = await client.refresh(stolen.cookie);
      expect(reuse.status).toBe(401);
      expect(client.refreshCookieOf(reuse)?.value).toBe('');
      expect((await client.refresh(legit.cookie)).status).toBe(401);
      expect((await me(legit.session.accessToken)).status).toBe(401);
      expect(await familyOf(legit.session.accessToken)).toEqual({ n: 3, revoked: 3 });
    });

    it('revokes the whole family when a rotated token comes back, and answers 401 SESSION_EXPIRED', async () => {
      const stolen = await client.signUp();
      const legit = await client.refreshed(stolen.cookie);
      await ageRotations(stolen.session.user.id);
      const reuse = await client.refresh(stolen.cookie);
      expect(reuse.status).toBe(401);
      expect(await reuse.json()).toMatchObject({ code: 'SESSION_EXPIRED' });
      expect(client.refreshCookieOf(reuse)?.value).toBe('');
      // The legitimate holder's newer token and access token are dead too.
      expect((await client.refresh(legit.cookie)).status).toBe(401);
      expect((await me(legit.session.accessToken)).status).toBe(401);
      expect(await familyOf(legit.session.accessToken)).toEqual({ n: 2, revoked: 2 });
    });

    it('works from the cookie alone and answers 401 without one or with a forged one', async () => {
      expect((await client.post('auth/refresh')).status).toBe(401);
      expect((await client.refresh('hm_refresh=forged-token')).status).toBe(401);
      expect((await client.refresh(`hm_refresh=${'A'.repeat(43)}`)).status).toBe(401);
    });

    it('refuses an expired session', async () => {
      const signed = await client.signUp();
      await sql.query(`update auth_sessions set expires_at = now() - interval '1 second' where user_id = $1`, [signed.session.user.id]);
      expect((await client.refresh(signed.cookie)).status).toBe(401);
      expect((await me(signed.session.accessToken)).status).toBe(401);
    });
  });

  describe('sign-out', () => {
    it('revokes the session by cookie even without an access token, and clears the cookie', async () => {
      const signed = await client.signUp();
      const out = await client.post('auth/logout', undefined, { cookie: signed.cookie });
      expect(out.status).toBe(204);
      const cleared = client.refreshCookieOf(out);
      expect(cleared?.value).toBe('');
      expect(cleared?.attributes.expires).toMatch(/1970/);
      expect((await client.refresh(signed.cookie)).status).toBe(401);
      expect((await me(signed.session.accessToken)).status).toBe(401);
    });

    it('also works with an expired access token sent along', async () => {
      const signed = await client.signUp();
      const expired = new JwtService({ secret: TEST_JWT_SECRET }).sign(
        { sub: signed.session.user.id, role: 'customer', sid: '00000000-0000-4000-8000-000000000000' },
        { expiresIn: -60 },
      );
      const out = await client.post('auth/logout', undefined, { cookie: signed.cookie, authorization: `Bearer ${expired}` });
      expect(out.status).toBe(204);
      expect((await client.refresh(signed.cookie)).status).toBe(401);
    });

    it('leaves the other sessions of the user alone', async () => {
      const request = signUpRequest();
      const phone = await client.signUp(request);
      const laptop = await client.signIn(request.email, request.password);
      await client.post('auth/logout', undefined, { cookie: laptop.cookie });
      expect((await me(phone.session.accessToken)).status).toBe(200);
    });
  });

  describe('access tokens', () => {
    let signed: Awaited<ReturnType<AccountsClient['signUp']>>;
    beforeAll(async () => {
      signed = await client.signUp();
    });
    const claims = () => new JwtService().decode<{ sub: string; role: string; sid: string }>(signed.session.accessToken);

    it('carries sub, role and sid, signed HS256', () => {
      const [header] = signed.session.accessToken.split('.');
      expect(JSON.parse(Buffer.from(header!, 'base64url').toString())).toMatchObject({ alg: 'HS256' });
      expect(claims()).toMatchObject({ sub: signed.session.user.id, role: 'customer', sid: expect.any(String) });
    });

    it('gets 401 when tampered with, unsigned (alg none), signed with another key, or expired', async () => {
      const [header, payload, signature] = signed.session.accessToken.split('.') as [string, string, string];
      const promoted = Buffer.from(JSON.stringify({ ...claims(), role: 'admin' })).toString('base64url');
      const none = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url');
      const { sub, sid } = claims();
      const attempts = [
        `${header}.${promoted}.${signature}`,
        `${none}.${payload}.`,
        new JwtService({ secret: 'another-secret-another-secret-123456' }).sign({ sub, role: 'customer', sid }),
        new JwtService({ secret: TEST_JWT_SECRET }).sign({ sub, role: 'customer', sid }, { expiresIn: -1 }),
        `${signed.session.accessToken}x`,
      ];
      for (const token of attempts) {
        const response = await me(token);
        expect(response.status).toBe(401);
        expect(await response.json()).toMatchObject({ statusCode: 401, code: 'UNAUTHORIZED' });
      }
      expect((await me(signed.session.accessToken)).status).toBe(200);
    });
  });
});
