import type { EntityManager } from '@mikro-orm/postgresql';
import type { BookingMessageView, BookingNote, Language, TimelineEventStatus, TimelineEventView } from '@hm/contracts';
import { Booking, BookingMessage, BookingTimelineEvent } from '@hm/db';
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
