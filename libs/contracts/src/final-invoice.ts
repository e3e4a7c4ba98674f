// The final price of a job (docs/pricing-and-taxes.md "The final price"): when the pro completes
// it, they record the work (hours worked for an hourly service, the amount otherwise), the
// materials as lines with amounts, and a note. The booking's offer comes off the work, GST and QST
// are computed on what remains plus the materials, and a final price more than the set margin
// above the estimate (or any price of a job on quote) waits for the customer's approval.
import { offerDiscountCents, type BookingOffer } from './offers.js';
import { quebecTaxBreakdown, type QuebecTaxBreakdown } from './quebec-taxes.js';

/** Hours worked are recorded in steps of a quarter hour, at most a day. */
export const WORKED_MINUTES_STEP = 15;
export const WORKED_MINUTES_MAX = 24 * 60;
/** The times worked a form offers: every quarter hour up to a day. */
export const WORKED_DURATIONS: readonly number[] = Array.from(
  { length: WORKED_MINUTES_MAX / WORKED_MINUTES_STEP },
  (_, index) => (index + 1) * WORKED_MINUTES_STEP,
);
/** No amount of an invoice above $100,000. */
export const FINAL_INVOICE_AMOUNT_MAX_CENTS = 10_000_000;
export const FINAL_INVOICE_MATERIAL_LINES_MAX = 20;
export const MATERIAL_DESCRIPTION_MAX_LENGTH = 120;
export const FINAL_INVOICE_NOTE_MAX_LENGTH = 1000;
/** The default of the FINAL_PRICE_APPROVAL_MARGIN_PERCENT setting. */
export const DEFAULT_FINAL_PRICE_APPROVAL_MARGIN_PERCENT = 20;

export interface MaterialLine {
  description: string;
  amountCents: number;
}

/** What the pro records with the job's completion (POST /api/pro/jobs/:number/steps, action 'complete'). */
export interface FinalInvoiceRequest {
  /** Hourly services ('from_hour'): the time worked, in minutes (a quarter-hour step). */
  minutesWorked?: number | null;
  /** Other services: the price of the work, in cents. */
  workCents?: number | null;
  materials: MaterialLine[];
  note?: string | null;
}

export type PriceKindOfJob = 'from_hour' | 'from_job' | 'quote';

/** Codes of the `fields` of a 400 VALIDATION_FAILED answer about an invoice (keys `invoice.*`). */
export const FinalInvoiceFieldError = {
  /** Missing: the invoice, the hours of an hourly service, the work's price of another. */
  Required: 'REQUIRED',
  /** Not a whole number of cents from 0 to FINAL_INVOICE_AMOUNT_MAX_CENTS. */
  InvalidAmount: 'INVALID_AMOUNT',
  /** Not a quarter-hour step from 15 minutes to a day. */
  InvalidDuration: 'INVALID_DURATION',
  /** Hours for a service not priced by the hour, or a work price for one that is. */
  NotForThisPrice: 'NOT_FOR_THIS_PRICE',
  /** A description or a note empty where needed, too long, or not text. */
  InvalidText: 'INVALID_TEXT',
  /** More than FINAL_INVOICE_MATERIAL_LINES_MAX material lines, or not a list. */
  TooManyLines: 'TOO_MANY_LINES',
} as const;
export type FinalInvoiceFieldError = (typeof FinalInvoiceFieldError)[keyof typeof FinalInvoiceFieldError];

const isAmount = (value: unknown): value is number =>
  typeof value === 'number' && Number.isSafeInteger(value) && value >= 0 && value <= FINAL_INVOICE_AMOUNT_MAX_CENTS;
const isBlank = (value: unknown) => value === undefined || value === null;

function textError(value: unknown, maxLength: number, optional: boolean): FinalInvoiceFieldError | null {
  if (isBlank(value) || (typeof value === 'string' && value.trim() === '')) return optional ? null : FinalInvoiceFieldError.InvalidText;
  return typeof value === 'string' && value.trim().length <= maxLength ? null : FinalInvoiceFieldError.InvalidText;
}

