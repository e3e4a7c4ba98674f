// Sales taxes on a Quebec invoice: the federal GST (TPS, 5 %) and the Quebec QST (TVQ,
// 9.975 %), each computed on the pre-tax subtotal (since 2013 the QST is no longer charged on
// the GST) and rounded to the cent on its own line, as Revenu Québec asks invoices to show
// them. Shared by the web (reservation price breakdown) and the server (e-mails, receipts).
import { GST_RATE, QST_RATE } from './business-constants.js';

export interface QuebecTaxBreakdown {
  subtotalCents: number;
  /** TPS/GST line. */
  gstCents: number;
  /** TVQ/QST line. */
  qstCents: number;
  totalCents: number;
}

// The rates as exact fractions, so rounding never depends on binary floating point:
// 5 % = 5 000 / 100 000 and 9.975 % = 9 975 / 100 000.
const RATE_DENOMINATOR = 100_000;
const GST_NUMERATOR = Math.round(GST_RATE * RATE_DENOMINATOR);
const QST_NUMERATOR = Math.round(QST_RATE * RATE_DENOMINATOR);

/** `cents × numerator / RATE_DENOMINATOR`, rounded half up to the cent. */
function taxOn(cents: number, numerator: number): number {
  return Math.floor((cents * numerator + RATE_DENOMINATOR / 2) / RATE_DENOMINATOR);
}

/** GST and QST on `subtotalCents` (a non-negative whole number of cents), and the total. */
export function quebecTaxBreakdown(subtotalCents: number): QuebecTaxBreakdown {
  if (!Number.isSafeInteger(subtotalCents) || subtotalCents < 0) {
    throw new RangeError(`subtotalCents must be a non-negative integer, got ${subtotalCents}`);
  }
  const gstCents = taxOn(subtotalCents, GST_NUMERATOR);
  const qstCents = taxOn(subtotalCents, QST_NUMERATOR);
  return { subtotalCents, gstCents, qstCents, totalCents: subtotalCents + gstCents + qstCents };
}
