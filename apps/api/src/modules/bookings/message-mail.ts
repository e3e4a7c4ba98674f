import type { EntityManager } from '@mikro-orm/postgresql';
import { readersOfMessage, type MessageSenderType } from '@hm/contracts';
import { enqueueViaOutbox } from '@hm/queue';

// New messages by e-mail (docs/notifications.md): a reader who has not opened the thread within
// the delay gets one e-mail with every message written to them meanwhile. Each reader has at most
// one such e-mail queued per booking (mail_due_at), so a burst of messages makes one e-mail.

interface Thread {
  id: string;
  userId: string;
  professionalId: string | null;
}

/** Inside the message's transaction: queues the e-mail of each reader of the message who has none queued. */
export async function scheduleMessageMail(
  tx: EntityManager,
  booking: Thread,
  sender: MessageSenderType,
  options: { delayMs: number; reservationUrl: string },
): Promise<void> {
  const readers = readersOfMessage(sender).map((reader) => (reader === 'customer' ? booking.userId : booking.professionalId));
  for (const userId of readers) {
    if (!userId) continue;
    // The upsert takes the row's lock, so a worker mailing this reader right now finishes first.
    const due = await tx.execute<{ booking_id: string }[]>(
      `insert into booking_message_reads (booking_id, user_id, mail_due_at) values (?, ?, now() + ?::integer * interval '1 millisecond')
       on conflict (booking_id, user_id) do update set mail_due_at = excluded.mail_due_at
       where booking_message_reads.mail_due_at is null
       returning booking_id`,
      [booking.id, userId, options.delayMs],
    );
    if (due.length === 0) continue;
    enqueueViaOutbox(
      tx,
      'mail',
      'unreadMessages',
      { bookingId: booking.id, userId, reservationUrl: options.reservationUrl },
      { delayMs: options.delayMs },
    );
  }
}

/** The reader has seen the whole thread as of now: nothing written so far will be mailed to them. */
export async function markThreadRead(em: EntityManager, bookingId: string, userId: string): Promise<void> {
  await em.execute(
    `insert into booking_message_reads (booking_id, user_id, read_at) values (?, ?, now())
     on conflict (booking_id, user_id) do update set read_at = excluded.read_at`,
    [bookingId, userId],
  );
}
