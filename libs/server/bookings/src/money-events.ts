import type { EntityManager } from '@mikro-orm/postgresql';
import { Booking, BookingMoneyEvent, User, type BookingMoneyEventKind } from '@hm/db';

/** Appends one change of the booking's money (booking_money_events: who, when, what, why). */
export function addMoneyEvent(
  tx: EntityManager,
  bookingId: string,
  event: { kind: BookingMoneyEventKind; actorId: string | null; amountCents?: number | null; reason?: string | null; at: Date },
): void {
  tx.create(BookingMoneyEvent, {
    booking: tx.getReference(Booking, bookingId),
    kind: event.kind,
    actor: event.actorId ? tx.getReference(User, event.actorId) : null,
    amountCents: event.amountCents ?? null,
    reason: event.reason ?? null,
    createdAt: event.at,
  });
}
