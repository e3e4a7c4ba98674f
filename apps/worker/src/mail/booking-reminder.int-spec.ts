import { insertBooking as insertValidBooking } from '@hm/db/testing';
import { verifyUnsubscribeToken } from '@hm/mail';
import { enqueueViaOutbox, outboxJobId } from '@hm/queue';
import { setTimeout as sleep } from 'node:timers/promises';
import { parseMime } from '../testing/mime.js';
import { WorkerHarness } from '../testing/worker-harness.js';

/** 'YYYY-MM-DD' n days from now in UTC (the reminder logic only needs "far enough"). */
const dayFromNow = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

describe('the booking reminder job (real PostgreSQL, Redis and SMTP)', () => {
  let h: WorkerHarness;
  let userId: string;

  beforeAll(async () => {
    h = await WorkerHarness.create('hm_test_worker_booking_reminder', process.env.LOG_LEVEL);
    const [user] = await h.orm.em
      .fork()
      .execute<{ id: string }[]>(`insert into users (first_name, last_name, email) values ('Léa', 'Roy', 'lea@example.com') returning id`);
    userId = user!.id;
    await h.startWorker();
  });

  afterAll(async () => {
    await h?.close();
  });

  async function insertBooking(values: {
    status?: string;
    version: number;
    date: string;
    time?: string;
    locale?: string;
  }): Promise<{ id: string; number: string }> {
    const { id, bookingNumber } = await insertValidBooking(h.orm.em.fork(), {
      user_id: userId,
      status: values.status ?? 'pending',
      scheduled_date: values.date,
      scheduled_time: values.time ?? '14:30',
      locale: values.locale ?? 'fr',
      reminder_version: values.version,
      cancelled_at: values.status === 'cancelled' ? new Date() : null,
    });
    return { id, number: bookingNumber };
  }

  async function remind(bookingId: string, version: number): Promise<string> {
    const row = await h.orm.em
      .fork()
      .transactional(async (em) =>
        enqueueViaOutbox(em, 'mail', 'bookingReminder', { bookingId, version, reservationUrl: 'https://homemate.test/reservation/x' }),
      );
    return outboxJobId(row.id);
  }

  async function outcome(jobId: string): Promise<unknown> {
    const deadline = Date.now() + 15_000;
    for (;;) {
      const job = await h.queues.mail.getJob(jobId);
      if (job?.finishedOn) return (job.returnvalue as { outcome: string }).outcome;
      if (Date.now() > deadline) throw new Error(`job ${jobId} did not finish`);
      await sleep(50);
    }
  }

  it('sends nothing for a superseded version (date edited) or a cancelled booking, and sends the current one in the customer language', async () => {
    // The visit is tomorrow at the same time: the reminder is due now (within the tolerance).
    const soon = new Date(Date.now() + 24 * 3600_000 + 30_000);
    const toronto = new Intl.DateTimeFormat('en-CA', {
      timeZone: 'America/Toronto',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    const parts = Object.fromEntries(toronto.formatToParts(soon).map((p) => [p.type, p.value]));
    const date = `${parts.year}-${parts.month}-${parts.day}`;
    const time = `${parts.hour}:${parts.minute}`;

    const edited = await insertBooking({ version: 1, date, time });
    const cancelled = await insertBooking({ status: 'cancelled', version: 1, date, time });
    const stale = await remind(edited.id, 0);
    const afterCancel = await remind(cancelled.id, 1);
    expect(await outcome(stale)).toBe('superseded');
    expect(await outcome(afterCancel)).toBe('superseded');

    const current = await remind(edited.id, 1);
    expect(await outcome(current)).toBe('sent');
    const [mail] = await h.smtp.waitForMessages(1, 15_000);
    const message = parseMime(mail!.raw);
    expect(message.headers.subject).toBe(`Rappel : votre visite HomeMate ${edited.number} a lieu demain`);
    expect(message.headers['x-homemate-template']).toBe('bookingReminder');
    // A booking update: one-click unsubscribe (RFC 8058) for the owner's account, signed with the API's secret.
    const oneClick = /^<(http:\/\/localhost:3000\/api\/notifications\/unsubscribe\?token=[^>]+)>$/.exec(
      message.headers['list-unsubscribe'] ?? '',
    );
    expect(oneClick).not.toBeNull();
    const token = new URL(oneClick![1]!).searchParams.get('token')!;
    expect(verifyUnsubscribeToken(h.config.unsubscribeSecret, token)).toEqual({ userId, category: 'bookingUpdates' });
    expect(message.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    await sleep(300);
    expect(await h.smtp.waitForMessages(1)).toHaveLength(1);

    // The owner turns booking updates off: the reminder is one of them, and is not sent.
    await h.orm.em.fork().execute('update users set notify_booking_updates = false where id = ?', [userId]);
    const quiet = await insertBooking({ version: 0, date, time });
    expect(await outcome(await remind(quiet.id, 0))).toBe('turned_off');
    await sleep(300);
    expect(await h.smtp.waitForMessages(1)).toHaveLength(1);
    await h.orm.em.fork().execute('update users set notify_booking_updates = true where id = ?', [userId]);
  });

  it('waits again when it fires early (a visit further away than the longest delay)', async () => {
    const far = await insertBooking({ version: 0, date: dayFromNow(40) });
    const jobId = await remind(far.id, 0);
    expect(await outcome(jobId)).toBe('rescheduled');
    const [booking] = await h.orm.em
      .fork()
      .execute<{ reminder_job_id: string }[]>('select reminder_job_id from bookings where id = ?', [far.id]);
    const [next] = await h.orm.em
      .fork()
      .execute<{ id: string; delay_ms: number }[]>(
        `select id, delay_ms from outbox where job_name = 'bookingReminder' and payload->>'bookingId' = ? order by id desc limit 1`,
        [far.id],
      );
    expect(booking!.reminder_job_id).toBe(outboxJobId(next!.id));
    expect(next!.delay_ms).toBe(20 * 24 * 3600_000);
  });
});
