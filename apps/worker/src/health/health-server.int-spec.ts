import { renderMail } from '@hm/mail';
import pg from 'pg';
import { freePort } from '../testing/free-port.js';
import { WorkerHarness } from '../testing/worker-harness.js';

const TOKEN = 'worker-metrics-token-for-tests';

describe('the worker’s health (real PostgreSQL and Redis)', () => {
  let h: WorkerHarness;
  let base: string;

  beforeAll(async () => {
    const port = await freePort();
    h = await WorkerHarness.create('hm_test_worker_health', process.env.LOG_LEVEL, { healthPort: port, metricsToken: TOKEN });
    await h.startWorker();
    base = `http://127.0.0.1:${port}`;
  });

  afterAll(async () => {
    await h?.close();
  });

  it('is live and ready with the database migrated and Redis up', async () => {
    expect((await fetch(`${base}/health/live`)).status).toBe(200);
    // As an orchestrator does, ask again until ready: a check that times out on a busy machine's cold start is not ready yet.
    let ready = { status: 0, body: {} as unknown };
    for (let i = 0; i < 40 && ready.status !== 200; i++) {
      if (i > 0) await new Promise((resolve) => setTimeout(resolve, 250));
      const response = await fetch(`${base}/health/ready`);
      ready = { status: response.status, body: await response.json() };
    }
    expect(ready).toEqual({ status: 200, body: { status: 'ok', details: { database: { status: 'up' }, redis: { status: 'up' } } } });
  });

  it('answers its metrics to a scrape with the token: jobs, e-mails, queues, the outbox, the pool and Node', async () => {
    expect((await fetch(`${base}/metrics`)).status).toBe(401);
    await h.enqueueMail({ to: 'client@homemate.local', ...renderMail('welcome', 'fr', { firstName: 'Camille' }) });
    await h.smtp.waitForMessages(1);

    const scrape = async () => (await fetch(`${base}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } })).text();
    let text = await scrape();
    // The 'completed' event follows the handler's return by a moment; other queues' jobs (the chat purge) may complete first.
    const mailCompleted = 'hm_jobs_total{queue="mail",job="send",outcome="completed"';
    for (let i = 0; i < 80 && !text.includes(mailCompleted); i++) text = await new Promise((r) => setTimeout(r, 50)).then(scrape);
    expect(text).toMatch(/^hm_jobs_total\{queue="mail",job="send",outcome="completed",service="worker"\} 1$/m);
    expect(text).toMatch(/^hm_job_duration_seconds_count\{service="worker",queue="mail",job="send"\} 1$/m);
    expect(text).toMatch(/^hm_mails_total\{result="sent",service="worker"\} 1$/m);
    expect(text).toMatch(/^hm_queue_jobs\{queue="mail",state="failed",service="worker"\} 0$/m);
    expect(text).toMatch(/^hm_outbox_pending_rows\{service="worker"\} 0$/m);
    expect(text).toMatch(/^hm_db_pool_connections\{state="used",service="worker"\} \d+$/m);
    expect(text).toMatch(/^nodejs_eventloop_lag_seconds\{service="worker"\} /m);
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
