// The built worker (apps/worker/dist/main.js) started by a benchmark, sending mail to the given
// SMTP server.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { BENCH_UNSUBSCRIBE_SECRET } from './api-process.ts';

const repoRoot = fileURLToPath(new URL('../../..', import.meta.url));

export interface BenchWorker {
  stop(): Promise<void>;
}

export function startBenchWorker(env: {
  databaseUrl: string;
  redisUrl: string;
  smtpUrl: string;
  publicUrl: string;
  extraEnv?: Record<string, string>;
}): BenchWorker {
  const child = spawn(process.execPath, ['apps/worker/dist/main.js'], {
    cwd: repoRoot,
    env: {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      DATABASE_URL: env.databaseUrl,
      REDIS_URL: env.redisUrl,
      SMTP_URL: env.smtpUrl,
      PUBLIC_URL: env.publicUrl,
      UNSUBSCRIBE_SECRET: BENCH_UNSUBSCRIBE_SECRET,
      ...env.extraEnv,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return {
    stop: async () => {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}
