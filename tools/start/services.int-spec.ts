import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { startEmbeddedPostgres } from './postgres.ts';
import { startEmbeddedRedis } from './redis.ts';
import { parseRedisUrl, sendCommands } from './resp-client.ts';

describe('embedded services of npm start', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'hm-services-'));
    // As root, PostgreSQL runs as the postgres user, which must be able to enter the folder.
    chmodSync(dir, 0o755);
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('runs Redis with AOF and noeviction, keeps data across restarts and stops it', async () => {
    const dataDir = join(dir, 'redis');
    const first = await startEmbeddedRedis(dataDir, process.env);
    const target = parseRedisUrl(first.url);
    const replies = await sendCommands(target, [
      ['CONFIG', 'GET', 'appendonly'],
      ['CONFIG', 'GET', 'maxmemory-policy'],
      ['CONFIG', 'GET', 'bind'],
      ['SET', 'hm:probe', 'kept'],
    ]);
    expect(replies).toEqual([['appendonly', 'yes'], ['maxmemory-policy', 'noeviction'], ['bind', '127.0.0.1'], 'OK']);
    await first.stop();
    await expect(sendCommands(target, [['PING']], 500)).rejects.toThrow();

    const second = await startEmbeddedRedis(dataDir, process.env);
    try {
      expect(await sendCommands(parseRedisUrl(second.url), [['GET', 'hm:probe']])).toEqual(['kept']);
    } finally {
      await second.stop();
    }
  });

  it('initialises PostgreSQL once, creates the homemate database and keeps data across restarts', async () => {
    const dataDir = join(dir, 'postgres');
    const messages: string[] = [];
    const first = await startEmbeddedPostgres(dataDir, (message) => messages.push(message));
    expect(messages.some((message) => message.includes('first run only'))).toBe(true);
    expect(first.url).toMatch(/^postgres:\/\/postgres:[^@]+@127\.0\.0\.1:\d+\/homemate$/);
    const client = new pg.Client({ connectionString: first.url });
    await client.connect();
    await client.query('CREATE TABLE probe (value text)');
    await client.query("INSERT INTO probe VALUES ('kept')");
    await client.end();
    await first.stop();
    const afterStop = new pg.Client({ connectionString: first.url, connectionTimeoutMillis: 1_000 });
    await expect(afterStop.connect()).rejects.toThrow();

    messages.length = 0;
    const second = await startEmbeddedPostgres(dataDir, (message) => messages.push(message));
    try {
      expect(messages).toEqual([]);
      const again = new pg.Client({ connectionString: second.url });
      await again.connect();
      const { rows } = await again.query<{ value: string }>('SELECT value FROM probe');
      await again.end();
      expect(rows).toEqual([{ value: 'kept' }]);
    } finally {
      await second.stop();
    }
  });
});
