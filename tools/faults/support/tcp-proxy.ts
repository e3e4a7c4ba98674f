// A tiny round-robin TCP load balancer in front of several API nodes, as a real deployment has one.
// Each client connection goes to the next node in turn; a node that refuses the connection (dead) is
// skipped. When a node dies, the connections it carried are closed, so their clients reconnect.
import { connect, createServer, type Server, type Socket } from 'node:net';

export class RoundRobinProxy {
  private next = 0;
  private readonly open = new Map<number, Set<Socket>>();

  private readonly server: Server;
  private readonly backends: number[];
  readonly port: number;

  private constructor(server: Server, backends: number[], port: number) {
    this.server = server;
    this.backends = backends;
    this.port = port;
  }

  static async start(backendPorts: number[]): Promise<RoundRobinProxy> {
    const server = createServer();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const proxy = new RoundRobinProxy(server, backendPorts, (server.address() as { port: number }).port);
    server.on('connection', (client) => proxy.route(client, 0));
    return proxy;
  }

  get url(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  /** Open client connections currently carried to the node on `backendPort`. */
  openTo(backendPort: number): number {
    return this.open.get(backendPort)?.size ?? 0;
  }

  close(): Promise<void> {
    for (const sockets of this.open.values()) for (const socket of sockets) socket.destroy();
    return new Promise((resolve) => this.server.close(() => resolve()));
  }

  private route(client: Socket, tried: number): void {
    if (tried >= this.backends.length) {
      client.destroy();
      return;
    }
    const port = this.backends[this.next % this.backends.length]!;
    this.next += 1;
    client.pause();
    let connected = false;
    const upstream = connect(port, '127.0.0.1');
    const clientError = () => upstream.destroy();
    client.once('error', clientError);
    upstream.once('error', () => {
      // Refused: that node is down, try the next one. Once connected, 'close' below ends both.
      if (!connected) {
        client.removeListener('error', clientError);
        this.route(client, tried + 1);
      }
    });
    upstream.once('connect', () => {
      connected = true;
      const set = this.open.get(port) ?? new Set<Socket>();
      this.open.set(port, set);
      set.add(client);
      const done = () => {
        set.delete(client);
        client.destroy();
        upstream.destroy();
      };
      upstream.on('error', done);
      client.on('error', done);
      client.once('close', done);
      upstream.once('close', done);
      client.pipe(upstream).pipe(client);
      client.resume();
    });
  }
}
