import type { RefreshOutcome, SessionStore } from './session/session-refresh';
import { createRealtime, type AppSocket, type SocketAuth } from './socket';

// A stand-in for a Socket.IO client socket: records what is emitted and lets the test play
// the server's part (connect, reconnect with or without recovery, refused token).
class FakeSocket {
  connected = false;
  active = false;
  recovered = false;
  connects = 0;
  disconnects = 0;
  emitted: [string, unknown][] = [];
  private handlers = new Map<string, ((...args: unknown[]) => void)[]>();
  constructor(readonly auth: SocketAuth) {}
  on(event: string, handler: (...args: unknown[]) => void) {
    this.handlers.set(event, [...(this.handlers.get(event) ?? []), handler]);
    return this;
  }
  emit(event: string, payload: unknown, ack?: (reply: unknown) => void) {
    this.emitted.push([event, payload]);
    ack?.({ ok: true, bookingId: 'b' });
    return this;
  }
  connect() {
    this.connects += 1;
    this.active = true;
    return this;
  }
  disconnect() {
    this.disconnects += 1;
    this.connected = false;
    this.active = false;
    return this;
  }
  serverAccepts({ recovered = false } = {}) {
    this.connected = true;
    this.recovered = recovered;
    for (const handler of this.handlers.get('connect') ?? []) handler();
  }
  serverDrops() {
    this.connected = false;
  }
  serverSays(event: string, payload: unknown) {
    for (const handler of this.handlers.get(event) ?? []) handler(payload);
  }
  serverRefuses(message: string) {
    this.active = false;
    for (const handler of this.handlers.get('connect_error') ?? []) handler(new Error(message));
  }
  joins(): unknown[] {
    return this.emitted.filter(([event]) => event === 'booking:join').map(([, payload]) => payload);
  }
}

function setup(refreshOutcome: RefreshOutcome = 'refreshed') {
  const sockets: FakeSocket[] = [];
  let token = 'token-1';
  const refreshes: number[] = [];
  const realtime = createRealtime({
    openSocket: (auth) => {
      const socket = new FakeSocket(auth);
      sockets.push(socket);
      return socket as unknown as AppSocket;
    },
    refresh: async () => {
      refreshes.push(1);
      token = 'token-2';
      return refreshOutcome;
    },
  });
  const store: SessionStore = { dispatch: (action) => action, getState: () => ({ auth: { accessToken: token } }) };
  return { realtime, sockets, store, refreshes };
}

const tokenSent = (socket: FakeSocket) => new Promise<string | null>((resolve) => socket.auth((data) => resolve(data.token)));

