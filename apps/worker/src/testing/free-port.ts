import { createServer } from 'node:net';

const listenable = (port: number): Promise<number | undefined> =>
  new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(undefined));
    server.listen(port, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : undefined));
    });
  });

/** A TCP port free right now on 127.0.0.1. */
export async function freePort(): Promise<number> {
  const port = await listenable(0);
  if (port === undefined) throw new Error('no free port');
  return port;
}

// Linux hands out 32768–60999 to listen(0) and to outgoing connections.
const BELOW_EPHEMERAL = { from: 20_000, to: 32_000 };

/**
 * A free port below the ephemeral range, for a server a test stops and starts again on the same
 * port: while it is down, no other process's listen(0) or outgoing connection can take the port.
 */
export async function restartablePort(): Promise<number> {
  for (let attempt = 0; attempt < 50; attempt++) {
    const candidate = BELOW_EPHEMERAL.from + Math.floor(Math.random() * (BELOW_EPHEMERAL.to - BELOW_EPHEMERAL.from));
    if ((await listenable(candidate)) !== undefined) return candidate;
  }
  throw new Error('no free port below the ephemeral range');
}
