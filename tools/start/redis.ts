import { accessSync, constants, mkdirSync } from 'node:fs';
import { delimiter, join } from 'node:path';
import { UserFacingError } from './errors.ts';
import { findFreePort } from './ports.ts';
import { describeExit, startProcess, waitForExit, type ManagedProcess } from './processes.ts';
import { sendCommands } from './resp-client.ts';

export const missingRedisMessage =
  'redis-server is not on your PATH. Start one with `docker compose up -d redis` and set REDIS_URL=redis://127.0.0.1:6379, ' +
  'or install it (`sudo apt-get install redis-server`, `brew install redis`), or set REDIS_URL to an existing Redis.';

export class MissingRedisError extends UserFacingError {
  constructor() {
    super(missingRedisMessage);
  }
}

export interface EmbeddedRedis {
  url: string;
  port: number;
  stop(): Promise<void>;
  /** Resolves if redis-server exits without being asked to. */
  readonly exited: Promise<string>;
}

export function findOnPath(executable: string, pathVariable = process.env['PATH'] ?? ''): string | undefined {
  for (const dir of pathVariable.split(delimiter)) {
    if (!dir) continue;
    const candidate = join(dir, executable);
    try {
      accessSync(candidate, constants.X_OK);
      return candidate;
    } catch {
      // not in this directory
    }
  }
  return undefined;
}

async function waitForPing(port: number, proc: ManagedProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (proc.hasExited()) {
      throw new Error(`redis-server ${describeExit(await proc.exited)}:\n${proc.tail.text()}`);
    }
    try {
      const [reply] = await sendCommands({ host: '127.0.0.1', port }, [['PING']], 1_000);
      if (reply === 'PONG') return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`redis-server did not answer PING within ${timeoutMs / 1000} s.`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Starts redis-server from the PATH with AOF persistence under `dataDir`, as BullMQ wants it. */
export async function startEmbeddedRedis(dataDir: string, env: NodeJS.ProcessEnv): Promise<EmbeddedRedis> {
  const binary = findOnPath('redis-server', env['PATH']);
  if (!binary) throw new MissingRedisError();
  mkdirSync(dataDir, { recursive: true });
  const port = await findFreePort();
  const proc = startProcess(
    'redis',
    binary,
    [
      '--port',
      String(port),
      '--bind',
      '127.0.0.1',
      '--dir',
      dataDir,
      '--appendonly',
      'yes',
      '--appendfsync',
      'everysec',
      '--maxmemory-policy',
      'noeviction',
      '--daemonize',
      'no',
      '--loglevel',
      'warning',
    ],
    { cwd: dataDir, env, hide: (line) => line.includes('Memory overcommit must be enabled') },
  );
  let stopping = false;
  try {
    await waitForPing(port, proc, 15_000);
  } catch (error) {
    await proc.stop('SIGKILL', 1_000);
    throw error;
  }
  return {
    url: `redis://127.0.0.1:${port}`,
    port,
    exited: proc.exited.then((exit) => (stopping ? new Promise<string>(() => undefined) : `redis-server ${describeExit(exit)}`)),
    async stop() {
      stopping = true;
      if (proc.hasExited()) return;
      // SHUTDOWN flushes the append-only file before exiting; SIGTERM does the same if the command cannot be sent.
      const sent = await sendCommands({ host: '127.0.0.1', port }, [['SHUTDOWN']], 5_000).then(
        () => true,
        () => false,
      );
      if (!sent || !(await waitForExit(proc, 10_000))) await proc.stop('SIGTERM', 10_000);
    },
  };
}
