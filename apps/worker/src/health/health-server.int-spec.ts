import { createServer } from 'node:net';
import pg from 'pg';
import { WorkerHarness } from '../testing/worker-harness.js';

/** A port nothing listens on right now. */
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

describe('the worker’s health (real PostgreSQL and Redis)', () => {
  let h: WorkerHarness;
  let base: string;

  beforeAll(async () => {
    const port = await freePort();
    h = await WorkerHarness.create('hm_test_worker_health', process.env.LOG_LEVEL, { healthPort: port });
    await h.startWorker();
    base = `http://127.0.0.1:${port}`;
  });

  afterAll(async () => {
    await h?.close();
  });

  it('is live and ready with the database migrated and Redis up', async () => {
    expect((await fetch(`${base}/health/live`)).status).toBe(200);
    const ready = await fetch(`${base}/health/ready`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ status: 'ok', details: { database: { status: 'up' }, redis: { status: 'up' } } });
    expect((await fetch(`${base}/metrics`)).status).toBe(404);
  });

  it('is not ready while the schema is behind this build, and live all along', async () => {
    const sql = new pg.Client({ connectionString: h.db.url });
    await sql.connect();
    try {
      const { rows } = await sql.query<{ name: string }>(
        'delete from mikro_orm_migrations where id = (select max(id) from mikro_orm_migrations) returning name',
      );
      try {
        const ready = await fetch(`${base}/health/ready`);
        expect(ready.status).toBe(503);
        expect(await ready.json()).toMatchObject({
          status: 'error',
          details: { database: { status: 'down', message: `migrations not applied: ${rows[0]!.name}` }, redis: { status: 'up' } },
        });
        expect((await fetch(`${base}/health/live`)).status).toBe(200);
      } finally {
        await sql.query('insert into mikro_orm_migrations (name) values ($1)', [rows[0]!.name]);
      }
    } finally {
      await sql.end();
    }
    expect((await fetch(`${base}/health/ready`)).status).toBe(200);
  });
});
