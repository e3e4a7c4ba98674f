// Redis stopped in the middle of a burst of bookings: every booking is still stored (the API writes
// the booking and its mail to PostgreSQL, the outbox), and once Redis is back every confirmation
// e-mail is delivered exactly once.
import { mailQueueCounts, drained } from './support/queue-state.ts';
import { createBooking, FaultStack, type SeededUser } from './support/stack.ts';
import { waitFor } from './support/wait.ts';

const BURST = 60;
const IN_FLIGHT = 6;

describe('fault: Redis stopped during a burst of bookings', () => {
  let stack: FaultStack;
  let customer: SeededUser;

  beforeAll(async () => {
    stack = await FaultStack.create('redis');
    await stack.startApi();
    stack.startWorker({ JOB_LOCK_MS: '5000', JOB_STALLED_CHECK_MS: '2000' });
    [customer] = await stack.seedUsers(['customer']);
  });

  afterAll(async () => {
    await stack?.dispose();
  });

  it('stores every booking and delivers every confirmation exactly once after Redis returns', async () => {
    const api = stack.apis[0]!.url;
    const statuses: number[] = [];
    const created: string[] = [];
    let sent = 0;
    let redisStopped: Promise<void> | undefined;
    const send = async () => {
      while (sent < BURST) {
        sent += 1;
        // A third of the way in, Redis goes away while requests keep coming.
        if (sent === Math.floor(BURST / 3)) redisStopped = stack.redis.stop();
        const { status, bookingNumber } = await createBooking(api, customer.token);
        statuses.push(status);
        if (bookingNumber) created.push(bookingNumber);
      }
    };
    await Promise.all(Array.from({ length: IN_FLIGHT }, send));
    await redisStopped;

    // Every request answered 201 although Redis was down for two thirds of them.
    expect(statuses.filter((status) => status !== 201)).toEqual([]);
    const stored = await stack.query<{ booking_number: string }>('select booking_number from bookings');
    expect(stored.map((row) => row.booking_number).sort()).toEqual([...created].sort());
    // The mails of the bookings made while Redis was down wait in the outbox.
    const [{ pending }] = (await stack.query<{ pending: string }>('select count(*) as pending from outbox where relayed_at is null')) as [
      { pending: string },
    ];
    expect(Number(pending)).toBeGreaterThan(0);
    expect(stack.worker!.running).toBe(true);

    await stack.redis.start();

    let state = '';
    await waitFor(
      'every confirmation to arrive and the queue to drain',
      async () => {
        const [{ left }] = (await stack.query<{ left: string }>('select count(*) as left from outbox where relayed_at is null')) as [
          { left: string },
        ];
        const counts = await mailQueueCounts(stack.redis.port);
        state = `outbox pending ${left}, queue ${JSON.stringify(counts)}, mails ${stack.smtp.total} of ${created.length}`;
        return Number(left) === 0 && drained(counts) && stack.smtp.delivered.size >= created.length ? counts : undefined;
      },
      { timeoutMs: 60_000, everyMs: 250, state: () => `${state}\n${stack.output()}` },
    );

    const counts = await mailQueueCounts(stack.redis.port);
    expect(counts).toMatchObject({ completed: created.length, failed: 0 });
    expect([...stack.smtp.delivered.keys()].sort()).toEqual([...created].sort());
    expect(stack.smtp.duplicates()).toEqual([]);
    expect(stack.smtp.total).toBe(created.length);
    expect(stack.apis[0]!.child.running).toBe(true);
  });
});
