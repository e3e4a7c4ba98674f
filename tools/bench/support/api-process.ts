// The built API (apps/api/dist/main.js) started by a benchmark on a free port, with settings of
// its own: production mode, a throwaway JWT secret the benchmark also uses to mint tokens, and
// one trusted proxy hop so each request's X-Forwarded-For counts as its own client address.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createServer, type AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';

const repoRoot = fileURLToPath(new URL('../../..', import.meta.url));
/** Production mode requires it; the bench's worker uses the same. */
export const BENCH_UNSUBSCRIBE_SECRET = 'bench-only-unsubscribe-secret-0123456789';

export interface BenchApi {
  url: string;
  jwtSecret: string;
  stop(): Promise<void>;
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

export async function startBenchApi(options: {
  databaseUrl: string;
  redisUrl: string;
  extraEnv?: Record<string, string>;
}): Promise<BenchApi> {
  const port = await freePort();
  const jwtSecret = randomBytes(32).toString('hex');
  const url = `http://127.0.0.1:${port}`;
  const child: ChildProcess = spawn(process.execPath, ['apps/api/dist/main.js'], {
    cwd: repoRoot,
    env: {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'production',
      PORT: String(port),
      PUBLIC_URL: url,
      DATABASE_URL: options.databaseUrl,
      REDIS_URL: options.redisUrl,
      JWT_SECRET: jwtSecret,
      UNSUBSCRIBE_SECRET: BENCH_UNSUBSCRIBE_SECRET,
      TRUST_PROXY: '1',
      LOG_LEVEL: 'warn',
      ...options.extraEnv,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the API exited with code ${child.exitCode} while starting`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) break;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) throw new Error('the API did not become healthy within 60 s');
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    url,
    jwtSecret,
    stop: async () => {
      child.kill('SIGTERM');
      await exited;
    },
  };
}
