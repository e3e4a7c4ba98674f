import type { EntityManager } from '@mikro-orm/postgresql';
import type { BookingMessageView, BookingNote, Language, TimelineEventStatus, TimelineEventView } from '@hm/contracts';
import { Booking, BookingMessage, BookingTimelineEvent } from '@hm/db';
import { MAX_REMINDER_DELAY_MS, reminderDelayMs } from '@hm/mail';
import { enqueueViaOutbox, outboxJobId } from '@hm/queue';
import { randomUUID } from 'node:crypto';
import { bookingNoteText, systemSenderName } from './booking-notes.js';

// What a change writes next to the booking, inside the caller's transaction. Ids and times are
// chosen here, so the views for the socket events need no second read.

export function addTimelineEvent(
  tx: EntityManager,
  bookingId: string,
  status: TimelineEventStatus,
  note: BookingNote | null,
  at: Date,
): TimelineEventView {
  const id = randomUUID();
  tx.create(BookingTimelineEvent, { id, booking: tx.getReference(Booking, bookingId), status, note, createdAt: at });
  return { id, status, note, createdAt: at.toISOString() };
}

/** HomeMate's message about `note`, in the booking's language; the note travels with it for the reader's. */
export function addSystemMessage(
  tx: EntityManager,
  booking: { id: string; locale: Language },
  note: BookingNote,
  at: Date,
): BookingMessageView {
  const id = randomUUID();
  const senderName = systemSenderName(booking.locale);
  const message = bookingNoteText(booking.locale, note);
  tx.create(BookingMessage, {
    id,
    booking: tx.getReference(Booking, booking.id),
    senderType: 'system',
    senderName,
    message,
    metadata: { note },
    createdAt: at,
  });
  return { id, senderType: 'system', senderName, message, note, createdAt: at.toISOString() };
}

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
