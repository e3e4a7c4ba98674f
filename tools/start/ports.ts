import { createServer } from 'node:net';

/** Asks the OS for a port that is free right now on the loopback interface. */
export function findFreePort(host = '127.0.0.1'): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.once('error', reject);
    server.listen({ port: 0, host }, () => {
      const address = server.address();
      server.close(() => {
        if (address && typeof address === 'object') resolve(address.port);
        else reject(new Error('Could not read the port the OS picked.'));
      });
    });
  });
}

/**
 * True when nothing listens on the port. Binds without a host (all interfaces, IPv4 and
 * IPv6) because that is what the API does, so a server on either family counts as busy.
 */
export function isPortFree(port: number): Promise<boolean> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.once('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'EADDRINUSE' || error.code === 'EACCES') resolve(false);
      else reject(error);
    });
    server.listen({ port }, () => server.close(() => resolve(true)));
  });
}
