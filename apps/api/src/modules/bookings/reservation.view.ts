import {
  BLOG_UPLOADS_PATH,
  freeChangeDeadline,
  LATE_CHANGE_FEE_CENTS,
  tipWindowEnd,
  type CardChargeView,
  type CardPaymentView,
  type ReservationView,
} from '@hm/contracts';
import { actorFor, bookingPermissions, type AccessCaller } from './booking-access.js';
import { toBookingView } from './booking.view.js';
import { toFinalInvoiceView } from './final-invoices.js';
import type { ReservationRecord } from './reservations.repository.js';

/** Public URL of a stored upload's name (UPLOAD_DIR or S3, served at /api/uploads/<name>). */
export const uploadUrl = (name: string): string => `${BLOG_UPLOADS_PATH}/${encodeURIComponent(name)}`;

/** contracts ReservationView: the booking, the professional's card, the review and what `caller` may do. */
export function toReservationView(record: ReservationRecord, caller: AccessCaller): ReservationView {
  // Only the owner, the assigned pro and operators see a booking (canSeeBooking), and each has an actor.
  const viewer = actorFor(caller, record);
  if (viewer === null) throw new Error('toReservationView: the caller may not see this booking');
  const can = bookingPermissions(caller, record, record.review !== null);
  return {
    ...toBookingView(record),
    professional: record.professional
      ? {
          id: record.professional.id,
          firstName: record.professional.firstName,
          lastName: record.professional.lastName,
          phone: record.professional.phone,
          // The pro's profile photo, served by the uploads route; without one the web shows initials.
          photoUrl: record.professional.photoPath ? uploadUrl(record.professional.photoPath) : null,
          estimatedArrival: record.estimatedArrival?.toISOString() ?? null,
          credentials: record.professional.credentials,
        }
      : null,
    review: record.review ? { ...record.review, createdAt: record.review.createdAt.toISOString() } : null,
    viewer,
    cancellation: record.cancellation ? { cancelledAt: record.cancellation.at.toISOString(), by: record.cancellation.by } : null,
    // Told to whoever may move or cancel the visit (docs/booking-rules.md, "Edits").
    changePolicy: can.edit ? { freeUntil: freeChangeDeadline(record).toISOString(), lateFeeCents: LATE_CHANGE_FEE_CENTS } : null,
    // What the customer owes is between them and HomeMate: never shown to the professional.
    lateFees: viewer === 'professional' ? [] : (record.lateFees ?? []).map((fee) => ({ ...fee, charge: chargeFor(viewer, fee.charge) })),
    // The code is its customer's own, like a voucher in their wallet.
    thankYouCode: viewer === 'customer' ? (record.thankYouCode ?? null) : null,
    invoice: record.invoice ? toFinalInvoiceView(record.invoice, viewer === 'professional') : null,
    payment: record.payment ?? null,
    tip: record.tip ?? null,
    // The receipt is the customer's (and HomeMate's): the pro has their own earnings.
    receipt: viewer === 'professional' ? null : (record.receipt ?? null),
    cardPayment: cardPaymentFor(viewer, record.cardPayment ?? null),
    tipUntil: viewer === 'customer' ? tipUntil(record) : null,
    can,
  };
}

/** The customer's card is theirs and HomeMate's: the pro reads only that the job was paid; the payment page is its owner's. */
function cardPaymentFor(viewer: ReservationView['viewer'], cardPayment: CardPaymentView | null): CardPaymentView | null {
  if (!cardPayment || viewer === 'professional') return null;
  return { ...cardPayment, charge: chargeFor(viewer, cardPayment.charge) };
}

/** Stripe's payment page of a charge waiting for the customer is theirs alone. */
function chargeFor(viewer: ReservationView['viewer'], charge: CardChargeView | null): CardChargeView | null {
  return charge && viewer !== 'customer' ? { ...charge, payUrl: null } : charge;
}

/** While its customer may still tip (docs/pricing-and-taxes.md "Tips"): the end of the window, or null. */
function tipUntil(record: ReservationRecord, now = new Date()): string | null {
  if (record.status !== 'completed' || record.invoice?.status !== 'agreed' || record.tip) return null;
  const end = tipWindowEnd(record.invoice.recordedAt);
  return end > now ? end.toISOString() : null;
}

/** The view its owner gets (socket events carry this one). */
export const ownerView = (record: ReservationRecord): ReservationView => toReservationView(record, { id: record.userId, role: 'customer' });
