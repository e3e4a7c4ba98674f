import type { EntityManager } from '@mikro-orm/postgresql';
import { commissionCents, type BookingMessageView, type Language, type PaymentMethod } from '@hm/contracts';
import { Booking, BookingInvoice, BookingPayment, BookingTip, User } from '@hm/db';
import { addSystemMessage } from './journal.js';
import { addMoneyEvent } from './money-events.js';
import { issueReceipts, type ReceiptSettings } from './receipts.js';

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
  return (await recordPayments(tx, [record]))[0]!;
}

/**
 * recordPayment for several bookings at once (a burst of card payments applied together), each
 * under its booking's row lock taken by the caller: one write of all the rows, then their receipts
 * in one draw of the year's counter. Returns each record's message, in order.
 */
export async function recordPayments(tx: EntityManager, records: readonly PaymentRecord[]): Promise<BookingMessageView[]> {
  const messages = records.map((record) => addPaymentRows(tx, record));
  await tx.flush();
  // One call per actor: the money history says who issued each receipt.
  for (const actorId of new Set(records.map((record) => record.actorId))) {
    const mine = records.filter((record) => record.actorId === actorId);
    await issueReceipts(
      tx,
      mine.map((record) => record.booking.id),
      actorId,
      mine[0]!.at,
      mine[0]!.receipts,
    );
  }
  return messages;
}

function addPaymentRows(tx: EntityManager, record: PaymentRecord): BookingMessageView {
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
  return addSystemMessage(
    tx,
    booking as { id: string; locale: Language },
    { code: 'payment_recorded', method: record.method, amountCents: invoice.totalCents, tipCents: record.tip.cents },
    at,
  );
}
