import type { EntityManager } from '@mikro-orm/postgresql';
import type { Booking } from '@hm/db';
import { MAX_REMINDER_DELAY_MS, reminderDelayMs } from '@hm/mail';
import { enqueueViaOutbox, outboxJobId } from '@hm/queue';

/**
 * Drops the booking's current reminder (its version no longer matches, so the job does nothing if
 * it still runs) and, when `schedule`, queues a new one 24 h before the visit. Returns the BullMQ
 * id of the superseded job, to remove from Redis after the commit (best effort).
 */
export async function replaceReminder(
  tx: EntityManager,
  booking: Booking,
  reservationUrl: string,
  schedule: boolean,
): Promise<string | null> {
  const superseded = booking.reminderJobId ?? null;
  booking.reminderVersion += 1;
  booking.reminderJobId = null;
  const delayMs = schedule ? reminderDelayMs(booking.scheduledDate, booking.scheduledTime) : null;
  if (delayMs !== null) {
    const row = enqueueViaOutbox(
      tx,
      'mail',
      'bookingReminder',
      { bookingId: booking.id, version: booking.reminderVersion, reservationUrl },
      { delayMs: Math.min(delayMs, MAX_REMINDER_DELAY_MS) },
    );
    await tx.flush();
    booking.reminderJobId = outboxJobId(row.id);
  }
  return superseded;
}
