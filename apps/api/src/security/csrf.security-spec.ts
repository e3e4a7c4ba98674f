import { CHAT_ROUTES } from '@hm/contracts';
import { parseSetCookies, signUpRequest, type Signed } from '../testing/accounts-client.js';
import { signUpAs } from '../testing/role-users.js';
import { startSecurityApp, type SecurityApp } from './security-fixtures.js';

// CSRF on cookie-authenticated writes. How they are protected:
// - The API's own routes authenticate by `Authorization: Bearer` only, which a browser never adds
//   to a request another page triggers; the refresh cookie does not authenticate them (tested below).
// - The cookies that do authenticate something — the refresh cookie (POST auth/refresh,
//   auth/logout, Bull Board at /admin/queues for admins, whose API can pause queues or add mail
//   jobs) and the chat visitor cookie — are HttpOnly and SameSite=Lax: another site's form or
//   fetch never carries them. In production the refresh cookie is also __Host- (headers spec).
// - Lax does not stop another origin of the same site (a sibling subdomain) nor browsers without
//   SameSite, nor a forged sign-in (login CSRF, no cookie needed), so http/cross-site-writes.ts
//   refuses every non-GET request a browser marks as coming from elsewhere (Sec-Fetch-Site other
//   than same-origin with an Origin that is not PUBLIC_URL's, or cross-site/same-site without
//   Origin): 403 FORBIDDEN, nothing done. Clients sending neither header (curl) pass.
// - No CORS headers are sent, so another origin cannot read an answer (e.g. a refreshed token).

const PUBLIC_URL = 'https://homemate.test';
const EVIL = { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' };
const SIBLING = { origin: 'https://forum.homemate.test', 'sec-fetch-site': 'same-site' };
const OURS = { origin: PUBLIC_URL, 'sec-fetch-site': 'same-origin' };

describe('CSRF: cookie-authenticated writes only from our own origin (real PostgreSQL and Redis)', () => {
  let app: SecurityApp;
  let base: string;

  beforeAll(async () => {
    app = await startSecurityApp('csrf', { PUBLIC_URL });
    base = app.app.baseUrl;
  });

  afterAll(async () => {
    await app?.close();
  });

  const send = (method: string, path: string, headers: Record<string, string>, body?: unknown) =>
    fetch(`${base}${path}`, {
      method,
      headers: body === undefined ? headers : { 'content-type': 'application/json', ...headers },
      body: body === undefined ? undefined : JSON.stringify(body),
    });

  async function expectRefused(response: Response): Promise<void> {
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({ statusCode: 403, code: 'FORBIDDEN' });
    expect(response.headers.getSetCookie()).toEqual([]);
  }

  it('refuses a refresh or a sign-out sent with the cookie from another site or a sibling origin, and the session lives on', async () => {
    const signed = await app.client.signUp();
    for (const headers of [EVIL, SIBLING, { origin: 'null' }]) {
      await expectRefused(await send('POST', '/api/auth/refresh', { cookie: signed.cookie, ...headers }));
      await expectRefused(await send('POST', '/api/auth/logout', { cookie: signed.cookie, ...headers }));
    }
    // Nothing was rotated or revoked: the same cookie still refreshes from our own page.
    const ours = await send('POST', '/api/auth/refresh', { cookie: signed.cookie, ...OURS });
    expect(ours.status).toBe(200);
    expect(ours.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('refuses a cross-site write to Bull Board with the admin cookie; from the board itself it reaches the board, which is read-only', async () => {
    const admin = await signUpAs(app.client, app.sql, 'admin');
    const isPaused = async () => {
      const response = await send('GET', '/admin/queues/api/queues', { cookie: admin.cookie });
      const { queues } = (await response.json()) as { queues: Array<{ name: string; isPaused: boolean }> };
      return queues.find((queue) => queue.name === 'mail')!.isPaused;
    };
    expect(await isPaused()).toBe(false);
    await expectRefused(await send('PUT', '/admin/queues/api/queues/mail/pause', { cookie: admin.cookie, ...EVIL }));
    await expectRefused(await send('PUT', '/admin/queues/api/queues/mail/pause', { cookie: admin.cookie, ...SIBLING }));
    await expectRefused(
      await send('POST', '/admin/queues/api/queues/mail/add', { cookie: admin.cookie, ...EVIL }, { name: 'mail', data: {} }),
    );
    expect(await isPaused()).toBe(false);

    // From our own origin the write gets past the CSRF check (not 403) to Bull Board, which refuses
    // it: every queue is read-only (docs/operations.md "Who can do what").
    const ours = await send('PUT', '/admin/queues/api/queues/mail/pause', { cookie: admin.cookie, ...OURS });
    expect(ours.status).toBe(405);
    expect(await ours.json()).toMatchObject({ error: { key: 'ERRORS.QUEUE_READ_ONLY' } });
    expect(await isPaused()).toBe(false);
  });

  it('refuses a chat message sent cross-site with the visitor cookie (SameSite=Lax, HttpOnly)', async () => {
    const first = await send('POST', `/api/${CHAT_ROUTES.messages}`, OURS, { content: 'Bonjour', locale: 'fr' });
    expect(first.status).toBe(202);
    const visitor = parseSetCookies(first).find((cookie) => cookie.name === 'hm_chat')!;
    expect(visitor.attributes).toMatchObject({ httponly: true, samesite: 'Lax' });
    const cookie = `${visitor.name}=${encodeURIComponent(visitor.value)}`;
    await expectRefused(
      await send('POST', `/api/${CHAT_ROUTES.messages}`, { cookie, ...EVIL }, { content: 'Envoyé par un autre site', locale: 'fr' }),
    );
    const { rows } = await app.sql.query<{ n: number }>(
      `select count(*)::int as n from chat_messages where content = 'Envoyé par un autre site'`,
    );
    expect(rows[0]!.n).toBe(0);
  });

  it('never authenticates an API route from the refresh cookie: a forged same-site request has no account to act for', async () => {
    const signed: Signed = await app.client.signUp(signUpRequest());
    // Even from our own origin (where the CSRF check lets it through), the cookie is no credential.
    expect((await send('GET', '/api/me', { cookie: signed.cookie, ...OURS })).status).toBe(401);
    expect((await send('POST', '/api/bookings', { cookie: signed.cookie, ...OURS }, {})).status).toBe(401);
    expect((await send('PATCH', '/api/me', { cookie: signed.cookie, ...OURS }, { firstName: 'Pirate' })).status).toBe(401);
  });

  it('refuses a forged sign-in from another site (login CSRF), and still serves reads to bearer tokens without CORS', async () => {
    const signed = await app.client.signUp();
    const credentials = { email: signed.session.user.email, password: 'Maison2026!', rememberMe: false };
    await expectRefused(await send('POST', '/api/auth/login', EVIL, credentials));
    expect((await send('POST', '/api/auth/login', OURS, credentials)).status).toBe(200);
    // Non-browser clients send neither Origin nor Sec-Fetch-Site, and are not refused.
    expect((await send('POST', '/api/auth/login', {}, credentials)).status).toBe(200);
    const read = await send('GET', '/api/me', { authorization: `Bearer ${signed.session.accessToken}`, ...EVIL });
    expect(read.status).toBe(200);
    expect(read.headers.get('access-control-allow-origin')).toBeNull();
  });
});
