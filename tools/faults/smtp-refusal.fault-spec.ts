// The SMTP server refusing every connection for 30 s (OUTAGE_MS; far longer than the queue's
// 1 s + 2 s + 4 s of retries) while bookings are made and customers edit and cancel bookings that
// have a professional: once it recovers, every e-mail (the confirmations, and both sides' e-mails of
// the edits and cancellations) is delivered, once each.
import { setTimeout as sleep } from 'node:timers/promises';
import { assignedBookings, bothSidesMails, editThenCancel, OUTAGE_MS, sortedMails } from './support/both-sides.ts';
import { drained, mailQueueCounts } from './support/queue-state.ts';
import { mailKey } from './support/smtp-sink.ts';
import { BOOKING_CONTACT_EMAIL, createBooking, FaultStack, type SeededUser } from './support/stack.ts';
import { waitFor } from './support/wait.ts';

const BOOKINGS = 5;
/** Bookings with a pro that the customer edits and then cancels while the server refuses. */
const CHANGED = 3;

describe(`fault: the SMTP server refusing for ${OUTAGE_MS / 1000} s`, () => {
  let stack: FaultStack;
  let customer: SeededUser;
  let pro: SeededUser;
  let admin: SeededUser;

  beforeAll(async () => {
    stack = await FaultStack.create('smtp');
    await stack.startApi();
    stack.startWorker();
    [customer, pro, admin] = await stack.seedUsers(['customer', 'professional', 'admin']);
  });

  afterAll(async () => {
    await stack?.dispose();
  });

  it(
    'delivers every e-mail of both sides once after the server recovers',
    async () => {
      const api = stack.apis[0]!.url;
      const changed = await assignedBookings(api, { customer, pro, admin }, CHANGED);
      // Their confirmation and assignment e-mails go out before the fault.
      await waitFor('the e-mails of the bookings with a pro', () => stack.smtp.total >= 2 * CHANGED, { timeoutMs: 15_000 });
      const before = stack.smtp.total;

      stack.smtp.refuse(true);
      const refusingSince = Date.now();
      const created: string[] = [];
      for (let i = 0; i < BOOKINGS; i += 1) {
        const { status, bookingNumber } = await createBooking(api, customer.token);
        expect(status).toBe(201);
        created.push(bookingNumber!);
      }
      expect(await editThenCancel(api, customer, changed)).toEqual(Array.from({ length: 2 * CHANGED }, () => 200));
      await waitFor('the worker to meet the refusing server', () => stack.smtp.refusedConnections >= BOOKINGS, { timeoutMs: 15_000 });
      // The fault itself lasts a fixed time.
      await sleep(Math.max(0, OUTAGE_MS - (Date.now() - refusingSince)));
      expect(stack.smtp.total).toBe(before);
      // Every mail was tried more than BullMQ's 4 attempts allow, and none failed for good.
      let counts = await mailQueueCounts(stack.redis.port);
      expect(counts.failed).toBe(0);
      stack.smtp.refuse(false);
      const recoveredAt = Date.now();

      const expected = bothSidesMails(changed, pro);
      for (const number of created) expected.set(mailKey(BOOKING_CONTACT_EMAIL, 'bookingConfirmation', number), 1);
      let state = '';
      counts = await waitFor(
        'every e-mail after the recovery',
        async () => {
          const now = await mailQueueCounts(stack.redis.port);
          state = `queue ${JSON.stringify(now)}, mails ${stack.smtp.total} of ${expected.size}, refused connections ${stack.smtp.refusedConnections}`;
          return stack.smtp.total >= expected.size && drained(now) ? now : undefined;
        },
        { timeoutMs: OUTAGE_MS + 30_000, everyMs: 200, state: () => `${state}\n${stack.output()}` },
      );

      expect(counts).toMatchObject({ completed: expected.size, failed: 0 });
      // Each recipient got each of its e-mails once: none missing, none twice, none unexpected.
      expect(sortedMails(stack.smtp.mails)).toEqual(sortedMails(expected));
      // Within the first deferral after the recovery: the wait doubles, so it is at most about as long as the outage.
      expect(Date.now() - recoveredAt).toBeLessThan(OUTAGE_MS + 20_000);
    },
    3 * OUTAGE_MS + 60_000,
  );
});
