// The worker killed with SIGKILL in the middle of sending: the jobs it held are retried (BullMQ's
// stalled-job check, once their lock expires) by the next worker, and each mail is delivered once.
import { drained, mailQueueCounts } from './support/queue-state.ts';
import { createBooking, FaultStack, type SeededUser } from './support/stack.ts';
import { waitFor } from './support/wait.ts';

const BOOKINGS = 3;
// Short lock and check period (the worker's JOB_LOCK_MS / JOB_STALLED_CHECK_MS) keep the test fast;
// production keeps BullMQ's 30 s.
const WORKER_ENV = { JOB_LOCK_MS: '3000', JOB_STALLED_CHECK_MS: '1000' };

describe('fault: the worker killed with SIGKILL mid-job', () => {
  let stack: FaultStack;
  let customer: SeededUser;

  beforeAll(async () => {
    stack = await FaultStack.create('worker');
    await stack.startApi();
    [customer] = await stack.seedUsers(['customer']);
  });

  afterAll(async () => {
    await stack?.dispose();
  });

  it('retries the jobs in hand and delivers each mail once', async () => {
    // A slow server: the kill lands while it holds every message, before it said "250 OK".
    stack.smtp.delayAcceptance(4000);
    const first = stack.startWorker(WORKER_ENV);
    const created: string[] = [];
    for (let i = 0; i < BOOKINGS; i += 1) {
      const { status, bookingNumber } = await createBooking(stack.apis[0]!.url, customer.token);
      expect(status).toBe(201);
      created.push(bookingNumber!);
    }
    await waitFor('the worker to be sending every mail', () => stack.smtp.dataStarted >= BOOKINGS, {
      timeoutMs: 20_000,
      state: () => first.output(),
    });
    expect((await mailQueueCounts(stack.redis.port)).active).toBe(BOOKINGS);

    expect(await first.kill()).toEqual({ code: null, signal: 'SIGKILL' });
    // The server notices the sender is gone and keeps nothing.
    await waitFor('the interrupted messages to be dropped', () => stack.smtp.abandoned >= BOOKINGS, { timeoutMs: 10_000 });
    expect(stack.smtp.total).toBe(0);
    // The jobs stay active (locked by a dead worker) until the lock expires.
    expect((await mailQueueCounts(stack.redis.port)).active).toBe(BOOKINGS);

    stack.smtp.delayAcceptance(0);
    stack.startWorker(WORKER_ENV);
    let state = '';
    const counts = await waitFor(
      'every mail after the restart',
      async () => {
        const now = await mailQueueCounts(stack.redis.port);
        state = `queue ${JSON.stringify(now)}, mails ${stack.smtp.total}`;
        return stack.smtp.delivered.size >= BOOKINGS && drained(now) ? now : undefined;
      },
      { timeoutMs: 30_000, everyMs: 200, state: () => `${state}\n${stack.output()}` },
    );

    expect(counts).toMatchObject({ completed: BOOKINGS, failed: 0 });
    expect([...stack.smtp.delivered.keys()].sort()).toEqual([...created].sort());
    expect(stack.smtp.duplicates()).toEqual([]);
    // Each message was sent twice: once to the killed worker's end, once for real.
    expect(stack.smtp.dataStarted).toBe(2 * BOOKINGS);
  });
});
