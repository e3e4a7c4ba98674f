// Socket.IO event maps shared by the API gateway and the web client, so both sides are
// type-checked against one definition. Later issues add booking events here.
import type { ApiErrorBody } from './api-error.js';

/** Mounted under the API prefix so one reverse-proxy rule (`/api`) covers HTTP and websockets. */
export const SOCKET_IO_PATH = '/api/socket.io';

export interface ServerHelloPayload {
  /** ISO-8601 time on the server. */
  serverTime: string;
  /** True when the connection carried a valid access token. */
  authenticated: boolean;
  /** True when Socket.IO restored the previous session (missed events were replayed). */
  recovered: boolean;
}

export interface PongPayload {
  serverTime: string;
}

export interface ServerToClientEvents {
  'server:hello': (payload: ServerHelloPayload) => void;
  /** A handler failed; same body as an HTTP error. */
  exception: (error: ApiErrorBody) => void;
}

export interface ClientToServerEvents {
  ping: (ack: (reply: PongPayload) => void) => void;
}

/** Reasons sent in a `connect_error` when the server refuses a connection. */
export const SocketConnectError = {
  INVALID_TOKEN: 'INVALID_TOKEN',
} as const;
export type SocketConnectError = (typeof SocketConnectError)[keyof typeof SocketConnectError];
