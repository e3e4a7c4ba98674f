import { createTestDatabase, type TestDatabase } from '@hm/db/testing';
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { TEST_REDIS_URL } from './testing/test-config.js';

// Runs the built server exactly as `node apps/api/dist/main.js` would (build first).
const MAIN = fileURLToPath(new URL('../dist/main.js', import.meta.url));

interface Exit {
  code: number | null;
  signal: NodeJS.Signals | null;
}

function startMain(env: Record<string, string>) {
  const child = spawn(process.execPath, [MAIN], { env: { PATH: process.env.PATH ?? '', ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  const output = { stdout: '', stderr: '' };
  child.stdout.on('data', (chunk: Buffer) => (output.stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output.stderr += chunk.toString()));
  const exited = new Promise<Exit>((resolve) => child.on('exit', (code, signal) => resolve({ code, signal })));
  const waitFor = (pattern: RegExp, timeoutMs = 30_000) =>
    new Promise<void>((resolve, reject) => {
      const started = Date.now();
      const poll = setInterval(() => {
        if (pattern.test(output.stdout)) {
          clearInterval(poll);
          resolve();
        } else if (child.exitCode !== null || Date.now() - started > timeoutMs) {
          clearInterval(poll);
          reject(new Error(`main.js never printed ${pattern}:\n${output.stdout}\n${output.stderr}`));
        }
      }, 50);
    });
  return { child, output, exited, waitFor };
}

describe('node dist/main.js', () => {
  beforeAll(() => {
    if (!existsSync(MAIN)) throw new Error(`${MAIN} is missing: run "npx nx run @hm/api:build" first`);
  });

  it('stops with exit code 1 and one line naming a malformed variable', async () => {
    const main = startMain({ DATABASE_URL: 'not-a-url', REDIS_URL: TEST_REDIS_URL });
    expect(await main.exited).toEqual({ code: 1, signal: null });
    expect(main.output.stderr).toBe('Invalid configuration: DATABASE_URL must be a postgres:// URL (got "not-a-url")\n');
    expect(main.output.stdout).toBe('');
  });

  it('names a missing variable too', async () => {
    const main = startMain({ DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/x' });
    expect((await main.exited).code).toBe(1);
    expect(main.output.stderr).toMatch(/^Invalid configuration: REDIS_URL is required/);
  });

  describe('with a valid configuration', () => {
    let db: TestDatabase;
    beforeAll(async () => {
      db = await createTestDatabase('hm_test_api_main');
    });
    afterAll(async () => {
      await db?.drop();
    });

    it('serves /api/health, then shuts down on SIGTERM without errors', async () => {
      const port = 30_000 + (process.pid % 20_000);
      const main = startMain({ DATABASE_URL: db.url, REDIS_URL: TEST_REDIS_URL, PORT: String(port), LOG_LEVEL: 'info', NODE_ENV: 'test' });
      try {
        await main.waitFor(/API listening on port/);
        expect((await fetch(`http://127.0.0.1:${port}/api/health`)).status).toBe(200);
        const sentAt = Date.now();
        main.child.kill('SIGTERM');
        // Nest closes every module, then re-raises the signal so the exit reports it (code 143).
        expect(await main.exited).toEqual({ code: null, signal: 'SIGTERM' });
        expect(Date.now() - sentAt).toBeLessThan(10_000);
        expect(main.output.stderr).toBe('');
        expect(main.output.stdout).not.toMatch(/"level":50/);
      } finally {
        if (main.child.exitCode === null && main.child.signalCode === null) main.child.kill('SIGKILL');
      }
    });

    it('runs API_WORKERS copies sharing the port, and stops them all on SIGTERM', async () => {
      const port = 30_000 + ((process.pid + 7) % 20_000);
      const main = startMain({
        DATABASE_URL: db.url,
        REDIS_URL: TEST_REDIS_URL,
        PORT: String(port),
        LOG_LEVEL: 'info',
        NODE_ENV: 'test',
        API_WORKERS: '2',
      });
      try {
        await main.waitFor(/API listening on port[\s\S]*API listening on port/);
        const answers = await Promise.all(Array.from({ length: 10 }, () => fetch(`http://127.0.0.1:${port}/api/health`)));
        expect(answers.map((answer) => answer.status)).toEqual(Array(10).fill(200));
        main.child.kill('SIGTERM');
        expect(await main.exited).toEqual({ code: 0, signal: null });
        expect(main.output.stderr).toBe('');
      } finally {
        if (main.child.exitCode === null && main.child.signalCode === null) main.child.kill('SIGKILL');
      }
    });
  });
});
