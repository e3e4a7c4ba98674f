import type { EntityManager } from '@mikro-orm/postgresql';
import { commissionCents, type BookingMessageView, type Language, type PaymentMethod } from '@hm/contracts';
import { Booking, BookingInvoice, BookingPayment, BookingTip, User } from '@hm/db';
import { addSystemMessage } from './journal.js';
import { addMoneyEvent } from './money-events.js';
import { issueReceipt, type ReceiptSettings } from './receipts.js';

/** A job's payment as it is recorded: by the pro (paid directly) or by the worker (a card charge Stripe confirmed). */
export interface PaymentRecord {
  booking: Pick<Booking, 'id' | 'locale'>;
  invoice: Pick<BookingInvoice, 'workCents' | 'materialsCents' | 'totalCents'>;
  method: PaymentMethod;
  /** 'YYYY-MM-DD', Montreal. */
  paidOn: string;
  /** Who recorded it (the pro), or null for HomeMate's own systems (a card payment). */
  actorId: string | null;
  /** HomeMate's commission now (PLATFORM_COMMISSION_PERCENT): fixed on the row, never rewritten. */
  commissionPercent: number;
  /** The job's tip: one the customer gave in the app, or one the pro records with the payment (`new`). */
  tip: { cents: number; new: boolean };
  at: Date;
  receipts: ReceiptSettings;
}

/**
 * Records a job's payment in the caller's transaction, under the booking's row lock
 * (docs/pricing-and-taxes.md "Payment" and "Earnings"): the payment row with the pro's earnings and
 * HomeMate's commission, the money history, a tip handed over with it, the note in the thread, and
 * the receipt. Returns the thread's message, to announce after the commit.
 */
export async function recordPayment(tx: EntityManager, record: PaymentRecord): Promise<BookingMessageView> {
  const { booking, invoice, at } = record;
  const earnedCents = invoice.workCents + invoice.materialsCents;
  tx.create(BookingPayment, {
    booking: tx.getReference(Booking, booking.id),
    method: record.method,
    amountCents: invoice.totalCents,
    earnedCents,
    commissionPercent: record.commissionPercent,
    commissionCents: commissionCents(earnedCents, record.commissionPercent),
    paidOn: record.paidOn,
    recordedBy: record.actorId ? tx.getReference(User, record.actorId) : null,
    recordedAt: at,
  });
  addMoneyEvent(tx, booking.id, { kind: 'payment_recorded', actorId: record.actorId, amountCents: invoice.totalCents, at });
  if (record.tip.new && record.tip.cents > 0) {
    tx.create(BookingTip, {
      booking: tx.getReference(Booking, booking.id),
      amountCents: record.tip.cents,
      percent: null,
      givenBy: 'professional',
      givenByUser: record.actorId ? tx.getReference(User, record.actorId) : null,
      givenAt: at,
    });
    addMoneyEvent(tx, booking.id, { kind: 'tip_given', actorId: record.actorId, amountCents: record.tip.cents, at });
  }
  const message = addSystemMessage(
    tx,
    booking as { id: string; locale: Language },
    { code: 'payment_recorded', method: record.method, amountCents: invoice.totalCents, tipCents: record.tip.cents },
    at,
  );
  await tx.flush();
  await issueReceipt(tx, booking.id, record.actorId, at, record.receipts);
  return message;
}
