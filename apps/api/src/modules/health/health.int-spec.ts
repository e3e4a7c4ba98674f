import { createTestDatabase, type TestDatabase } from '@hm/db/testing';
import pg from 'pg';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { deleteRedisKeys, startApp, type RunningApp } from '../../testing/test-app.js';
import { TEST_REDIS_URL, testConfig, testRedisPrefix } from '../../testing/test-config.js';

// Nothing listens on port 1: the dependency is "down" from the start.
const UNREACHABLE_REDIS = 'redis://127.0.0.1:1';
const UNREACHABLE_POSTGRES = 'postgres://postgres@127.0.0.1:1/hm_test_unreachable';

describe('health when a dependency is down', () => {
  let db: TestDatabase;
  let mailDir: string;
  let apps: RunningApp[] = [];

  beforeAll(async () => {
    db = await createTestDatabase('hm_test_api_health');
    mailDir = await mkdtemp(join(tmpdir(), 'hm-api-mail-'));
  });

  afterEach(async () => {
    for (const app of apps) await app.close();
    apps = [];
  });

  afterAll(async () => {
    await db?.drop();
    await rm(mailDir, { recursive: true, force: true });
    await deleteRedisKeys(TEST_REDIS_URL, testRedisPrefix('health'));
  });

  it('answers 503 naming Redis when Redis is unreachable, and keeps serving requests', async () => {
    const app = await startApp(
      testConfig({ DATABASE_URL: db.url, REDIS_URL: UNREACHABLE_REDIS, LOG_LEVEL: 'fatal', DEV_MAIL_DIR: mailDir }, { suite: 'health' }),
    );
    apps.push(app);
    const response = await fetch(`${app.baseUrl}/api/health`);
    expect(response.status).toBe(503);
    expect(await response.json()).toMatchObject({
      statusCode: 503,
      code: 'SERVICE_UNAVAILABLE',
      message: 'Unavailable: redis',
      details: { database: { status: 'up' }, redis: { status: 'down' } },
    });
    // The rate limiter lets requests through rather than failing them while Redis is away.
    expect((await fetch(`${app.baseUrl}/api/dev/mail`)).status).toBe(200);
  });

  it('is live while a dependency is down, and ready only with every migration applied', async () => {
    const app = await startApp(testConfig({ DATABASE_URL: db.url, LOG_LEVEL: 'fatal', DEV_MAIL_DIR: mailDir }, { suite: 'health' }));
    apps.push(app);
    expect((await fetch(`${app.baseUrl}/api/health/live`)).status).toBe(200);
    expect((await fetch(`${app.baseUrl}/api/health/ready`)).status).toBe(200);
    // The schema behind this build (its newest migration not applied): alive, not ready.
    const sql = new pg.Client({ connectionString: db.url });
    await sql.connect();
    try {
      const { rows } = await sql.query<{ name: string }>(
        'delete from mikro_orm_migrations where id = (select max(id) from mikro_orm_migrations) returning name',
      );
      try {
        const ready = await fetch(`${app.baseUrl}/api/health/ready`);
        expect(ready.status).toBe(503);
        expect(await ready.json()).toMatchObject({
          message: 'Unavailable: database',
          details: { database: { status: 'down' }, redis: { status: 'up' } },
        });
        expect((await fetch(`${app.baseUrl}/api/health`)).status).toBe(503);
        expect((await fetch(`${app.baseUrl}/api/health/live`)).status).toBe(200);
      } finally {
        await sql.query('insert into mikro_orm_migrations (name) values ($1)', [rows[0]!.name]);
      }
    } finally {
      await sql.end();
    }
    expect((await fetch(`${app.baseUrl}/api/health/ready`)).status).toBe(200);
  });

  it('answers 503 naming the database when PostgreSQL is unreachable', async () => {
    const app = await startApp(testConfig({ DATABASE_URL: UNREACHABLE_POSTGRES, LOG_LEVEL: 'fatal' }, { suite: 'health' }));
    apps.push(app);
    expect((await fetch(`${app.baseUrl}/api/health/live`)).status).toBe(200);
    const response = await fetch(`${app.baseUrl}/api/health/ready`);
    expect(response.status).toBe(503);
    expect(await response.json()).toMatchObject({
      code: 'SERVICE_UNAVAILABLE',
      message: 'Unavailable: database',
      details: { database: { status: 'down' }, redis: { status: 'up' } },
    });
  });
});
