import { outboxJobId } from '@hm/queue';
import { renderMail } from '@hm/mail';
import { setTimeout as sleep } from 'node:timers/promises';
import { WorkerHarness } from '../testing/worker-harness.js';

describe('worker shutdown', () => {
  let h: WorkerHarness;

  beforeEach(async () => {
    h = await WorkerHarness.create('hm_test_worker_shutdown', process.env.LOG_LEVEL);
    await h.startWorker();
  });

  afterEach(async () => {
    await h?.close();
  });

  // First, so BullMQ's last blocking-wait timer (up to 6 s) runs out during the next test.
  it('still shuts down, within the grace period, while Redis is unreachable', async () => {
    await h.redis.stop();
    await sleep(200);
    const app = h.app!;
    h.app = undefined;
    const started = Date.now();
    await app.close();
    expect(Date.now() - started).toBeLessThan(h.config.shutdownGraceMs + 3000);
  });

  it('finishes the job in hand before closing, and takes no new job after', async () => {
    h.smtp.delayAcceptance(1500);
    const id = await h.enqueueMail({ to: 'client@homemate.local', ...renderMail('test', 'en', {}) });
    await h.smtp.waitForAttempts(1); // the worker is now in the middle of sending

    const app = h.app!;
    h.app = undefined;
    await app.close(); // what SIGTERM triggers through enableShutdownHooks

    // close() returned only after the SMTP server had accepted the message.
    expect(h.smtp.received).toHaveLength(1);
    const job = await h.queues.mail.getJob(outboxJobId(id));
    expect(await job?.getState()).toBe('completed');

    // Stopped for good: a mail enqueued now stays in the outbox for the next worker.
    const later = await h.enqueueMail({ to: 'client@homemate.local', ...renderMail('test', 'en', {}) });
    await sleep(600);
    expect((await h.outboxRow(later)).relayed_at).toBeNull();
    expect(h.smtp.attempts).toHaveLength(1);
  });
});
