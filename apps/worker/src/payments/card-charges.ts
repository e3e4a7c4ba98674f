import { addMoneyEvent, addSystemMessage, issueReceipt, queueCardCharge, recordPayment } from '@hm/bookings';
import {
  quebecTaxBreakdown,
  todayInToronto,
  type BookingMessageView,
  type CardChargeFailure,
  type Language,
  type LateFeeKind,
} from '@hm/contracts';
import { Booking, BookingCard, BookingInvoice, BookingLateFee, BookingPayment, BookingTip, CardCharge, type CardChargeKind } from '@hm/db';
import { cardPaymentNeededMail } from '@hm/mail';
import { enqueueViaOutbox } from '@hm/queue';
import { LockMode, type EntityManager } from '@mikro-orm/postgresql';
import type { PaymentSettings } from './payments-settings.js';
import { randomUUID } from 'node:crypto';

// The charges of a booking's saved card (docs/payments-by-card.md "Charging"), each step in one
// transaction under the booking's row lock. A charge row is made once per booking and kind; its
// id is the idempotency key of every Stripe call about it, so a retried job never charges twice.

/** What the worker charges, decided under the lock; null: nothing is due. */
export interface ChargePlan {
  chargeId: string;
  bookingId: string;
  bookingNumber: string;
  amountCents: number;
  customerId: string;
  paymentMethodId: string;
}

export async function planCharge(tx: EntityManager, bookingId: string, kind: CardChargeKind): Promise<ChargePlan | null> {
  const booking = await tx.findOne(Booking, { id: bookingId }, { lockMode: LockMode.PESSIMISTIC_WRITE });
  if (!booking) return null;
  const [card, charges] = await Promise.all([tx.findOne(BookingCard, { booking: bookingId }), tx.find(CardCharge, { booking: bookingId })]);
  if (!card) return null;
  const existing = charges.find((charge) => charge.kind === kind);
  // A charge waiting for the customer (payment link) or done is not tried again; a pending one
  // keeps the amount it was made with.
  if (existing && existing.status !== 'pending') return null;
  const due = existing ?? (await amountDue(tx, bookingId, kind, charges));
  if (!due) return null;
  const charge =
    existing ??
    tx.create(CardCharge, {
      id: randomUUID(),
      booking,
      kind,
      amountCents: due.amountCents,
      tipCents: due.tipCents,
      status: 'pending',
      createdAt: new Date(),
      updatedAt: new Date(),
    });
  await tx.flush();
  return {
    chargeId: charge.id,
    bookingId,
    bookingNumber: booking.bookingNumber,
    amountCents: charge.amountCents,
    customerId: card.customerId,
    paymentMethodId: card.paymentMethodId,
  };
}

const isLateFee = (kind: CardChargeKind): kind is LateFeeKind => kind === 'late_cancellation' || kind === 'late_reschedule';

/** What a new charge of `kind` takes now (in cents, with the tip's part), or null when nothing is due. */
async function amountDue(
  tx: EntityManager,
  bookingId: string,
  kind: CardChargeKind,
  charges: readonly CardCharge[],
): Promise<{ amountCents: number; tipCents: number } | null> {
  if (isLateFee(kind)) {
    // The fee the customer accepted, with its GST and QST (docs/booking-rules.md).
    const fee = await tx.findOne(BookingLateFee, { booking: bookingId, kind });
    return fee && fee.amountCents > 0 ? { amountCents: quebecTaxBreakdown(fee.amountCents).totalCents, tipCents: 0 } : null;
  }
  const [invoice, paid, tip] = await Promise.all([
    tx.findOne(BookingInvoice, { booking: bookingId }),
    tx.count(BookingPayment, { booking: bookingId }),
    tx.findOne(BookingTip, { booking: bookingId }),
  ]);
  if (invoice?.status !== 'agreed') return null;
  const tipCents = tip?.amountCents ?? 0;
  if (kind === 'job') return paid > 0 ? null : { amountCents: invoice.totalCents + tipCents, tipCents }; // paid: to the pro directly
  const job = charges.find((charge) => charge.kind === 'job');
  if (job?.status !== 'succeeded') return null; // the job's charge takes the tip with it
  const later = tipCents - job.tipCents;
  return later > 0 ? { amountCents: later, tipCents: later } : null;
}

/** What the worker tells people after a step: the thread's message for the booking's rooms. */
export interface ChargeStep {
  booking: { id: string; userId: string; professionalId: string | null; bookingNumber: string };
  message: BookingMessageView | null;
}

/** Who a booking's live updates go to. */
export const partiesOf = (booking: Booking): ChargeStep['booking'] => ({
  id: booking.id,
  userId: booking.user.id,
  professionalId: booking.professional?.id ?? null,
  bookingNumber: booking.bookingNumber,
});