/** Each invalid field of an invoice for a job of `priceKind`, keyed 'invoice.<field>' (none: valid). */
export function finalInvoiceErrors(value: unknown, priceKind: PriceKindOfJob): Partial<Record<string, FinalInvoiceFieldError>> {
  if (typeof value !== 'object' || value === null) return { invoice: FinalInvoiceFieldError.Required };
  const invoice = value as Record<string, unknown>;
  const errors: Partial<Record<string, FinalInvoiceFieldError>> = {};
  if (priceKind === 'from_hour') {
    const minutes = invoice.minutesWorked;
    if (isBlank(minutes)) errors['invoice.minutesWorked'] = FinalInvoiceFieldError.Required;
    else if (
      !Number.isInteger(minutes) ||
      (minutes as number) <= 0 ||
      (minutes as number) > WORKED_MINUTES_MAX ||
      (minutes as number) % WORKED_MINUTES_STEP !== 0
    )
      errors['invoice.minutesWorked'] = FinalInvoiceFieldError.InvalidDuration;
    if (!isBlank(invoice.workCents)) errors['invoice.workCents'] = FinalInvoiceFieldError.NotForThisPrice;
  } else {
    if (isBlank(invoice.workCents)) errors['invoice.workCents'] = FinalInvoiceFieldError.Required;
    else if (!isAmount(invoice.workCents)) errors['invoice.workCents'] = FinalInvoiceFieldError.InvalidAmount;
    if (!isBlank(invoice.minutesWorked)) errors['invoice.minutesWorked'] = FinalInvoiceFieldError.NotForThisPrice;
  }
  const materials = invoice.materials ?? [];
  if (!Array.isArray(materials) || materials.length > FINAL_INVOICE_MATERIAL_LINES_MAX) {
    errors['invoice.materials'] = FinalInvoiceFieldError.TooManyLines;
  } else {
    materials.forEach((line: unknown, index) => {
      const { description, amountCents } = (typeof line === 'object' && line !== null ? line : {}) as Record<string, unknown>;
      const text = textError(description, MATERIAL_DESCRIPTION_MAX_LENGTH, false);
      if (text) errors[`invoice.materials.${index}.description`] = text;
      if (!isAmount(amountCents)) errors[`invoice.materials.${index}.amountCents`] = FinalInvoiceFieldError.InvalidAmount;
    });
  }
  const note = textError(invoice.note, FINAL_INVOICE_NOTE_MAX_LENGTH, true);
  if (note) errors['invoice.note'] = note;
  return errors;
}

export interface FinalInvoiceTotals extends QuebecTaxBreakdown {
  /** The work: the hourly rate times the time worked, or the price the pro recorded. */
  workCents: number;
  /** The booking's offer, off the work only. */
  discountCents: number;
  materialsCents: number;
}

/** The hourly rate (cents an hour) times `minutes`, rounded half up to the cent. */
export function hourlyWorkCents(rateCents: number, minutes: number): number {
  return Math.floor((rateCents * minutes + 30) / 60);
}

/**
 * The totals of a valid invoice: the work (less the booking's offer) plus the materials is the
 * subtotal, taxed as every Quebec invoice (quebecTaxBreakdown).
 */
export function finalInvoiceTotals(
  price: { priceKind: PriceKindOfJob; priceCents: number | null },
  offer: BookingOffer | null,
  invoice: FinalInvoiceRequest,
): FinalInvoiceTotals {
  const workCents =
    price.priceKind === 'from_hour' ? hourlyWorkCents(price.priceCents ?? 0, invoice.minutesWorked ?? 0) : (invoice.workCents ?? 0);
  const discountCents = offer ? offerDiscountCents(workCents, offer.percent) : 0;
  const materialsCents = invoice.materials.reduce((sum, line) => sum + line.amountCents, 0);
  return { workCents, discountCents, materialsCents, ...quebecTaxBreakdown(workCents - discountCents + materialsCents) };
}

/**
 * Whether the customer must approve the final price before anything is charged: a job on quote
 * had no estimate, and a subtotal more than `marginPercent` above the estimate's (the price
 * snapshot less the offer, before taxes) is a surprise.
 */
export function needsCustomerApproval(estimateSubtotalCents: number | null, finalSubtotalCents: number, marginPercent: number): boolean {
  if (estimateSubtotalCents === null) return true;
  return finalSubtotalCents * 100 > estimateSubtotalCents * (100 + marginPercent);
}

export const FINAL_INVOICE_STATUSES = ['agreed', 'awaiting_approval', 'disputed'] as const;
export type FinalInvoiceStatus = (typeof FINAL_INVOICE_STATUSES)[number];

/** The final invoice as every party of the booking sees it. */
export interface FinalInvoiceView extends FinalInvoiceTotals {
  minutesWorked: number | null;
  materials: MaterialLine[];
  note: string | null;
  status: FinalInvoiceStatus;
  recordedAt: string;
  /** When the customer (or an operator for them) approved or disputed it; null while agreed from the start or awaiting. */
  decidedAt: string | null;
  /** The customer's reason, when disputed. */
  disputeReason: string | null;
}

/** POST /api/bookings/:number/invoice/dispute: why the final price is not right. */
export interface DisputeInvoiceRequest {
  reason: string;
}
export const DISPUTE_REASON_MAX_LENGTH = 1000;

/**
 * POST /api/admin/bookings/:number/invoice: an operator corrects a final price not paid yet (a
 * dispute settled at another amount), with the reason; the corrected price is agreed.
 */
export interface CorrectInvoiceRequest {
  invoice: FinalInvoiceRequest;
  /** 1 to DISPUTE_REASON_MAX_LENGTH characters, kept in the money history. */
  reason: string;
}