describe('the app socket', () => {
  it('is one connection for every listener, closed after the last one leaves', () => {
    const { realtime, sockets, store } = setup();
    const first = realtime.acquireSocket(store);
    const second = realtime.acquireSocket(store);
    expect(sockets).toHaveLength(1);
    expect(sockets[0]!.connects).toBe(1);
    first.release();
    first.release();
    expect(sockets[0]!.disconnects).toBe(0);
    second.release();
    expect(sockets[0]!.disconnects).toBe(1);
    realtime.acquireSocket(store);
    expect(sockets).toHaveLength(2);
  });

  it('sends the current access token at each connection attempt', async () => {
    const { realtime, sockets, store } = setup();
    realtime.acquireSocket(store);
    await expect(tokenSent(sockets[0]!)).resolves.toBe('token-1');
  });

  it('joins a followed booking once however many follow it, and leaves when the last stops', () => {
    const { realtime, sockets, store } = setup();
    const lease = realtime.acquireSocket(store);
    const socket = sockets[0]!;
    const stopPage = realtime.followBooking(lease, 'HM-2026-000000001');
    const stopRow = realtime.followBooking(lease, 'HM-2026-000000001');
    expect(socket.joins()).toEqual([]); // not connected yet
    socket.serverAccepts();
    expect(socket.joins()).toEqual([{ bookingNumber: 'HM-2026-000000001' }]);
    stopPage();
    expect(socket.emitted.filter(([event]) => event === 'booking:leave')).toEqual([]);
    stopRow();
    expect(socket.emitted.filter(([event]) => event === 'booking:leave')).toEqual([
      ['booking:leave', { bookingNumber: 'HM-2026-000000001' }],
    ]);
  });

  it('joins at once when already connected', () => {
    const { realtime, sockets, store } = setup();
    const lease = realtime.acquireSocket(store);
    sockets[0]!.serverAccepts();
    realtime.followBooking(lease, 'HM-2026-000000002');
    expect(sockets[0]!.joins()).toEqual([{ bookingNumber: 'HM-2026-000000002' }]);
  });

  it('after a reconnect that lost the session: joins again and asks listeners to re-fetch', () => {
    const { realtime, sockets, store } = setup();
    const lease = realtime.acquireSocket(store);
    const socket = sockets[0]!;
    const resyncs: string[] = [];
    realtime.onResync(() => resyncs.push('refetch'));
    realtime.followBooking(lease, 'HM-2026-000000003');
    socket.serverAccepts();
    expect(resyncs).toEqual([]); // the first connection has nothing to catch up on

    socket.serverDrops();
    socket.serverAccepts({ recovered: true });
    expect(resyncs).toEqual([]); // Socket.IO replayed the missed events
    expect(socket.joins()).toHaveLength(1);

    socket.serverDrops();
    socket.serverAccepts({ recovered: false });
    expect(resyncs).toEqual(['refetch']);
    expect(socket.joins()).toHaveLength(2);
  });

  it('refreshes a refused token and connects again, but does not loop', async () => {
    const { realtime, sockets, store, refreshes } = setup();
    realtime.acquireSocket(store);
    const socket = sockets[0]!;
    socket.serverRefuses('INVALID_TOKEN');
    await Promise.resolve();
    await Promise.resolve();
    expect(refreshes).toHaveLength(1);
    expect(socket.connects).toBe(2);
    await expect(tokenSent(socket)).resolves.toBe('token-2');
    socket.serverRefuses('INVALID_TOKEN');
    socket.serverRefuses('INVALID_TOKEN');
    await Promise.resolve();
    expect(refreshes).toHaveLength(2);
  });

  it('ignores other connection errors (Socket.IO retries them itself)', () => {
    const { realtime, sockets, store, refreshes } = setup();
    realtime.acquireSocket(store);
    sockets[0]!.serverRefuses('xhr poll error');
    expect(refreshes).toHaveLength(0);
  });

  describe('when the token or the session ends', () => {
    const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

    it('answers auth:renew with a refreshed token when the store has none newer', async () => {
      const { realtime, sockets, store, refreshes } = setup();
      realtime.acquireSocket(store);
      const socket = sockets[0]!;
      expect(await tokenSent(socket)).toBe('token-1');
      socket.serverAccepts();
      socket.serverSays('auth:renew', { expiresAt: '2026-11-26T12:00:00.000Z' });
      await settle();
      expect(refreshes).toHaveLength(1);
      expect(socket.emitted).toContainEqual(['auth:refresh', { token: 'token-2' }]);
    });

    it('reconnects with a fresh token after the server closed an expired one, not after a revocation', async () => {
      const expired = setup();
      expired.realtime.acquireSocket(expired.store);
      const first = expired.sockets[0]!;
      first.serverAccepts();
      first.disconnect();
      first.serverSays('session:ended', { reason: 'expired' });
      await settle();
      expect(expired.refreshes).toHaveLength(1);
      expect(first.connects).toBe(2);

      const revoked = setup('rejected');
      revoked.realtime.acquireSocket(revoked.store);
      const second = revoked.sockets[0]!;
      second.serverAccepts();
      second.disconnect();
      second.serverSays('session:ended', { reason: 'revoked' });
      await settle();
      expect(revoked.refreshes).toHaveLength(1);
      expect(second.connects).toBe(1);
    });
  });
});
