import {
  SOCKET_IO_PATH,
  type AuthRefreshAck,
  type ClientToServerEvents,
  type ServerHelloPayload,
  type ServerToClientEvents,
  type SessionEndedPayload,
} from '@hm/contracts';
import { io, type Socket, type SocketOptions, type ManagerOptions } from 'socket.io-client';
import type { AppConfig } from '../config/app-config.js';
import { AccountsClient, signUpRequest, type Signed } from '../testing/accounts-client.js';
import { startApp, type RunningApp } from '../testing/test-app.js';
import { startSecurityApp, type SecurityApp } from './security-fixtures.js';

// Sockets belong to the session that opened them: a revocation closes them on every API node,
// a recovered connection is authenticated again, an expired token does not keep one open, a
// foreign page cannot open one, and a flood of events is cut short. Two API nodes share the
// database and Redis, as in production.

type ClientSocket = Socket<ServerToClientEvents, ClientToServerEvents>;
type Options = Partial<ManagerOptions & SocketOptions>;

const PER_CONNECTION = { limit: 20, windowMs: 60_000 };
const PER_USER = { limit: 30, windowMs: 60_000 };
/** How fast a revocation must reach the sockets, whichever node holds them. */
const REVOCATION_BUDGET_MS = 1000;
const PASSWORD = 'Maison2026!';

