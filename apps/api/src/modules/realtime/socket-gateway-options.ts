import { SOCKET_IO_PATH } from '@hm/contracts';
import type { ServerOptions } from 'socket.io';

/** Two minutes covers a phone switching networks or a laptop lid closed briefly. */
const RECOVERY_WINDOW_MS = 2 * 60 * 1000;

/**
 * Options of every gateway: Nest gives gateways with the same path one Socket.IO server, so all
 * events travel on the one connection the app opens. The handshake checks (Origin, token) run on
 * recovered connections too (`skipMiddlewares: false`): a revoked session must not get its rooms
 * and missed events back by reconnecting.
 */
export const SOCKET_GATEWAY_OPTIONS = {
  path: SOCKET_IO_PATH,
  serveClient: false,
  connectionStateRecovery: { maxDisconnectionDuration: RECOVERY_WINDOW_MS, skipMiddlewares: false },
} satisfies Partial<ServerOptions>;
