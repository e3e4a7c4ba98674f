// THE one Socket.IO connection of the app (SOCKET_IO_PATH). Every feature that needs live
// events (the reservation page, the dashboard, later the pro app) shares it: call
// `acquireSocket(store)` when you start listening and `release()` when you stop (typically in
// an RTK Query `onCacheEntryAdded`), so a tab keeps a single connection however many pages,
// hooks or cache entries listen, and closes it when nobody does. Do not call `io()` elsewhere.
//
// - The access token goes in `auth.token` at every (re)connection, read fresh from the auth
//   slice; a token refused while the tab was offline (INVALID_TOKEN) triggers one session
//   refresh and a new attempt.
// - The connection lives no longer than its token: asked to (`auth:renew`), it hands the server a
//   fresh token (`auth:refresh`), refreshing the session first if the store has none newer. Closed
//   by the server because the session ended (`session:ended`), it refreshes the session: an expired
//   token then reconnects, a revoked session signs the tab out.
// - `followBooking()` joins a booking's room (ref-counted, re-joined after every reconnect
//   that lost the session); `onResync()` tells listeners that events may have been missed
//   (a reconnect Socket.IO could not recover), so they re-fetch.
import { io, type Socket } from 'socket.io-client';
import {
  REALTIME_RECONNECT_DELAYS_MS,
  SOCKET_IO_PATH,
  SocketConnectError,
  type BookingJoinAck,
  type ClientToServerEvents,
  type ServerToClientEvents,
} from '@hm/contracts';
import type { RefreshOutcome, SessionStore } from './session/session-refresh';
import { selectAccessToken, type StateWithAuth } from './session/session-slice';
import { refreshSession } from './session/refresh-session';

export type AppSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

export interface SocketLease {
  socket: AppSocket;
  /** Stop using the connection; the last release closes it. Safe to call twice. */
  release: () => void;
}

/** Socket.IO's `auth` option as a function: called at every connection attempt. */
export type SocketAuth = (callback: (data: { token: string | null }) => void) => void;

export interface RealtimeDeps {
  /** Creates the (not yet connected) socket. */
  openSocket: (auth: SocketAuth) => AppSocket;
  refresh: (store: SessionStore) => Promise<RefreshOutcome>;
}

// A refreshed token the server still refuses is not going to work: stop instead of looping.
const MAX_TOKEN_RETRIES = 2;

/** The connection's bookkeeping; one instance serves the app (below), tests make their own. */
export function createRealtime({ openSocket, refresh }: RealtimeDeps) {
  let socket: AppSocket | null = null;
  let sessionStore: SessionStore | null = null;
  let holders = 0;
  let tokenRetries = 0;
  /** The first connection has nothing to catch up on; later ones without recovery do. */
  let connectedBefore = false;
  const followedBookings = new Map<string, number>();
  const resyncListeners = new Set<() => void>();

  const currentToken = (): string | null => (sessionStore ? selectAccessToken(sessionStore.getState() as StateWithAuth) : null);

  const joinBooking = (target: AppSocket, bookingNumber: string): Promise<BookingJoinAck> =>
    new Promise((resolve) => target.emit('booking:join', { bookingNumber }, resolve));

  /** The token the connection was last given (handshake or `auth:refresh`). */
  let tokenInUse: string | null = null;

  async function renewToken(target: AppSocket): Promise<void> {
    if (!sessionStore) return;
    if (currentToken() === null || currentToken() === tokenInUse) {
      if ((await refresh(sessionStore)) !== 'refreshed') return;
    }
    const token = currentToken();
    if (token === null || !target.connected) return;
    target.emit('auth:refresh', { token }, (reply) => {
      if (reply.ok) tokenInUse = token;
    });
  }

  function createSocket(): AppSocket {
    const created = openSocket((callback) => {
      tokenInUse = currentToken();
      callback({ token: tokenInUse });
    });
    created.on('auth:renew', () => void renewToken(created));
    created.on('session:ended', ({ reason }) => {
      if (!sessionStore) return;
      void refresh(sessionStore).then((outcome) => {
        if (reason === 'expired' && outcome === 'refreshed' && holders > 0 && socket === created && !created.connected) created.connect();
      });
    });
    created.on('connect', () => {
      tokenRetries = 0;
      if (created.recovered) return; // the rooms and the missed events came back with the session
      for (const bookingNumber of followedBookings.keys()) void joinBooking(created, bookingNumber);
      if (connectedBefore) for (const listener of resyncListeners) listener();
      connectedBefore = true;
    });
    created.on('connect_error', (error) => {
      // A refusal by the server's middleware stops Socket.IO's own retries (socket.active is false).
      if (error.message !== SocketConnectError.INVALID_TOKEN || !sessionStore || tokenRetries >= MAX_TOKEN_RETRIES) return;
      tokenRetries += 1;
      void refresh(sessionStore).then((outcome) => {
        if (outcome === 'refreshed' && holders > 0 && socket === created && !created.connected) created.connect();
      });
    });
    return created;
  }

  /**
   * Uses the app's connection (opening it if needed). `store` is the Redux store or RTK Query's
   * lifecycle API (anything with dispatch and getState), where the access token is read.
   */
  function acquireSocket(store: SessionStore): SocketLease {
    sessionStore = store;
    socket ??= createSocket();
    const leased = socket;
    holders += 1;
    if (!leased.connected && !leased.active) leased.connect();
    let released = false;
    return {
      socket: leased,
      release: () => {
        if (released) return;
        released = true;
        holders -= 1;
        if (holders > 0 || socket !== leased) return;
        // Nobody listens: close, and start afresh (new handshake, new token) next time.
        leased.disconnect();
        socket = null;
        connectedBefore = false;
        followedBookings.clear();
      },
    };
  }

  /**
   * Follows one booking's room until the returned function is called (the server joins only a
   * booking the user may see). Several followers of one booking share one join.
   */
  function followBooking(lease: SocketLease, bookingNumber: string): () => void {
    const { socket: target } = lease;
    const count = followedBookings.get(bookingNumber) ?? 0;
    followedBookings.set(bookingNumber, count + 1);
    // Not connected yet: the 'connect' handler joins every followed booking.
    if (count === 0 && target.connected) void joinBooking(target, bookingNumber);
    let stopped = false;
    return () => {
      if (stopped) return;
      stopped = true;
      const remaining = (followedBookings.get(bookingNumber) ?? 1) - 1;
      if (remaining > 0) {
        followedBookings.set(bookingNumber, remaining);
        return;
      }
      followedBookings.delete(bookingNumber);
      if (target.connected) target.emit('booking:leave', { bookingNumber });
    };
  }

  /** `listener` runs after a reconnect that could not replay missed events: re-fetch what you show. */
  function onResync(listener: () => void): () => void {
    resyncListeners.add(listener);
    return () => {
      resyncListeners.delete(listener);
    };
  }

  return { acquireSocket, followBooking, onResync };
}

const realtime = createRealtime({
  openSocket: (auth) =>
    io({
      path: SOCKET_IO_PATH,
      autoConnect: false,
      // One transport avoids the sticky sessions long-polling needs behind a load balancer.
      transports: ['websocket'],
      auth,
      reconnectionDelay: REALTIME_RECONNECT_DELAYS_MS[0],
      reconnectionDelayMax: REALTIME_RECONNECT_DELAYS_MS[REALTIME_RECONNECT_DELAYS_MS.length - 1],
    }),
  refresh: refreshSession,
});

export const { acquireSocket, followBooking, onResync } = realtime;
