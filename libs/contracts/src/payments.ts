// Paying for a job (docs/pricing-and-taxes.md "Payment"). Without card payments configured, the
// customer pays the professional directly, once the final price is agreed, and the pro records how
// and when: the amount is the customer's total (after HomeMate's offer, which HomeMate pays the pro),
// and a tip handed over with it (tips.ts), which is all the pro's.

export const DIRECT_PAYMENT_METHODS = ['cash', 'interac', 'cheque'] as const;
export type DirectPaymentMethod = (typeof DIRECT_PAYMENT_METHODS)[number];
/** Every way a job is paid: directly to the pro, or by card through Stripe (card-payments.ts). */
export const PAYMENT_METHODS = [...DIRECT_PAYMENT_METHODS, 'card'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** POST /api/pro/jobs/:number/payment: how and when the customer paid the pro directly. */
export interface RecordPaymentRequest {
  method: DirectPaymentMethod;
  /** 'YYYY-MM-DD', Montreal: from the day the job was completed to today. */
  paidOn: string;
  /** A tip the customer handed over with it, in cents (0 or absent: none); not when they tipped in the app. */
  tipCents?: number;
}

export interface PaymentView {
  method: PaymentMethod;
  paidOn: string;
  /** The customer's total of the final invoice. */
  amountCents: number;
  recordedAt: string;
}

/** Codes of the `fields` of a 400 VALIDATION_FAILED answer to a payment record. */
export const PaymentFieldError = {
  InvalidMethod: 'INVALID_METHOD',
  /** Not a 'YYYY-MM-DD' day from the completion's day to today (Montreal). */
  InvalidDate: 'INVALID_DATE',
  InvalidAmount: 'INVALID_AMOUNT',
  /** A tip with the payment of a job the customer already tipped in the app. */
  TipAlreadyGiven: 'TIP_ALREADY_GIVEN',
} as const;
export type PaymentFieldError = (typeof PaymentFieldError)[keyof typeof PaymentFieldError];

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const isDay = (value: unknown): value is string =>
  typeof value === 'string' && DAY.test(value) && new Date(`${value}T00:00:00Z`).toISOString().slice(0, 10) === value;

/**
 * Each invalid field of a payment record; `completedOn` and `today` are Montreal days, `maxTipCents`
 * the job's largest tip (tips.ts).
 */
export function paymentErrors(
  value: unknown,
  limits: { completedOn: string; today: string; maxTipCents: number },
): Partial<Record<string, PaymentFieldError>> {
  const request = (typeof value === 'object' && value !== null ? value : {}) as Record<string, unknown>;
  const errors: Partial<Record<string, PaymentFieldError>> = {};
  if (!DIRECT_PAYMENT_METHODS.includes(request.method as DirectPaymentMethod)) errors.method = PaymentFieldError.InvalidMethod;
  if (!isDay(request.paidOn) || request.paidOn < limits.completedOn || request.paidOn > limits.today)
    errors.paidOn = PaymentFieldError.InvalidDate;
  const tip = request.tipCents;
  if (tip !== undefined && tip !== null && !(Number.isSafeInteger(tip) && (tip as number) >= 0 && (tip as number) <= limits.maxTipCents))
    errors.tipCents = PaymentFieldError.InvalidAmount;
  return errors;
}
