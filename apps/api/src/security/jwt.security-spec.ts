import { JwtService } from '@nestjs/jwt';
import { io } from 'socket.io-client';
import { SOCKET_IO_PATH, type ServerHelloPayload } from '@hm/contracts';
import type { Signed } from '../testing/accounts-client.js';
import { signUpAs } from '../testing/role-users.js';
import { TEST_JWT_SECRET } from '../testing/test-config.js';
import { startSecurityApp, type SecurityApp } from './security-fixtures.js';

// Access and refresh tokens. Already proven in modules/auth/auth.int-spec.ts and not
// repeated here:
// - "gets 401 when tampered with, unsigned (alg none), signed with another key, or expired" (GET /api/me);
// - "revokes the whole family when a rotated token comes back" (reused refresh token: both
//   refresh tokens and the legitimate access token dead, every session of the family revoked);
// - "refuses an expired session", sign-out revoking the access token of its session, and forged
//   refresh cookies; app.int-spec.ts: a signed-out session's token refused by the socket;
//   me.int-spec.ts: a password change signing the other sessions out.
// Added here: algorithm pinning beyond `none` (HS384/HS512 with the right secret, `None`
// spellings), forged tokens on the routes that matter most (admin console, Bull Board, sockets),
// a token whose session belongs to someone else, a revoked admin session, and tokens in places
// other than the Authorization header.

describe('JWT handling beyond the accounts suite (real PostgreSQL and Redis)', () => {
  let app: SecurityApp;
  let admin: Signed;
  let customer: Signed;
  const sign = (claims: object, options: Parameters<JwtService['sign']>[1] = {}, secret = TEST_JWT_SECRET) =>
    new JwtService({ secret }).sign(claims, options);
  const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const claimsOf = (who: Signed) => new JwtService().decode<{ sub: string; role: string; sid: string }>(who.session.accessToken);

  beforeAll(async () => {
    app = await startSecurityApp('jwt');
    admin = await signUpAs(app.client, app.sql, 'admin');
    customer = await signUpAs(app.client, app.sql, 'customer');
  });

  afterAll(async () => {
    await app?.close();
  });

  const adminRoute = (token: string) => app.client.send('GET', 'admin/bookings', token);
  const board = (token: string) => fetch(`${app.app.baseUrl}/admin/queues/api/queues`, { headers: { authorization: `Bearer ${token}` } });

  /** Forgeries of an admin token built from a customer's session, each of which must fail. */
  function forgeries(): Record<string, string> {
    const { sub, sid } = claimsOf(customer);
    const promoted = { sub, sid, role: 'admin', iat: Math.floor(Date.now() / 1000), exp: Math.floor(Date.now() / 1000) + 600 };
    return {
      'alg None': `${b64({ alg: 'None', typ: 'JWT' })}.${b64(promoted)}.`,
      'alg NONE': `${b64({ alg: 'NONE', typ: 'JWT' })}.${b64(promoted)}.`,
      'alg none with a signature': `${b64({ alg: 'none', typ: 'JWT' })}.${b64(promoted)}.${customer.session.accessToken.split('.')[2]}`,
      'HS384 with the real secret': sign({ sub, sid, role: 'admin' }, { algorithm: 'HS384' }),
      'HS512 with the real secret': sign({ sub, sid, role: 'admin' }, { algorithm: 'HS512' }),
      'another key': sign({ sub, sid, role: 'admin' }, {}, 'not-the-secret-not-the-secret-123456'),
      'expired admin token': sign({ sub: claimsOf(admin).sub, sid: claimsOf(admin).sid, role: 'admin' }, { expiresIn: -30 }),
      'not yet valid': sign({ sub, sid, role: 'admin' }, { notBefore: 3600 }),
    };
  }

  it('refuses forged or expired admin tokens on the admin API and Bull Board', async () => {
    for (const [name, token] of Object.entries(forgeries())) {
      expect({ name, api: (await adminRoute(token)).status, board: (await board(token)).status }).toEqual({ name, api: 401, board: 401 });
    }
    // The real tokens still work, so the refusals are about the forgeries.
    expect((await adminRoute(admin.session.accessToken)).status).toBe(200);
    expect((await adminRoute(customer.session.accessToken)).status).toBe(403);
  });

  it('does not sign a socket in with a forged token', async () => {
    const connect = async (token: string): Promise<string> => {
      const socket = io(app.app.baseUrl, {
        path: SOCKET_IO_PATH,
        transports: ['websocket'],
        auth: { token },
        reconnection: false,
        forceNew: true,
      });
      try {
        return await new Promise<string>((resolve) => {
          socket.once('connect_error', () => resolve('refused'));
          socket.once('server:hello', (hello: ServerHelloPayload) => resolve(hello.authenticated ? 'signed in' : 'anonymous'));
        });
      } finally {
        socket.disconnect();
      }
    };
    expect(await connect(admin.session.accessToken)).toBe('signed in');
    for (const [name, token] of Object.entries(forgeries()))
      expect({ name, outcome: await connect(token) }).not.toEqual({ name, outcome: 'signed in' });
  });

  it("refuses a validly signed token naming someone else's session (sid of the admin, sub of the customer)", async () => {
    const token = sign({ sub: claimsOf(customer).sub, sid: claimsOf(admin).sid, role: 'admin' });
    expect((await adminRoute(token)).status).toBe(401);
    expect((await app.client.send('GET', 'me', token)).status).toBe(401);
  });

  it("refuses a signed-out admin's access token at once, on the admin API and Bull Board", async () => {
    const leaving = await signUpAs(app.client, app.sql, 'admin');
    expect((await adminRoute(leaving.session.accessToken)).status).toBe(200);
    expect((await app.client.post('auth/logout', undefined, { cookie: leaving.cookie })).status).toBe(204);
    expect((await adminRoute(leaving.session.accessToken)).status).toBe(401);
    expect((await board(leaving.session.accessToken)).status).toBe(401);
  });

  it('takes the access token from the Authorization header only (not a query string or a cookie)', async () => {
    const token = customer.session.accessToken;
    expect((await fetch(`${app.app.baseUrl}/api/me?access_token=${token}`)).status).toBe(401);
    expect((await fetch(`${app.app.baseUrl}/api/me?token=${token}`)).status).toBe(401);
    expect((await fetch(`${app.app.baseUrl}/api/me`, { headers: { cookie: `access_token=${token}; token=${token}` } })).status).toBe(401);
    expect((await fetch(`${app.app.baseUrl}/api/me`, { headers: { authorization: `Bearer ${token}` } })).status).toBe(200);
  });
});
