import { BookingStatus, isEditableStatus, nextBookingState, type BookingActor, type BookingState } from '@hm/contracts';
import type { UserRole } from '@hm/db';

/** Who the caller is and which booking: enough to decide what they may see and do. */
export interface AccessCaller {
  id: string;
  role: UserRole;
}
export interface AccessBooking extends BookingState {
  userId: string;
  professionalId: string | null;
}

/**
 * The booking's owner, its assigned professional and operators may see it; anyone else gets
 * the same 404 as for an unknown number (never a 403, so numbers cannot be probed).
 */
export function canSeeBooking(caller: AccessCaller, booking: Pick<AccessBooking, 'userId' | 'professionalId'>): boolean {
  return (
    caller.role === 'admin' || booking.userId === caller.id || (booking.professionalId !== null && booking.professionalId === caller.id)
  );
}

/** The owner acts as the customer, even when their account is an operator's. */
export function actorFor(caller: AccessCaller, booking: Pick<AccessBooking, 'userId' | 'professionalId'>): BookingActor | null {
  if (booking.userId === caller.id) return 'customer';
  if (caller.role === 'admin') return 'admin';
  if (booking.professionalId === caller.id) return 'professional';
  return null;
}

/** ReservationView.can for this caller (contracts booking-transitions and the status rules). */
export function bookingPermissions(caller: AccessCaller, booking: AccessBooking, hasReview: boolean) {
  const actor = actorFor(caller, booking);
  const ownerOrAdmin = actor === 'customer' || actor === 'admin';
  return {
    edit: ownerOrAdmin && isEditableStatus(booking.status),
    cancel: actor !== null && nextBookingState(booking, 'cancel', actor) !== null,
    review: actor === 'customer' && booking.status === BookingStatus.Completed && !hasReview,
    message: actor !== null && booking.status !== BookingStatus.Cancelled,
  };
}
