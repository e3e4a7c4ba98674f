// A redis-server of the test's own (never the machine's shared one), configured as BullMQ wants it in
// production (AOF, fsync every second, noeviction), which can be stopped and started again on the same
// port with its data.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { sendCommands } from '../../start/resp-client.ts';
import { restartablePort } from './ports.ts';
import { ManagedChild } from './processes.ts';
import { waitFor } from './wait.ts';

export class FaultRedis {
  private child: ManagedChild | undefined;

  private readonly dir: string;
  readonly port: number;

  private constructor(dir: string, port: number) {
    this.dir = dir;
    this.port = port;
  }

  static async start(parentDir: string): Promise<FaultRedis> {
    const dir = join(parentDir, 'redis');
    mkdirSync(dir, { recursive: true });
    const redis = new FaultRedis(dir, await restartablePort());
    await redis.start();
    return redis;
  }

  get url(): string {
    return `redis://127.0.0.1:${this.port}`;
  }

  async start(): Promise<void> {
    if (this.child?.running) return;
    const child = new ManagedChild(
      'redis-server',
      'redis-server',
      [
        '--port',
        String(this.port),
        '--bind',
        '127.0.0.1',
        '--dir',
        this.dir,
        '--appendonly',
        'yes',
        '--appendfsync',
        'everysec',
        '--save',
        '',
        '--maxmemory-policy',
        'noeviction',
        '--daemonize',
        'no',
        '--loglevel',
        'warning',
      ],
      { cwd: this.dir, env: { PATH: process.env['PATH'] ?? '' } },
    );
    this.child = child;
    await waitFor(
      `redis-server to answer on ${this.port}`,
      async () => {
        if (!child.running) throw new Error(`redis-server exited\n${child.output()}`);
        const [reply] = await sendCommands({ host: '127.0.0.1', port: this.port }, [['PING']], 1000);
        return reply === 'PONG';
      },
      { timeoutMs: 15_000, everyMs: 50 },
    );
  }

  /** An orderly stop (SHUTDOWN writes the append-only file), then waits for the exit. */
  async stop(): Promise<void> {
    const child = this.child;
    if (!child?.running) return;
    await sendCommands({ host: '127.0.0.1', port: this.port }, [['SHUTDOWN']], 5000).catch(() => undefined);
    // SIGTERM (which also writes the file) if SHUTDOWN could not be sent or took too long.
    await child.stop('SIGTERM', 10_000);
  }

  async dispose(): Promise<void> {
    await this.child?.stop('SIGKILL', 2000);
  }
}
