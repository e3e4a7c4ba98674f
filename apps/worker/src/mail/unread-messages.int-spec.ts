import { insertBooking } from '@hm/db/testing';
import { enqueueViaOutbox, outboxJobId } from '@hm/queue';
import { setTimeout as sleep } from 'node:timers/promises';
import { parseMime } from '../testing/mime.js';
import { WorkerHarness } from '../testing/worker-harness.js';

describe('the unread-messages e-mail (real PostgreSQL, Redis and SMTP)', () => {
  let h: WorkerHarness;
  let customerId: string;
  let proId: string;
  let strangerId: string;
  let booking: { id: string; bookingNumber: string };
  const sql = <T>(query: string, params: unknown[] = []) => h.orm.em.fork().execute<T[]>(query, params);

  beforeAll(async () => {
    h = await WorkerHarness.create('hm_test_worker_unread_messages', process.env.LOG_LEVEL);
    const person = async (first: string, email: string, locale: string) =>
      (
        await sql<{ id: string }>(`insert into users (first_name, last_name, email, locale) values (?, 'Roy', ?, ?) returning id`, [
          first,
          email,
          locale,
        ])
      )[0]!.id;
    customerId = await person('Julie', 'julie@example.com', 'en');
    proId = await person('Marc', 'marc@example.com', 'fr');
    strangerId = await person('Paul', 'paul@example.com', 'fr');
    booking = await insertBooking(h.orm.em.fork(), {
      user_id: customerId,
      professional_id: proId,
      status: 'confirmed',
      locale: 'en',
      email: 'julie.contact@example.com',
    });
    await h.startWorker();
  });

  afterAll(async () => {
    await h?.close();
  });

  let clock = Date.now() - 3600_000;
  /** A message on the booking, each a second after the last. */
  async function write(senderType: string, message: string, metadata: object = {}): Promise<void> {
    clock += 1000;
    await sql(
      `insert into booking_messages (booking_id, sender_type, sender_name, message, metadata, created_at) values (?, ?, ?, ?, ?, ?)`,
      [booking.id, senderType, senderType === 'system' ? 'HomeMate' : 'Julie Roy', message, JSON.stringify(metadata), new Date(clock)],
    );
  }

  /** What the API does when a message is written to `userId`: the row says an e-mail is due, and the job. */
  async function mailJob(userId: string): Promise<unknown> {
    await sql(
      `insert into booking_message_reads (booking_id, user_id, mail_due_at) values (?, ?, now()) on conflict (booking_id, user_id) do update set mail_due_at = now()`,
      [booking.id, userId],
    );
    const row = await h.orm.em.fork().transactional(async (em) =>
      enqueueViaOutbox(em, 'mail', 'unreadMessages', {
        bookingId: booking.id,
        userId,
        reservationUrl: 'https://homemate.test/reservation/x',
      }),
    );
    const jobId = outboxJobId(row.id);
    const deadline = Date.now() + 15_000;
    for (;;) {
      const job = await h.queues.mail.getJob(jobId);
      if (job?.finishedOn) return job.returnvalue;
      if (Date.now() > deadline) throw new Error(`job ${jobId} did not finish`);
      await sleep(50);
    }
  }

  it("mails a burst of 20 messages once, in the reader's language, without HomeMate's event lines", async () => {
    for (let i = 1; i <= 20; i++) await write('customer', `Message ${i}`);
    await write('system', 'Julie changed the address.', { note: { code: 'details_updated', fields: ['address'] } });
    expect(await mailJob(proId)).toEqual({ outcome: 'sent', messages: 20 });
    // The 20 jobs of a burst would each find nothing left to send.
    expect(await mailJob(proId)).toEqual({ outcome: 'read', messages: 0 });
    const mails = await h.smtp.waitForMessages(1, 15_000);
    await sleep(300);
    expect(await h.smtp.waitForMessages(1)).toHaveLength(1);
    const mail = parseMime(mails[0]!.raw);
    expect(mail.headers.to).toBe('marc@example.com');
    expect(mail.headers.subject).toBe(`20 nouveaux messages sur la réservation ${booking.bookingNumber}`);
    expect(mail.headers['x-homemate-template']).toBe('unreadMessages');
    const [rows] = await sql<{ mail_due_at: Date | null }>('select mail_due_at from booking_message_reads where user_id = ?', [proId]);
    expect(rows!.mail_due_at).toBeNull();
  });

  it('sends nothing the reader has read, and only what came after', async () => {
    await write('customer', 'Are you coming?');
    await sql(`update booking_message_reads set read_at = ? where user_id = ?`, [new Date(clock), proId]);
    expect(await mailJob(proId)).toEqual({ outcome: 'read', messages: 0 });
    await write('customer', 'The door is on the side.');
    // An operator writes as HomeMate: to both parties.
    await write('system', 'HomeMate here: the pro is on the way.');
    expect(await mailJob(proId)).toEqual({ outcome: 'sent', messages: 2 });
    // The customer gets the operator's line, never their own messages.
    expect(await mailJob(customerId)).toEqual({ outcome: 'sent', messages: 1 });
    const mails = await h.smtp.waitForMessages(3, 15_000);
    // To the customer at the booking's contact address, like every e-mail about the booking.
    const toCustomer = parseMime(mails.map((m) => m.raw).find((raw) => raw.includes('To: julie.contact@example.com'))!);
    expect(toCustomer.headers.subject).toBe(`HomeMate wrote to you about booking ${booking.bookingNumber}`);
  });

  it('sends nothing to a reader who turned messages off, nor to someone who is not a party', async () => {
    await write('customer', 'Hello again');
    await sql('update users set notify_messages = false where id = ?', [proId]);
    expect(await mailJob(proId)).toEqual({ outcome: 'turned_off', messages: 1 });
    await sql('update users set notify_messages = true where id = ?', [proId]);
    expect(await mailJob(strangerId)).toEqual({ outcome: 'not_a_reader', messages: 0 });
    await sleep(300);
    expect(await h.smtp.waitForMessages(3)).toHaveLength(3);
  });
});
