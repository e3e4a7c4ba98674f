// Paying by card with Stripe (docs/payments-by-card.md): on only when the server has Stripe keys.
// The customer saves a card for a booking through Stripe Checkout (setup mode: no card data ever
// reaches HomeMate), and the agreed total with any tip is charged to it off-session.
import { LATE_FEE_KINDS } from './change-policy.js';

/** POST: Stripe's webhooks, signed (never called by the web app). */
export const PAYMENTS_WEBHOOK_ROUTE = 'payments/webhook';

/** POST /api/bookings/:number/card: where to send the customer to save a card (Stripe Checkout). */
export interface CardSetupView {
  url: string;
}

/** The state of a charge of the saved card (the job's total with its tip, or a tip given after). */
export type CardChargeStatus = 'pending' | 'succeeded' | 'requires_action' | 'failed';

/** A charge of the booking's card: the job's (CardPaymentView), or a late-change fee's (LateFeeView). */
export interface CardChargeView {
  status: CardChargeStatus;
  /** With taxes (and the tip for the job's). */
  amountCents: number;
  /** Stripe's payment page while the charge waits for the customer (to the owner only); null otherwise. */
  payUrl: string | null;
}

/** A booking's card payment as its customer and operators read it (ReservationView.cardPayment). */
export interface CardPaymentView {
  /** The card saved for the booking: Stripe's brand ('visa') and the last four digits. */
  card: { brand: string; last4: string; savedAt: string } | null;
  /** The job's charge once tried; null before. */
  charge: CardChargeView | null;
}

/** Why an off-session charge needs the customer: their bank asks them to confirm, or it declined the card. */
export type CardChargeFailure = 'authentication_required' | 'declined';

const BRAND_NAMES: Readonly<Record<string, string>> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  discover: 'Discover',
  jcb: 'JCB',
  unionpay: 'UnionPay',
  diners: 'Diners Club',
};

/** A card brand as Stripe names it ('visa'), as people read it ('Visa'). */
export const cardBrandName = (brand: string): string => BRAND_NAMES[brand] ?? brand.charAt(0).toUpperCase() + brand.slice(1);

/** The card charges an operator may refund: the job's (its tip included), or a late-change fee's. */
export const REFUNDABLE_CHARGES = ['job', ...LATE_FEE_KINDS] as const;
export type RefundableCharge = (typeof REFUNDABLE_CHARGES)[number];

/** POST /api/admin/bookings/:number/refund: an operator gives money back to the customer's card, with the reason. */
export interface RefundRequest {
  /** In cents, from 1 to what that card charge has left to refund. */
  amountCents: number;
  reason: string;
  /** Which of the booking's card charges: the job's when not given. */
  charge?: RefundableCharge;
}

export const ADMIN_REFUND_ROUTE = (bookingNumber: string): string => `admin/bookings/${encodeURIComponent(bookingNumber)}/refund`;

/** Codes of the `fields` of a 400 VALIDATION_FAILED answer to a refund. */
export const RefundFieldError = {
  /** Not a whole number of cents from 1 to what is left to refund. */
  InvalidAmount: 'INVALID_AMOUNT',
} as const;
