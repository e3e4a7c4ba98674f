// Redis stopped for 30 s (OUTAGE_MS) from the middle of a burst of bookings, while customers also
// edit and cancel bookings that have a professional: every request still succeeds and is stored (the
// API writes the change and its e-mails to PostgreSQL, the outbox), and once Redis is back every
// e-mail (the confirmations, and both sides' e-mails of the edits and cancellations) is delivered
// exactly once.
import { setTimeout as sleep } from 'node:timers/promises';
import { assignedBookings, bothSidesMails, editThenCancel, OUTAGE_MS, sortedMails } from './support/both-sides.ts';
import { mailQueueCounts, drained } from './support/queue-state.ts';
import { mailKey } from './support/smtp-sink.ts';
import { BOOKING_CONTACT_EMAIL, createBooking, FaultStack, type SeededUser } from './support/stack.ts';
import { waitFor } from './support/wait.ts';

const BURST = 60;
const IN_FLIGHT = 6;
/** Bookings with a pro that the customer edits and then cancels while Redis is down. */
const CHANGED = 3;

describe(`fault: Redis stopped for ${OUTAGE_MS / 1000} s during a burst of bookings and changes`, () => {
  let stack: FaultStack;
  let customer: SeededUser;
  let pro: SeededUser;
  let admin: SeededUser;

  beforeAll(async () => {
    stack = await FaultStack.create('redis');
    await stack.startApi();
    stack.startWorker({ JOB_LOCK_MS: '5000', JOB_STALLED_CHECK_MS: '2000' });
    [customer, pro, admin] = await stack.seedUsers(['customer', 'professional', 'admin']);
  });

  afterAll(async () => {
    await stack?.dispose();
  });

  it(
    'stores every booking and change, and delivers every e-mail of both sides exactly once after Redis returns',
    async () => {
      const api = stack.apis[0]!.url;
      const changed = await assignedBookings(api, { customer, pro, admin }, CHANGED);
      const statuses: number[] = [];
      const created: string[] = [];
      let sent = 0;
      let redisStopped: Promise<void> | undefined;
      let outageStarted = 0;
      const send = async () => {
        while (sent < BURST) {
          sent += 1;
          // A third of the way in, Redis goes away while requests keep coming.
          if (sent === Math.floor(BURST / 3)) {
            outageStarted = Date.now();
            redisStopped = stack.redis.stop();
          }
          const { status, bookingNumber } = await createBooking(api, customer.token);
          statuses.push(status);
          if (bookingNumber) created.push(bookingNumber);
        }
      };
      await Promise.all(Array.from({ length: IN_FLIGHT }, send));
      await redisStopped;
      // With Redis still down, the customer edits each booking that has a pro, then cancels it.
      const changes = await editThenCancel(api, customer, changed);
      // The outage lasts its full length before Redis returns.
      await sleep(Math.max(0, OUTAGE_MS - (Date.now() - outageStarted)));

      // Every request answered 2xx although Redis was down for two thirds of the burst and all the changes.
      expect(statuses.filter((status) => status !== 201)).toEqual([]);
      expect(changes).toEqual(Array.from({ length: 2 * CHANGED }, () => 200));
      const stored = await stack.query<{ booking_number: string; status: string }>('select booking_number, status from bookings');
      expect(stored.map((row) => row.booking_number).sort()).toEqual([...created, ...changed].sort());
      expect(
        stored
          .filter((row) => row.status === 'cancelled')
          .map((row) => row.booking_number)
          .sort(),
      ).toEqual([...changed].sort());
      // The e-mails written while Redis was down wait in the outbox.
      const [{ pending }] = (await stack.query<{ pending: string }>('select count(*) as pending from outbox where relayed_at is null')) as [
        { pending: string },
      ];
      expect(Number(pending)).toBeGreaterThan(0);
      expect(stack.worker!.running).toBe(true);

      await stack.redis.start();

      const expected = bothSidesMails(changed, pro);
      for (const number of created) expected.set(mailKey(BOOKING_CONTACT_EMAIL, 'bookingConfirmation', number), 1);
      let state = '';
      await waitFor(
        'every e-mail to arrive and the queue to drain',
        async () => {
          const [{ left }] = (await stack.query<{ left: string }>('select count(*) as left from outbox where relayed_at is null')) as [
            { left: string },
          ];
          const counts = await mailQueueCounts(stack.redis.port);
          state = `outbox pending ${left}, queue ${JSON.stringify(counts)}, mails ${stack.smtp.total} of ${expected.size}`;
          return Number(left) === 0 && drained(counts) && stack.smtp.total >= expected.size ? counts : undefined;
        },
        { timeoutMs: 60_000, everyMs: 250, state: () => `${state}\n${stack.output()}` },
      );

      const counts = await mailQueueCounts(stack.redis.port);
      expect(counts).toMatchObject({ completed: expected.size, failed: 0 });
      // Each recipient got each of its e-mails once: none missing, none twice, none unexpected.
      expect(sortedMails(stack.smtp.mails)).toEqual(sortedMails(expected));
      expect(stack.apis[0]!.child.running).toBe(true);
    },
    3 * OUTAGE_MS + 60_000,
  );
});
