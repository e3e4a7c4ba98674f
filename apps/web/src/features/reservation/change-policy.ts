import type { SerializedError } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { ApiErrorCode, isLateChange, type LateFeeRequiredDetails, type ReservationView } from '@hm/contracts';

// The free-change deadline as the reservation page applies it (docs/booking-rules.md, "Edits" and
// "Cancellations"): the rule is contracts' isLateChange; the API decides, the page tells before.

/** Whether the viewer's move or cancel now costs the fee: only the customer pays, only after the deadline. */
export function customerChangeIsLate(booking: ReservationView, now: Date = new Date()): boolean {
  return booking.viewer === 'customer' && Boolean(booking.changePolicy) && isLateChange(booking, now);
}

/** The fee and deadline of a 409 LATE_FEE_NOT_ACCEPTED (the device's clock was behind), or null for any other failure. */
export function lateFeeRefusalOf(error: FetchBaseQueryError | SerializedError | undefined): LateFeeRequiredDetails | null {
  if (!error || !('status' in error) || typeof error.data !== 'object' || error.data === null) return null;
  const body = error.data as { code?: unknown; details?: Partial<LateFeeRequiredDetails> };
  if (body.code !== ApiErrorCode.LATE_FEE_NOT_ACCEPTED) return null;
  const { feeCents, freeUntil } = body.details ?? {};
  return typeof feeCents === 'number' && typeof freeUntil === 'string' ? { feeCents, freeUntil } : null;
}
