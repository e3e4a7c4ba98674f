import { createServer, type AddressInfo } from 'node:net';

/** A TCP port free right now on 127.0.0.1. */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', resolve);
  });
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

// Linux hands out 32768–60999 to listen(0) and to outgoing connections.
const BELOW_EPHEMERAL = { from: 20_000, to: 32_000 };

async function listenable(port: number): Promise<boolean> {
  const server = createServer();
  const listening = await new Promise<boolean>((resolve) => {
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => resolve(true));
  });
  if (listening) await new Promise((resolve) => server.close(resolve));
  return listening;
}

/**
 * A free port below the ephemeral range, for a server the suite stops and starts again on the same
 * port: while it is down, no other process's listen(0) or outgoing connection can take the port.
 */
export async function restartablePort(): Promise<number> {
  for (let attempt = 0; attempt < 50; attempt++) {
    const candidate = BELOW_EPHEMERAL.from + Math.floor(Math.random() * (BELOW_EPHEMERAL.to - BELOW_EPHEMERAL.from));
    if (await listenable(candidate)) return candidate;
  }
  throw new Error('no free port below the ephemeral range');
}
