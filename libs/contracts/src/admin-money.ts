// The operators' money screen (docs/pricing-and-taxes.md "Operators"): the final prices that wait
// for a customer or are disputed (to settle and approve), the agreed ones not paid yet, and the
// latest payments with their receipts (to download or reissue), and the card charges: failed ones
// waiting for the customer, and refunds (docs/payments-by-card.md).
import type { CardChargeStatus } from './card-payments.js';
import type { LateFeeKind } from './change-policy.js';
import type { FinalInvoiceStatus, MaterialLine, PriceKindOfJob } from './final-invoice.js';
import type { PaymentMethod } from './payments.js';

/** GET ADMIN_MONEY_ROUTE. */
export const ADMIN_MONEY_ROUTE = 'admin/money';
/** At most this many entries in each list. */
export const ADMIN_MONEY_LIST_LIMIT = 50;

export interface AdminMoneyEntryView {
  bookingNumber: string;
  customerName: string;
  professionalName: string | null;
  /** How the work is priced, and the invoice's work and materials as recorded (a correction starts from them). */
  priceKind: PriceKindOfJob;
  minutesWorked: number | null;
  workCents: number;
  materials: MaterialLine[];
  /** The final invoice's total for the customer (taxes included, after the offer). */
  totalCents: number;
  invoiceStatus: FinalInvoiceStatus;
  /** ISO instant the pro recorded the final price (the job's completion). */
  recordedAt: string;
  /** The customer's reason, when disputed. */
  disputeReason: string | null;
  payment: { method: PaymentMethod; paidOn: string; commissionCents: number } | null;
  tipCents: number;
  receipt: { number: string; version: number } | null;
  /** The job's card charge, when the customer saved a card: its state, why it failed, its refunds. */
  cardCharge: AdminCardChargeView | null;
}

export interface AdminCardChargeView {
  status: CardChargeStatus;
  amountCents: number;
  /** Stripe's decline code or error code of a failed attempt (e.g. insufficient_funds, authentication_required). */
  failureCode: string | null;
  /** What an operator may still refund: the charge less its refunds sent or done; 0 until it succeeded. */
  refundableCents: number;
  /** Oldest first. */
  refunds: AdminRefundView[];
}

export interface AdminRefundView {
  amountCents: number;
  reason: string;
  status: 'pending' | 'succeeded' | 'failed';
  failureCode: string | null;
  createdAt: string;
}

/** A late-change fee charged to the customer's card (it has no final invoice): to see, and to refund. */
export interface AdminLateFeeView {
  bookingNumber: string;
  customerName: string;
  kind: LateFeeKind;
  /** ISO instant of the charge's last change. */
  updatedAt: string;
  cardCharge: AdminCardChargeView;
}

export interface AdminMoneyView {
  /** Disputed first, then waiting for the customer; oldest first. */
  toSettle: AdminMoneyEntryView[];
  /** Agreed, not paid yet; oldest first. */
  unpaid: AdminMoneyEntryView[];
  /** Newest first. */
  payments: AdminMoneyEntryView[];
  /** Late-change fees charged to a card, newest first. */
  lateFees: AdminLateFeeView[];
}
