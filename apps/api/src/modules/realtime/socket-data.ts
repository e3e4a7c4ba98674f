import type { ClientToServerEvents, ServerToClientEvents } from '@hm/contracts';
import type { Server, Socket } from 'socket.io';
import type { AuthUser } from '../auth/auth-user.js';

/** Kept on each socket (and restored with it by connection state recovery). */
export interface SocketData {
  /** null for an anonymous visitor. */
  user: AuthUser | null;
  /** The sign-in (refresh-token family) the socket belongs to: revoking it closes the socket. */
  familyId: string | null;
  /** When the token the socket last presented expires (ms since the epoch); null when anonymous. */
  tokenExpiresAt: number | null;
}

// Server-to-server events between API nodes: none of our own (the adapter has its own protocol).
export type InterServerEvents = Record<never, never>;

export type AppServer = Server<ClientToServerEvents, ServerToClientEvents, InterServerEvents, SocketData>;
export type AppSocket = Socket<ClientToServerEvents, ServerToClientEvents, InterServerEvents, SocketData>;

// The rooms are part of the protocol (@hm/contracts): the worker emits to them too.
export { bookingRoom, OPERATORS_ROOM, PROS_ROOM, userRoom } from '@hm/contracts';
