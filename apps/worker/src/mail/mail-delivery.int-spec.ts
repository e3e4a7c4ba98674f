import { outboxJobId, OutboxRelay } from '@hm/queue';
import { renderMail } from '@hm/mail';
import { setTimeout as sleep } from 'node:timers/promises';
import { OutboxRelayService } from '../outbox/outbox-relay.service.js';
import { header } from '../testing/smtp-sink.js';
import { WorkerHarness } from '../testing/worker-harness.js';

// Long enough for a duplicate to show up: the relay polls every 100 ms and a retry would come 1 s later.
const NO_DUPLICATE_WINDOW_MS = 1500;
const silent = { debug: () => undefined, warn: () => undefined, error: () => undefined };

describe('mail delivery through the outbox, BullMQ and SMTP', () => {
  let h: WorkerHarness;

  beforeAll(async () => {
    h = await WorkerHarness.create('hm_test_worker_mail', process.env.LOG_LEVEL);
    await h.startWorker();
  });

  afterAll(async () => {
    await h?.close();
  });

  beforeEach(() => h.smtp.reset());

  it('keeps a mail enqueued while Redis is down, then delivers it exactly once when Redis is back', async () => {
    await h.redis.stop();

    const id = await h.enqueueMail({ to: 'client@homemate.local', ...renderMail('welcome', 'fr', { firstName: 'Camille' }) });

    // The relay tried, failed and recorded why; the row is still pending, nothing was sent.
    await h.waitForRow(id, (row) => row.relay_attempts >= 2);
    const pending = await h.outboxRow(id);
    expect(pending.relayed_at).toBeNull();
    expect(pending.last_error).toMatch(/\S/);
    expect(h.smtp.attempts).toHaveLength(0);

    await h.redis.start();

    const [mail] = await h.waitForMail(1, 20_000);
    expect(mail!.to).toEqual(['client@homemate.local']);
    expect(mail!.from).toBe('no-reply@homemate.local');
    expect(header(mail!, 'X-HomeMate-Template')).toBe('welcome');
    expect(header(mail!, 'Content-Language')).toBe('fr');
    await h.waitForRow(id, (row) => row.relayed_at !== null);

    await sleep(NO_DUPLICATE_WINDOW_MS);
    expect(h.smtp.received).toHaveLength(1);
  });

  it('retries a mail the SMTP server refuses, with 1 s then 2 s back-off, and delivers it once', async () => {
    h.smtp.refuseNext(2);

    const id = await h.enqueueMail({ to: 'pro@homemate.local', ...renderMail('test', 'en', {}) });

    await h.waitForMail(1, 20_000);
    expect(h.smtp.attempts).toHaveLength(3);
    const [first, second, third] = h.smtp.attempts as [number, number, number];
    expect(second - first).toBeGreaterThanOrEqual(950);
    expect(third - second).toBeGreaterThanOrEqual(1950);

    // BullMQ marks the job completed a moment after the SMTP server has the message: read it once it is.
    let job = await h.queues.mail.getJob(outboxJobId(id));
    for (let i = 0; i < 40 && (await job?.getState()) !== 'completed'; i++) await sleep(50);
    job = await h.queues.mail.getJob(outboxJobId(id));
    expect(await job?.getState()).toBe('completed');
    expect(job?.attemptsMade).toBe(3);

    await sleep(NO_DUPLICATE_WINDOW_MS);
    expect(h.smtp.received).toHaveLength(1);
    expect(h.smtp.attempts).toHaveLength(3);
  });

  it('never doubles a mail when a relay hands the same row over twice (crash between add and mark)', async () => {
    // Take the worker's own relay out of the way so this test decides when rows move.
    await h.app!.get(OutboxRelayService).relay.stop();
    const relay = new OutboxRelay({ orm: h.orm, queues: h.queues, pollMs: 1000, logger: silent });

    const id = await h.enqueueMail({ to: 'admin@homemate.local', ...renderMail('test', 'fr', { firstName: 'Alex' }) });
    await expect(relay.relayOnce()).resolves.toBe(1);
    await h.waitForMail(1);

    // The mark "relayed" is lost, as if the relay died right after BullMQ accepted the job.
    await h.orm.em.fork().execute('update outbox set relayed_at = null where id = ?', [id]);
    await expect(relay.relayOnce()).resolves.toBe(1);
    await h.waitForRow(id, (row) => row.relayed_at !== null);

    await sleep(NO_DUPLICATE_WINDOW_MS);
    expect(h.smtp.received).toHaveLength(1);
    expect(await h.mailJobCounts()).toEqual({ waiting: 0, delayed: 0, active: 0, prioritized: 0, completed: 3, failed: 0 });
  });
});
