import { createTestDatabase, type TestDatabase } from '@hm/db/testing';
import type { AuthSession } from '@hm/contracts';
import { generateKeyPairSync } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { Events, OAuth2Server, type MutableResponse } from 'oauth2-mock-server';
import pg from 'pg';
import { AccountsClient, parseSetCookies, signUpRequest } from '../../../testing/accounts-client.js';
import { deleteRedisKeys, freePort, startApp, type RunningApp } from '../../../testing/test-app.js';
import { TEST_REDIS_URL, testConfig, testRedisPrefix } from '../../../testing/test-config.js';

const SUITE = 'accounts-oauth';

interface RoundTrip {
  /** Where the API finally sent the browser. */
  location: string;
  /** Cookies the browser holds at the end (name=value). */
  cookies: Map<string, string>;
  /** What the provider was asked at /authorize. */
  authorizeUrl: URL;
}

// The full browser round trip against a real OAuth 2 server (oauth2-mock-server): the API's
// start route, the provider's /authorize, the API's callback (which calls the provider's /token
// and profile endpoints itself), then the SPA's refresh. Redirects are followed by hand.
describe('OAuth sign-in against a local OAuth 2 server (real PostgreSQL and Redis)', () => {
  let db: TestDatabase;
  let provider: OAuth2Server;
  let app: RunningApp;
  let client: AccountsClient;
  let sql: pg.Client;
  let googleProfile: Record<string, unknown>;
  let githubUser: Record<string, unknown>;
  let githubEmails: unknown[];
  let emailsAuthorization: string | undefined;

  beforeAll(async () => {
    provider = new OAuth2Server();
    // keys.generate() trips over Jest's VM realm (its plain-object check sees a foreign prototype);
    // a key made here and added as a copy is the same RS256 key material.
    const jwk = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ format: 'jwk' });
    await provider.issuer.keys.add({ ...jwk, alg: 'RS256', kid: 'hm-test-key' });
    await provider.start(0, '127.0.0.1');
    const issuer = provider.issuer.url!;
    provider.service.on(Events.BeforeUserinfo, (response: MutableResponse) => {
      response.body = googleProfile;
    });
    const sendJson = (res: ServerResponse, body: unknown) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    provider.service.addRoute('GET', '/user', (_req: IncomingMessage, res: ServerResponse) => sendJson(res, githubUser));
    provider.service.addRoute('GET', '/user/emails', (req: IncomingMessage, res: ServerResponse) => {
      emailsAuthorization = req.headers.authorization;
      sendJson(res, githubEmails);
    });

    db = await createTestDatabase('hm_test_accounts_oauth');
    const port = await freePort();
    const env = {
      DATABASE_URL: db.url,
      // Refused sign-ins are logged as warnings on purpose; keep the test output to real errors.
      LOG_LEVEL: 'error',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      OAUTH_GOOGLE_CLIENT_ID: 'google-client',
      OAUTH_GOOGLE_CLIENT_SECRET: 'google-secret',
      OAUTH_GOOGLE_AUTHORIZE_URL: `${issuer}/authorize`,
      OAUTH_GOOGLE_TOKEN_URL: `${issuer}/token`,
      OAUTH_GOOGLE_PROFILE_URL: `${issuer}/userinfo`,
      OAUTH_GITHUB_CLIENT_ID: 'github-client',
      OAUTH_GITHUB_CLIENT_SECRET: 'github-secret',
      OAUTH_GITHUB_AUTHORIZE_URL: `${issuer}/authorize`,
      OAUTH_GITHUB_TOKEN_URL: `${issuer}/token`,
      OAUTH_GITHUB_PROFILE_URL: `${issuer}/user`,
      OAUTH_GITHUB_EMAILS_URL: `${issuer}/user/emails`,
    };
    app = await startApp(testConfig(env, { suite: SUITE }), port);
    client = new AccountsClient(app.baseUrl);
    sql = new pg.Client({ connectionString: db.url });
    await sql.connect();
  });

  afterAll(async () => {
    await sql?.end();
    await app?.close();
    await provider?.stop();
    await db?.drop();
    await deleteRedisKeys(TEST_REDIS_URL, testRedisPrefix(SUITE));
  });

  const cookieHeader = (cookies: Map<string, string>) => [...cookies].map(([name, value]) => `${name}=${value}`).join('; ');

  async function get(url: string, cookies: Map<string, string>, headers: Record<string, string> = {}): Promise<Response> {
    const response = await fetch(url, { redirect: 'manual', headers: { cookie: cookieHeader(cookies), ...headers } });
    for (const set of parseSetCookies(response)) {
      if (set.value === '') cookies.delete(set.name);
      else cookies.set(set.name, set.value);
    }
    return response;
  }

  /** Start -> provider -> callback, optionally changing the callback URL on its way back. */
  async function roundTrip(
    name: 'google' | 'github',
    options: { start?: string; tamper?: (callback: URL) => void; headers?: Record<string, string> } = {},
  ): Promise<RoundTrip> {
    const cookies = new Map<string, string>();
    const start = await get(`${app.baseUrl}/api/auth/oauth/${name}${options.start ?? ''}`, cookies, options.headers);
    expect(start.status).toBe(302);
    const authorizeUrl = new URL(start.headers.get('location')!);
    const atProvider = await get(authorizeUrl.toString(), new Map());
    expect(atProvider.status).toBe(302);
    const callback = new URL(atProvider.headers.get('location')!);
    options.tamper?.(callback);
    const back = await get(callback.toString(), cookies);
    expect(back.status).toBe(302);
    return { location: back.headers.get('location')!, cookies, authorizeUrl };
  }

  const refreshWith = (cookies: Map<string, string>) => client.refresh(`hm_refresh=${cookies.get('hm_refresh') ?? ''}`);
  const sessionOf = async (cookies: Map<string, string>): Promise<AuthSession> => {
    const response = await refreshWith(cookies);
    expect(response.status).toBe(200);
    return (await response.json()) as AuthSession;
  };
  const userCount = async () => (await sql.query('select count(*)::int as n from users')).rows[0].n as number;

  it('signs a new person up with Google and lands on /auth/callback with the return path; the cookie then refreshes', async () => {
    googleProfile = {
      sub: 'google-sub-1',
      email: 'Nadia.Haddad@Example.com',
      email_verified: true,
      given_name: 'Nadia',
      family_name: 'Haddad',
    };
    const trip = await roundTrip('google', { start: `?returnTo=${encodeURIComponent('/bookings?page=2')}&locale=en` });

    expect(trip.authorizeUrl.origin).toBe(new URL(provider.issuer.url!).origin);
    expect(trip.authorizeUrl.searchParams.get('client_id')).toBe('google-client');
    expect(trip.authorizeUrl.searchParams.get('redirect_uri')).toBe(`${app.baseUrl}/api/auth/oauth/google/callback`);
    expect(trip.authorizeUrl.searchParams.get('scope')).toBe('openid email profile');
    expect(trip.authorizeUrl.searchParams.get('state')).toMatch(/^[A-Za-z0-9_-]{32}$/);

    expect(trip.location).toBe(`/auth/callback?returnTo=${encodeURIComponent('/bookings?page=2')}`);
    expect(trip.cookies.has('hm_oauth')).toBe(false);
    expect((await sessionOf(trip.cookies)).user).toMatchObject({
      email: 'nadia.haddad@example.com',
      firstName: 'Nadia',
      lastName: 'Haddad',
      role: 'customer',
      locale: 'en',
    });

    const [user] = (await sql.query(`select id, password_hash, email_verified_at from users where email = 'nadia.haddad@example.com'`))
      .rows;
    expect(user).toMatchObject({ password_hash: null, email_verified_at: expect.any(Date) });
    expect((await sql.query('select provider, subject from oauth_identities where user_id = $1', [user.id])).rows).toEqual([
      { provider: 'google', subject: 'google-sub-1' },
    ]);
    const welcome = (await sql.query(`select payload from outbox where payload->>'to' = 'nadia.haddad@example.com'`)).rows[0];
    expect(welcome.payload).toMatchObject({ template: 'welcome', locale: 'en' });
  });

  it('finds the same account on the next sign-in, by provider id', async () => {
    const before = await userCount();
    googleProfile = {
      sub: 'google-sub-1',
      email: 'nadia.haddad@example.com',
      email_verified: true,
      given_name: 'Nadia',
      family_name: 'Haddad',
    };
    const trip = await roundTrip('google');
    expect(trip.location).toBe('/auth/callback');
    expect(await userCount()).toBe(before);
    expect((await refreshWith(trip.cookies)).status).toBe(200);
  });

  it('takes the language of Accept-Language when the start link names none', async () => {
    googleProfile = {
      sub: 'google-sub-fr',
      email: 'francine@example.com',
      email_verified: true,
      given_name: 'Francine',
      family_name: 'Ouellet',
    };
    const trip = await roundTrip('google', { headers: { 'accept-language': 'fr-CA,fr;q=0.9,en;q=0.8' } });
    expect(trip.location).toBe('/auth/callback');
    expect((await sessionOf(trip.cookies)).user.locale).toBe('fr');
  });

  it('links a verified Google address to an existing account whose address was verified', async () => {
    const existing = await client.signUp(signUpRequest({ email: 'linked@example.com' }));
    await sql.query(`update users set email_verified_at = now() where id = $1`, [existing.session.user.id]);
    googleProfile = { sub: 'google-sub-2', email: 'LINKED@example.com', email_verified: true, given_name: 'Someone', family_name: 'Else' };
    const trip = await roundTrip('google');
    expect(trip.location).toBe('/auth/callback');
    const session = await sessionOf(trip.cookies);
    expect(session.user).toMatchObject({ id: existing.session.user.id, firstName: 'Camille' });
    // Nothing else changes for its owner: the password and the other sessions still work.
    await client.signIn('linked@example.com', 'Maison2026!');
    expect((await client.send('GET', 'me', existing.session.accessToken)).status).toBe(200);
  });

  it('takes an unverified registration of the address back from whoever made it (pre-account takeover)', async () => {
    // Someone registers the owner's address first, with a password of their own.
    const squatter = await client.signUp(signUpRequest({ email: 'owner@example.com', password: 'Squatter2026!' }));
    googleProfile = { sub: 'google-owner', email: 'owner@example.com', email_verified: true, given_name: 'Olivia', family_name: 'Owner' };
    const trip = await roundTrip('google');
    expect(trip.location).toBe('/auth/callback');
    expect((await sessionOf(trip.cookies)).user.id).toBe(squatter.session.user.id);
    // The squatter's password and sessions no longer open the account.
    expect((await client.post('auth/login', { email: 'owner@example.com', password: 'Squatter2026!', rememberMe: false })).status).toBe(
      401,
    );
    expect((await client.refresh(squatter.cookie)).status).toBe(401);
    expect((await client.send('GET', 'me', squatter.session.accessToken)).status).toBe(401);
    const [row] = (await sql.query(`select password_hash, email_verified_at from users where email = 'owner@example.com'`)).rows;
    expect(row).toEqual({ password_hash: null, email_verified_at: expect.any(Date) });
  });

  it('refuses an unverified address that belongs to an existing account (no takeover)', async () => {
    const victim = await client.signUp(signUpRequest({ email: 'victim@example.com' }));
    googleProfile = { sub: 'attacker-sub', email: 'victim@example.com', email_verified: false, given_name: 'Mallory' };
    const trip = await roundTrip('google');
    expect(trip.location).toBe('/auth/callback?error=OAUTH_FAILED');
    expect(trip.cookies.has('hm_refresh')).toBe(false);
    expect((await sql.query(`select count(*)::int as n from oauth_identities where subject = 'attacker-sub'`)).rows[0].n).toBe(0);
    expect((await client.send('GET', 'me', victim.session.accessToken)).status).toBe(200);
  });

  it('signs in with GitHub using the primary verified address of /user/emails', async () => {
    githubUser = { id: 4242, login: 'octo-marc', name: 'Marc Gagnon' };
    githubEmails = [
      { email: 'marc@users.noreply.example', primary: false, verified: true },
      { email: 'marc.gagnon@example.com', primary: true, verified: true },
    ];
    const trip = await roundTrip('github');
    expect(trip.authorizeUrl.searchParams.get('scope')).toBe('read:user,user:email');
    expect(trip.location).toBe('/auth/callback');
    expect(emailsAuthorization).toMatch(/^Bearer \S+/);
    const session = await sessionOf(trip.cookies);
    expect(session.user).toMatchObject({ email: 'marc.gagnon@example.com', firstName: 'Marc', lastName: 'Gagnon' });
    expect((await sql.query(`select subject from oauth_identities where provider = 'github'`)).rows).toEqual([{ subject: '4242' }]);
  });

  it('refuses a tampered state, a missing state cookie and a cookie of another provider', async () => {
    const before = await userCount();
    googleProfile = { sub: 'google-sub-3', email: 'tamper@example.com', email_verified: true, given_name: 'T' };
    const tampered = await roundTrip('google', {
      tamper: (callback) => callback.searchParams.set('state', `${callback.searchParams.get('state')}x`),
    });
    expect(tampered.location).toBe('/auth/callback?error=OAUTH_FAILED');
    expect(tampered.cookies.has('hm_refresh')).toBe(false);

    const dropped = await roundTrip('google', { tamper: (callback) => callback.searchParams.delete('state') });
    expect(dropped.location).toBe('/auth/callback?error=OAUTH_FAILED');

    // A callback URL replayed in a browser that never started the sign-in (no state cookie).
    const cookies = new Map<string, string>();
    const start = await get(`${app.baseUrl}/api/auth/oauth/google`, cookies);
    const atProvider = await get(start.headers.get('location')!, new Map());
    const replay = await get(atProvider.headers.get('location')!, new Map());
    expect(replay.headers.get('location')).toBe('/auth/callback?error=OAUTH_FAILED');

    // GitHub's callback with Google's state cookie.
    const crossed = await get(atProvider.headers.get('location')!.replace('/oauth/google/', '/oauth/github/'), cookies);
    expect(crossed.headers.get('location')).toBe('/auth/callback?error=OAUTH_FAILED');
    expect(await userCount()).toBe(before);
  });

  it('fails cleanly when the person declines or the token exchange fails', async () => {
    const declined = await roundTrip('google', {
      tamper: (callback) => {
        callback.searchParams.delete('code');
        callback.searchParams.set('error', 'access_denied');
      },
    });
    expect(declined.location).toBe('/auth/callback?error=OAUTH_FAILED');

    provider.service.once(Events.BeforeResponse, (response: MutableResponse) => {
      response.statusCode = 500;
      response.body = { error: 'server_error' };
    });
    googleProfile = { sub: 'google-sub-4', email: 'token-fail@example.com', email_verified: true };
    const failed = await roundTrip('google');
    expect(failed.location).toBe('/auth/callback?error=OAUTH_FAILED');
    expect(failed.cookies.has('hm_refresh')).toBe(false);
  });

  it('drops a return path that leaves the site', async () => {
    googleProfile = { sub: 'google-sub-1', email: 'nadia.haddad@example.com', email_verified: true };
    const trip = await roundTrip('google', { start: `?returnTo=${encodeURIComponent('//evil.example/steal')}` });
    expect(trip.location).toBe('/auth/callback');
  });

  it('answers 404 NOT_FOUND for a provider that is not configured', async () => {
    for (const name of ['facebook', 'myspace']) {
      const response = await fetch(`${app.baseUrl}/api/auth/oauth/${name}`, { redirect: 'manual' });
      expect(response.status).toBe(404);
      expect(await response.json()).toMatchObject({ code: 'NOT_FOUND' });
    }
  });
});
