import { addMoneyEvent, addSystemMessage, issueReceipts, queueCardCharge, recordPayments, type PaymentRecord } from '@hm/bookings';
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
  return (await chargesSucceeded(tx, [{ chargeId, paymentIntentId }], settings))[0] ?? null;
}

/**
 * chargeSucceeded for several charges in one transaction (a burst of webhooks applied together):
 * their bookings locked in id order (so two batches never wait on each other in a cycle), their
 * rows read in one query per table and written in one flush, their receipts numbered in one draw.
 * Returns a step per charge that changed something.
 */
export async function chargesSucceeded(
  tx: EntityManager,
  succeeded: readonly { chargeId: string; paymentIntentId: string }[],
  settings: PaymentSettings,
): Promise<ChargeStep[]> {
  const found = await tx.find(CardCharge, { id: { $in: succeeded.map((item) => item.chargeId) } });
  if (found.length === 0) return [];
  const bookingIds = [...new Set(found.map((charge) => charge.booking.id))];
  const bookings = await tx.find(Booking, { id: { $in: bookingIds } }, { lockMode: LockMode.PESSIMISTIC_WRITE, orderBy: { id: 'asc' } });
  // Read again under the locks: another transaction may have applied one meanwhile.
  const charges = await tx.find(CardCharge, { id: { $in: found.map((charge) => charge.id) } }, { refresh: true });
  const jobBookings = charges.filter((charge) => charge.kind === 'job' && charge.status !== 'succeeded').map((charge) => charge.booking.id);
  const [invoices, paidRows, tips] = jobBookings.length
    ? await Promise.all([
        tx.find(BookingInvoice, { booking: { $in: jobBookings } }),
        tx.find(BookingPayment, { booking: { $in: jobBookings } }, { fields: ['booking'] }),
        tx.find(BookingTip, { booking: { $in: jobBookings } }),
      ])
    : [[], [], []];
  const bookingOf = new Map(bookings.map((booking) => [booking.id, booking]));
  const invoiceOf = new Map(invoices.map((invoice) => [invoice.booking.id, invoice]));
  const tipOf = new Map(tips.map((tip) => [tip.booking.id, tip]));
  const paidBookings = new Set(paidRows.map((payment) => payment.booking.id));
  const intentOf = new Map(succeeded.map((item) => [item.chargeId, item.paymentIntentId]));
  const now = new Date();
  const steps = new Map<string, ChargeStep>();
  const paid: PaymentRecord[] = [];
  const reissues: string[] = [];
  for (const charge of charges) {
    if (charge.status === 'succeeded') continue;
    const booking = bookingOf.get(charge.booking.id)!;
    charge.status = 'succeeded';
    charge.paymentIntentId = intentOf.get(charge.id)!;
    charge.failureCode = null;
    charge.payUrl = null;
    charge.updatedAt = now;
    booking.updatedAt = now;
    steps.set(charge.id, { booking: partiesOf(booking), message: null });
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
      // A tip given while this charge was on its way is charged on its own.
      if ((tipOf.get(booking.id)?.amountCents ?? 0) > charge.tipCents) await queueCardCharge(tx, booking.id, 'tip');
      if (!paidBookings.has(booking.id)) {
        paidBookings.add(booking.id);
        paid.push({
          booking,
          invoice: invoiceOf.get(booking.id)!,
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
      reissues.push(booking.id);
    }
  }
  // Last: the receipts take the year's counter row, locked until the commit.
  const messages = await recordPayments(tx, paid);
  const messageOf = new Map(paid.map((record, index) => [record.booking.id, messages[index]!]));
  for (const charge of charges) {
    const step = steps.get(charge.id);
    if (step && charge.kind === 'job') step.message = messageOf.get(charge.booking.id) ?? null;
  }
  // A later tip's charge reissues the receipt, unless the job's payment just issued it.
  await issueReceipts(
    tx,
    reissues.filter((id) => !messageOf.has(id)),
    null,
    now,
    settings.receipts,
  );
  await tx.flush();
  return [...steps.values()];
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