/**
 * Stripe says the charge succeeded (the off-session answer, or its webhook, in any order and any
 * number of times): the first one records the job's payment by card with its receipt, for a
 * later tip reissues the receipt, for a late-change fee records it in the money history; the
 * others change nothing.
 */
export async function chargeSucceeded(
  tx: EntityManager,
  chargeId: string,
  paymentIntentId: string,
  settings: PaymentSettings,
): Promise<ChargeStep | null> {
  const found = await tx.findOne(CardCharge, { id: chargeId });
  if (!found) return null;
  const booking = await tx.findOneOrFail(Booking, { id: found.booking.id }, { lockMode: LockMode.PESSIMISTIC_WRITE });
  const charge = await tx.findOneOrFail(CardCharge, { id: chargeId }, { refresh: true });
  if (charge.status === 'succeeded') return null;
  const now = new Date();
  charge.status = 'succeeded';
  charge.paymentIntentId = paymentIntentId;
  charge.failureCode = null;
  charge.payUrl = null;
  charge.updatedAt = now;
  booking.updatedAt = now;
  let message: BookingMessageView | null = null;
  if (isLateFee(charge.kind)) {
    // The professional never sees a late-change fee: no message in the thread, the money history only.
    addMoneyEvent(tx, booking.id, {
      kind: 'late_fee_charged',
      actorId: null,
      amountCents: charge.amountCents,
      reason: charge.kind,
      at: now,
    });
  } else if (charge.kind === 'job') {
    const [invoice, paid, tip] = await Promise.all([
      tx.findOneOrFail(BookingInvoice, { booking: booking.id }),
      tx.count(BookingPayment, { booking: booking.id }),
      tx.findOne(BookingTip, { booking: booking.id }),
    ]);
    // A tip given while this charge was on its way is charged on its own.
    if ((tip?.amountCents ?? 0) > charge.tipCents) await queueCardCharge(tx, booking.id, 'tip');
    // Last: the receipt takes the year's counter row, locked until the commit.
    if (paid === 0) {
      message = await recordPayment(tx, {
        booking,
        invoice,
        method: 'card',
        paidOn: todayInToronto(now),
        actorId: null,
        commissionPercent: settings.commissionPercent,
        tip: { cents: charge.tipCents, new: false },
        at: now,
        receipts: settings.receipts,
      });
    }
  } else {
    await tx.flush();
    await issueReceipt(tx, booking.id, null, now, settings.receipts);
  }
  await tx.flush();
  return { booking: partiesOf(booking), message };
}

/**
 * The bank wants the customer to confirm, or declined the card: the customer gets Stripe's payment
 * page (`payUrl`) by e-mail and in the app; the charge waits for it. A later success wins.
 */
export async function chargeNeedsCustomer(
  tx: EntityManager,
  chargeId: string,
  failure: { reason: CardChargeFailure; code: string; paymentIntentId: string | null; payUrl: string },
): Promise<ChargeStep | null> {
  const found = await tx.findOne(CardCharge, { id: chargeId });
  if (!found) return null;
  const booking = await tx.findOneOrFail(Booking, { id: found.booking.id }, { lockMode: LockMode.PESSIMISTIC_WRITE, populate: ['user'] });
  const charge = await tx.findOneOrFail(CardCharge, { id: chargeId }, { refresh: true });
  if (charge.status === 'succeeded' || charge.payUrl === failure.payUrl) return null;
  const now = new Date();
  charge.status = failure.reason === 'authentication_required' ? 'requires_action' : 'failed';
  charge.failureCode = failure.code;
  charge.paymentIntentId = failure.paymentIntentId ?? charge.paymentIntentId;
  charge.payUrl = failure.payUrl;
  charge.updatedAt = now;
  booking.updatedAt = now;
  addMoneyEvent(tx, booking.id, { kind: 'charge_failed', actorId: null, amountCents: charge.amountCents, reason: failure.code, at: now });
  // A late-change fee stays between the customer and HomeMate: the e-mail and the reservation page say it.
  const message = isLateFee(charge.kind)
    ? null
    : addSystemMessage(
        tx,
        booking as { id: string; locale: Language },
        { code: 'card_payment_needed', amountCents: charge.amountCents, reason: failure.reason },
        now,
      );
  enqueueViaOutbox(
    tx,
    'mail',
    'send',
    cardPaymentNeededMail(booking.user.locale, {
      to: booking.email,
      firstName: booking.firstName,
      bookingNumber: booking.bookingNumber,
      amountCents: charge.amountCents,
      actionUrl: failure.payUrl,
    }),
  );
  await tx.flush();
  return { booking: partiesOf(booking), message };
}
