import { addMoneyEvent, addSystemMessage } from '@hm/bookings';
import type { Language } from '@hm/contracts';
import { Booking, CardRefund } from '@hm/db';
import { refundMadeMail } from '@hm/mail';
import { enqueueViaOutbox } from '@hm/queue';
import { LockMode, type EntityManager } from '@mikro-orm/postgresql';
import { partiesOf, type ChargeStep } from './card-charges.js';

// An operator's refund (docs/payments-by-card.md "Refunds"), each outcome in one transaction under
// the booking's lock; the refund's own id is the idempotency key of its Stripe call.

/** What the worker sends to Stripe; null: already sent and settled. */
export interface RefundPlan {
  refundId: string;
  bookingId: string;
  paymentIntentId: string;
  amountCents: number;
}

export async function planRefund(em: EntityManager, refundId: string): Promise<RefundPlan | null> {
  const refund = await em.findOne(CardRefund, { id: refundId }, { populate: ['charge'] });
  if (!refund || refund.status !== 'pending' || !refund.charge.paymentIntentId) return null;
  return { refundId, bookingId: refund.charge.booking.id, paymentIntentId: refund.charge.paymentIntentId, amountCents: refund.amountCents };
}

/**
 * Stripe refunded it (its answer or its webhook, any number of times): the first one tells the
 * customer by e-mail, and in the thread when it was the job's charge (the pro never hears of a fee).
 */
export async function refundSucceeded(
  tx: EntityManager,
  refundId: string,
  stripeRefundId: string,
  publicUrl: string,
): Promise<ChargeStep | null> {
  return settle(tx, refundId, (refund, booking, now) => {
    refund.status = 'succeeded';
    refund.refundId = stripeRefundId;
    addMoneyEvent(tx, booking.id, {
      kind: 'refund_succeeded',
      actorId: null,
      amountCents: refund.amountCents,
      reason: refund.reason,
      at: now,
    });
    enqueueViaOutbox(
      tx,
      'mail',
      'send',
      refundMadeMail(booking.user.locale, {
        to: booking.email,
        firstName: booking.firstName,
        bookingNumber: booking.bookingNumber,
        amountCents: refund.amountCents,
        reason: refund.reason,
        actionUrl: `${publicUrl}/reservation/${encodeURIComponent(booking.bookingNumber)}`,
      }),
    );
    // A late-change fee stays between the customer and HomeMate: the e-mail and the reservation page say it.
    if (refund.charge.kind !== 'job') return null;
    return addSystemMessage(tx, booking as { id: string; locale: Language }, { code: 'refund_made', amountCents: refund.amountCents }, now);
  });
}

/** Stripe refused it (e.g. more than the charge has left): operators read why on the Money tab. */
export async function refundFailed(tx: EntityManager, refundId: string, code: string): Promise<ChargeStep | null> {
  return settle(tx, refundId, (refund, booking, now) => {
    refund.status = 'failed';
    refund.failureCode = code;
    addMoneyEvent(tx, booking.id, { kind: 'refund_failed', actorId: null, amountCents: refund.amountCents, reason: code, at: now });
    return null;
  });
}

async function settle(
  tx: EntityManager,
  refundId: string,
  apply: (refund: CardRefund, booking: Booking, now: Date) => ChargeStep['message'],
): Promise<ChargeStep | null> {
  const found = await tx.findOne(CardRefund, { id: refundId }, { populate: ['charge'] });
  if (!found) return null;
  const booking = await tx.findOneOrFail(
    Booking,
    { id: found.charge.booking.id },
    { lockMode: LockMode.PESSIMISTIC_WRITE, populate: ['user'] },
  );
  const refund = await tx.findOneOrFail(CardRefund, { id: refundId }, { refresh: true, populate: ['charge'] });
  if (refund.status !== 'pending') return null;
  const now = new Date();
  refund.updatedAt = now;
  booking.updatedAt = now;
  const message = apply(refund, booking, now);
  await tx.flush();
  return { booking: partiesOf(booking), message };
}
