import { SOCKET_IO_PATH, type ClientToServerEvents, type ServerHelloPayload, type ServerToClientEvents } from '@hm/contracts';
import { io, type Socket } from 'socket.io-client';

export type TestSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

/**
 * A websocket signed in with `token`, once the server said hello as to an authenticated user; it is
 * added to `opened` so the suite can disconnect every socket it made in afterAll.
 */
export async function signedInSocket(baseUrl: string, token: string, opened: TestSocket[]): Promise<TestSocket> {
  const socket: TestSocket = io(baseUrl, {
    path: SOCKET_IO_PATH,
    transports: ['websocket'],
    auth: { token },
    reconnection: false,
    forceNew: true,
  });
  opened.push(socket);
  const hello = await new Promise<ServerHelloPayload>((resolve, reject) => {
    socket.once('server:hello', resolve);
    socket.once('connect_error', reject);
  });
  if (!hello.authenticated) throw new Error('the socket was not signed in');
  return socket;
}
