import type { EntityManager } from '@mikro-orm/postgresql';
import {
  ApiErrorCode,
  freeChangeDeadline,
  isLateChange,
  LATE_CHANGE_FEE_CENTS,
  type BookingActor,
  type LateFeeKind,
  type LateFeeRequiredDetails,
  type ScheduledVisit,
} from '@hm/contracts';
import { queueCardCharge } from '@hm/bookings';
import { DomainException } from '../../common/errors/domain.exception.js';

/**
 * The free-change rule (docs/booking-rules.md, "Edits" and "Cancellations"), inside the change's
 * transaction and under its row lock. `visit` is the booking as it is before the change. Only the
 * customer pays: an operator's change, or one before the deadline, is free. A late one is refused
 * (409 LATE_FEE_NOT_ACCEPTED, nothing written) unless the customer accepted the fee, which is then
 * recorded, once per booking and kind: a second late move adds nothing. A booking with a saved
 * card has the new fee charged to it by the worker.
 */
export async function applyLateChangePolicy(
  tx: EntityManager,
  change: { bookingId: string; visit: ScheduledVisit; actor: BookingActor; kind: LateFeeKind; accepted: boolean; now: Date },
): Promise<void> {
  if (change.actor !== 'customer' || !isLateChange(change.visit, change.now)) return;
  if (!change.accepted) {
    const details: LateFeeRequiredDetails = {
      feeCents: LATE_CHANGE_FEE_CENTS,
      freeUntil: freeChangeDeadline(change.visit).toISOString(),
    };
    throw new DomainException(
      ApiErrorCode.LATE_FEE_NOT_ACCEPTED,
      'The free-change deadline has passed: send acceptLateFee: true to accept the late-change fee.',
      undefined,
      { ...details },
    );
  }
  const recorded = await tx.execute<{ kind: string }[]>(
    `insert into booking_late_fees (booking_id, kind, amount_cents, created_at) values (?, ?, ?, ?)
       on conflict (booking_id, kind) do nothing returning kind`,
    [change.bookingId, change.kind, LATE_CHANGE_FEE_CENTS, change.now],
  );
  // With a saved card, the new fee is charged to it (docs/payments-by-card.md "Late-change fees").
  if (recorded.length > 0) await queueCardCharge(tx, change.bookingId, change.kind);
}
