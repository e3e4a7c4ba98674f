// The SMTP server refusing every connection for 10 s (longer than the queue's 1 s + 2 s + 4 s of
// retries): the confirmations of the bookings made meanwhile are delivered once it recovers, once each.
import { setTimeout as sleep } from 'node:timers/promises';
import { drained, mailQueueCounts } from './support/queue-state.ts';
import { createBooking, FaultStack, type SeededUser } from './support/stack.ts';
import { waitFor } from './support/wait.ts';

const BOOKINGS = 5;
const REFUSAL_MS = 10_000;

describe('fault: the SMTP server refusing for 10 s', () => {
  let stack: FaultStack;
  let customer: SeededUser;

  beforeAll(async () => {
    stack = await FaultStack.create('smtp');
    await stack.startApi();
    stack.startWorker();
    [customer] = await stack.seedUsers(['customer']);
  });

  afterAll(async () => {
    await stack?.dispose();
  });

  it('delivers the mails after the server recovers', async () => {
    stack.smtp.refuse(true);
    const refusingSince = Date.now();
    const created: string[] = [];
    for (let i = 0; i < BOOKINGS; i += 1) {
      const { status, bookingNumber } = await createBooking(stack.apis[0]!.url, customer.token);
      expect(status).toBe(201);
      created.push(bookingNumber!);
    }
    await waitFor('the worker to meet the refusing server', () => stack.smtp.refusedConnections >= BOOKINGS, { timeoutMs: 15_000 });
    // The fault itself lasts a fixed time: 10 s of refusals.
    await sleep(REFUSAL_MS - (Date.now() - refusingSince));
    expect(stack.smtp.total).toBe(0);
    // Every mail was tried more than BullMQ's 4 attempts allow in 10 s, and none failed for good.
    let counts = await mailQueueCounts(stack.redis.port);
    expect(counts.failed).toBe(0);
    stack.smtp.refuse(false);
    const recoveredAt = Date.now();

    let state = '';
    counts = await waitFor(
      'every confirmation after the recovery',
      async () => {
        const now = await mailQueueCounts(stack.redis.port);
        state = `queue ${JSON.stringify(now)}, mails ${stack.smtp.total} of ${BOOKINGS}, refused connections ${stack.smtp.refusedConnections}`;
        return stack.smtp.delivered.size >= BOOKINGS && drained(now) ? now : undefined;
      },
      { timeoutMs: 60_000, everyMs: 200, state: () => `${state}\n${stack.output()}` },
    );

    expect(counts).toMatchObject({ completed: BOOKINGS, failed: 0 });
    expect([...stack.smtp.delivered.keys()].sort()).toEqual([...created].sort());
    expect(stack.smtp.duplicates()).toEqual([]);
    // Within the first deferral after the recovery (it doubles with the outage, so ~2 × 10 s at most).
    expect(Date.now() - recoveredAt).toBeLessThan(30_000);
  });
});
