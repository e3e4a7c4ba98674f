// Tips (docs/pricing-and-taxes.md "Tips"). Once the final price is agreed, the customer may add a
// tip from the app for TIP_WINDOW_HOURS after the job was completed: none, one of TIP_PERCENTS of
// the work and materials after the offer, before taxes, or an amount. One tip per job, all of it
// the pro's; a pro paid directly may instead record a tip handed over with the payment.
import { FINAL_INVOICE_AMOUNT_MAX_CENTS } from './final-invoice.js';

export const TIP_PERCENTS = [10, 15, 20] as const;
export type TipPercent = (typeof TIP_PERCENTS)[number];
export const TIP_WINDOW_HOURS = 72;
/** The floor of the largest tip: a small job may still get a generous one. */
export const TIP_MAX_FLOOR_CENTS = 10_000;

/** POST /api/bookings/:number/tip: a percent, or an amount in cents (0: no tip, the question is closed). */
export type GiveTipRequest = { percent: TipPercent; amountCents?: never } | { amountCents: number; percent?: never };

export interface TipView {
  amountCents: number;
  /** The percent the customer chose; null for an amount. */
  percent: TipPercent | null;
  /** ISO-8601 instant. */
  givenAt: string;
  /** The customer in the app, or the pro who received it with a direct payment. */
  givenBy: 'customer' | 'professional';
}

/** The tip of `percent` on the customer's subtotal (before taxes), in whole cents, half up. */
export const tipFromPercent = (subtotalCents: number, percent: TipPercent): number => Math.round((subtotalCents * percent) / 100);

/** The largest tip for a job: its subtotal before taxes, or TIP_MAX_FLOOR_CENTS when that is more. */
export const maxTipCents = (subtotalCents: number): number =>
  Math.min(Math.max(TIP_MAX_FLOOR_CENTS, subtotalCents), FINAL_INVOICE_AMOUNT_MAX_CENTS);

/** Until when the customer may tip a job completed at `completedAt`. */
export const tipWindowEnd = (completedAt: Date): Date => new Date(completedAt.getTime() + TIP_WINDOW_HOURS * 3_600_000);

export const TipFieldError = {
  /** Neither one of TIP_PERCENTS nor a whole amount from 0 to maxTipCents, or both. */
  InvalidTip: 'INVALID_TIP',
} as const;
export type TipFieldError = (typeof TipFieldError)[keyof typeof TipFieldError];

/** The tip's amount in cents, or the field error (`tip`) for an invalid request. */
export function tipAmountOf(value: unknown, subtotalCents: number): { amountCents: number; percent: TipPercent | null } | TipFieldError {
  const request = (typeof value === 'object' && value !== null ? value : {}) as Record<string, unknown>;
  const hasPercent = request.percent !== undefined && request.percent !== null;
  const hasAmount = request.amountCents !== undefined && request.amountCents !== null;
  if (hasPercent === hasAmount) return TipFieldError.InvalidTip;
  if (hasPercent)
    return TIP_PERCENTS.includes(request.percent as TipPercent)
      ? { amountCents: tipFromPercent(subtotalCents, request.percent as TipPercent), percent: request.percent as TipPercent }
      : TipFieldError.InvalidTip;
  const amount = request.amountCents;
  return Number.isSafeInteger(amount) && (amount as number) >= 0 && (amount as number) <= maxTipCents(subtotalCents)
    ? { amountCents: amount as number, percent: null }
    : TipFieldError.InvalidTip;
}