describe('Socket.IO sessions (two API nodes, real PostgreSQL and Redis)', () => {
  let app: SecurityApp;
  let config: AppConfig;
  let nodeB: RunningApp;
  const sockets: ClientSocket[] = [];
  let emails = 0;

  beforeAll(async () => {
    app = await startSecurityApp('sockets', {}, (base) => {
      config = { ...base, realtime: { ...base.realtime, eventLimits: { perConnection: PER_CONNECTION, perUser: PER_USER } } };
      return config;
    });
    nodeB = await startApp(config);
  });

  afterEach(() => {
    for (const socket of sockets.splice(0)) socket.disconnect();
  });

  afterAll(async () => {
    await nodeB?.close();
    await app?.close();
  });

  const signUp = (): Promise<Signed> =>
    app.client.signUp(signUpRequest({ email: `socket-${(emails += 1)}@example.com`, password: PASSWORD }));
  /** A second sign-in (another device) of the same account. */
  const signIn = (signed: Signed, client = app.client): Promise<Signed> => client.signIn(signed.session.user.email, PASSWORD);

  function open(
    baseUrl: string,
    auth: Record<string, unknown> | ((cb: (data: object) => void) => void) = {},
    options: Options = {},
  ): ClientSocket {
    const socket: ClientSocket = io(baseUrl, {
      path: SOCKET_IO_PATH,
      transports: ['websocket'],
      auth,
      reconnection: false,
      forceNew: true,
      ...options,
    });
    sockets.push(socket);
    return socket;
  }

  function hello(socket: ClientSocket): Promise<ServerHelloPayload> {
    return new Promise((resolve, reject) => {
      socket.once('server:hello', resolve);
      socket.once('connect_error', reject);
    });
  }

  async function connected(baseUrl: string, token: string): Promise<ClientSocket> {
    const socket = open(baseUrl, { token });
    expect(await hello(socket)).toMatchObject({ authenticated: true });
    return socket;
  }

  /** Resolves with what the server said and how long it took, once the socket is closed by the server. */
  function closedByServer(socket: ClientSocket, within: number): Promise<{ ended: SessionEndedPayload | null; reason: string }> {
    return new Promise((resolve, reject) => {
      let ended: SessionEndedPayload | null = null;
      const timer = setTimeout(() => reject(new Error(`socket still open after ${within} ms`)), within);
      socket.once('session:ended', (payload) => (ended = payload));
      socket.once('disconnect', (reason) => {
        clearTimeout(timer);
        resolve({ ended, reason });
      });
    });
  }

  async function stillOpen(socket: ClientSocket): Promise<boolean> {
    if (!socket.connected) return false;
    return socket
      .timeout(2000)
      .emitWithAck('ping')
      .then(() => socket.connected)
      .catch(() => false);
  }

  it('a sign-out closes that sign-in’s sockets on every node within a second, and no other', async () => {
    const first = await signUp();
    const second = await signIn(first);
    const onA = await connected(app.app.baseUrl, first.session.accessToken);
    const onB = await connected(nodeB.baseUrl, first.session.accessToken);
    const otherDevice = await connected(nodeB.baseUrl, second.session.accessToken);
    const closing = [closedByServer(onA, REVOCATION_BUDGET_MS), closedByServer(onB, REVOCATION_BUDGET_MS)];

    expect((await app.client.post('auth/logout', undefined, { cookie: first.cookie })).status).toBe(204);

    for (const closed of await Promise.all(closing))
      expect(closed).toEqual({ ended: { reason: 'revoked' }, reason: 'io server disconnect' });
    expect(await stillOpen(otherDevice)).toBe(true);
  });

  it('a password change from another device closes the other sign-ins’ sockets, not its own', async () => {
    const laptop = await signUp();
    const phone = await signIn(laptop);
    const laptopSocket = await connected(nodeB.baseUrl, laptop.session.accessToken);
    const phoneSocket = await connected(app.app.baseUrl, phone.session.accessToken);
    const closing = closedByServer(laptopSocket, REVOCATION_BUDGET_MS);

    const changed = await app.client.send('PUT', 'me/password', phone.session.accessToken, {
      currentPassword: PASSWORD,
      newPassword: 'Changed2026xyz',
    });
    expect(changed.status).toBe(204);

    expect(await closing).toMatchObject({ ended: { reason: 'revoked' } });
    expect(await stillOpen(phoneSocket)).toBe(true);
  });

  it('signing out the other devices closes their sockets', async () => {
    const laptop = await signUp();
    const phone = await signIn(laptop);
    const laptopSocket = await connected(nodeB.baseUrl, laptop.session.accessToken);
    const closing = closedByServer(laptopSocket, REVOCATION_BUDGET_MS);
    expect((await app.client.send('POST', 'me/sessions/sign-out-others', phone.session.accessToken)).status).toBe(204);
    expect(await closing).toMatchObject({ ended: { reason: 'revoked' } });
  });

  it('a reused refresh token closes the sockets of its whole sign-in', async () => {
    const victim = await signUp();
    const rotated = await app.client.refreshed(victim.cookie);
    const socket = await connected(nodeB.baseUrl, rotated.session.accessToken);
    const again = await app.client.refreshed(rotated.cookie);
    const closing = closedByServer(socket, REVOCATION_BUDGET_MS);
    // The first cookie, two rotations old, comes back: someone else holds a copy.
    expect((await app.client.refresh(victim.cookie)).status).toBe(401);
    expect(await closing).toMatchObject({ ended: { reason: 'revoked' } });
    expect((await app.client.refresh(again.cookie)).status).toBe(401);
  });

  describe('connection state recovery', () => {
    /** Connects with recovery on, then drops the transport as a network loss would. */
    async function dropped(token: { current: string | null }): Promise<ClientSocket> {
      const socket = open(app.app.baseUrl, (cb) => cb(token.current === null ? {} : { token: token.current }), {
        reconnection: true,
        reconnectionDelay: 300,
        reconnectionDelayMax: 300,
      });
      expect(await hello(socket)).toMatchObject({ authenticated: token.current !== null, recovered: false });
      return socket;
    }

    function reconnect(socket: ClientSocket): Promise<'recovered' | 'fresh' | string> {
      return new Promise((resolve) => {
        socket.once('connect', () => resolve(socket.recovered ? 'recovered' : 'fresh'));
        socket.once('connect_error', (error) => {
          socket.io.reconnection(false);
          resolve(error.message);
        });
        socket.io.engine.close();
      });
    }

    it('recovers a connection whose session is still open (the control)', async () => {
      const user = await signUp();
      const socket = await dropped({ current: user.session.accessToken });
      // Recovery needs the server to have stored the session's offset: one broadcast does it.
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(await reconnect(socket)).toBe('recovered');
    });

    it('refuses to recover the connection of a revoked session', async () => {
      const user = await signUp();
      const token = { current: user.session.accessToken as string | null };
      const socket = await dropped(token);
      socket.io.reconnectionDelay(1500);
      socket.io.reconnectionDelayMax(1500);
      const result = reconnect(socket);
      expect((await app.client.post('auth/logout', undefined, { cookie: user.cookie })).status).toBe(204);
      expect(await result).toBe('INVALID_TOKEN');
    });

    it('refuses to hand a signed-in connection’s rooms to an anonymous or another user’s reconnect', async () => {
      const owner = await signUp();
      const other = await signUp();
      const token = { current: owner.session.accessToken as string | null };
      const anonymous = await dropped(token);
      token.current = null;
      expect(await reconnect(anonymous)).toBe('INVALID_TOKEN');

      const token2 = { current: owner.session.accessToken as string | null };
      const swapped = await dropped(token2);
      token2.current = other.session.accessToken;
      expect(await reconnect(swapped)).toBe('INVALID_TOKEN');
    });
  });

  describe('a token that expires while the socket is open', () => {
    let shortLived: RunningApp;

    beforeAll(async () => {
      shortLived = await startApp({
        ...config,
        auth: { ...config.auth, accessTokenTtlSeconds: 3 },
        realtime: { ...config.realtime, renewLeadMs: 2000 },
      });
    });

    afterAll(async () => {
      await shortLived?.close();
    });

    const signInThere = async (): Promise<Signed> => signIn(await signUp(), new AccountsClient(shortLived.baseUrl));

    it('asks for a fresh token, then closes the socket at expiry when none comes', async () => {
      const user = await signInThere();
      const socket = await connected(shortLived.baseUrl, user.session.accessToken);
      const renew = new Promise((resolve) => socket.once('auth:renew', resolve));
      const closing = closedByServer(socket, 6000);
      expect(await renew).toEqual({ expiresAt: user.session.accessTokenExpiresAt });
      expect(await closing).toMatchObject({ ended: { reason: 'expired' } });
    });

    it('stays open past the first token’s expiry with a fresh token of the same user', async () => {
      const user = await signInThere();
      const socket = await connected(shortLived.baseUrl, user.session.accessToken);
      await new Promise((resolve) => socket.once('auth:renew', resolve));
      const fresh = await new AccountsClient(shortLived.baseUrl).refreshed(user.cookie);
      const ack: AuthRefreshAck = await socket.timeout(2000).emitWithAck('auth:refresh', { token: fresh.session.accessToken });
      expect(ack).toEqual({ ok: true, expiresAt: fresh.session.accessTokenExpiresAt });
      await new Promise((resolve) => setTimeout(resolve, Date.parse(user.session.accessTokenExpiresAt) - Date.now() + 500));
      expect(await stillOpen(socket)).toBe(true);
    });

    it('closes the socket handed another user’s token', async () => {
      const owner = await signInThere();
      const other = await signInThere();
      const socket = await connected(shortLived.baseUrl, owner.session.accessToken);
      const closing = closedByServer(socket, 2000);
      expect(await socket.timeout(2000).emitWithAck('auth:refresh', { token: other.session.accessToken })).toEqual({
        ok: false,
        code: 'INVALID_TOKEN',
      });
      expect(await closing).toMatchObject({ ended: { reason: 'revoked' } });
    });
  });

  it('refuses a handshake from another site’s page, and accepts our own', async () => {
    const user = await signUp();
    const evil = open(app.app.baseUrl, { token: user.session.accessToken }, { extraHeaders: { origin: 'https://evil.example' } });
    await expect(hello(evil)).rejects.toThrow('ORIGIN_NOT_ALLOWED');
    const sibling = open(app.app.baseUrl, {}, { extraHeaders: { origin: 'https://api.evil.example' } });
    await expect(hello(sibling)).rejects.toThrow('ORIGIN_NOT_ALLOWED');
    const ours = open(
      app.app.baseUrl,
      { token: user.session.accessToken },
      { extraHeaders: { origin: new URL(config.http.publicUrl).origin } },
    );
    expect(await hello(ours)).toMatchObject({ authenticated: true });
  });

  it('cuts a flood of events short: per connection, then closes it', async () => {
    const user = await signUp();
    const socket = await connected(app.app.baseUrl, user.session.accessToken);
    const closing = closedByServer(socket, 5000);
    const answers: string[] = [];
    for (let i = 0; i < 200; i += 1) {
      socket.emit('booking:join', { bookingNumber: 'HM-2026-000000' }, (reply) => answers.push(reply.ok ? 'ok' : reply.code));
    }
    expect(await closing).toMatchObject({ reason: 'io server disconnect' });
    // The first 20 reached the handler (the socket closed before their database reads answered),
    // the next 40 were refused at once, and the connection was closed at three times the limit.
    expect(answers.filter((code) => code !== 'RATE_LIMITED').length).toBeLessThanOrEqual(PER_CONNECTION.limit);
    expect(answers.filter((code) => code === 'RATE_LIMITED')).toHaveLength(PER_CONNECTION.limit * 2);
  });

  it('limits a user across connections and nodes', async () => {
    const user = await signUp();
    const onA = await connected(app.app.baseUrl, user.session.accessToken);
    const onB = await connected(nodeB.baseUrl, user.session.accessToken);
    const ask = (socket: ClientSocket) => socket.timeout(3000).emitWithAck('booking:join', { bookingNumber: 'HM-2026-000000' });
    const replies = await Promise.all([...Array.from({ length: 18 }, () => ask(onA)), ...Array.from({ length: 18 }, () => ask(onB))]);
    // 36 events, under each connection's 20, over the user's 30.
    expect(replies.filter((reply) => !reply.ok && reply.code === 'RATE_LIMITED')).toHaveLength(36 - PER_USER.limit);
    expect(onA.connected && onB.connected).toBe(true);
  });
});
