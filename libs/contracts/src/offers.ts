// The offers HomeMate makes to customers (docs/pricing-and-taxes.md "Offers"), one rule for the
// web (the wizard's summary, the reservation), the API (who gets which offer) and the e-mails.
//
// - The welcome offer: 25 % off the first booking of each person. One per account, and the same
//   phone number or the same address cannot take it twice; a booking cancelled gives it back.
// - The thank-you code: after a customer's first completed job, a code worth 20 % off their next
//   booking, applied by itself when they book with that account; a booking cancelled gives it back.
//
// The percentage comes off the work's price (the estimate now, the agreed final price later), taxes
// are computed on what remains, and one booking has at most one offer.
import { quebecTaxBreakdown, type QuebecTaxBreakdown } from './quebec-taxes.js';

export const OFFER_KINDS = ['welcome', 'thank_you'] as const;
export type OfferKind = (typeof OFFER_KINDS)[number];

/** Percent off the work's price, per offer. */
export const OFFER_PERCENT: Readonly<Record<OfferKind, number>> = { welcome: 25, thank_you: 20 };

/** The offer a booking was made with. */
export interface BookingOffer {
  kind: OfferKind;
  percent: number;
}

/** A customer's thank-you code, as shown to them. */
export interface ThankYouCode {
  code: string;
  percent: number;
}

/** `cents × percent / 100`, rounded half up to the cent (the customer's favour on a half cent). */
export function offerDiscountCents(cents: number, percent: number): number {
  if (!Number.isSafeInteger(cents) || cents < 0) throw new RangeError(`cents must be a non-negative integer, got ${cents}`);
  if (!Number.isInteger(percent) || percent < 0 || percent > 100) throw new RangeError(`percent must be 0–100, got ${percent}`);
  return Math.floor((cents * percent + 50) / 100);
}

export interface OfferPriceBreakdown extends QuebecTaxBreakdown {
  /** The work's price before the offer. */
  priceCents: number;
  /** What the offer takes off (0 without one); `subtotalCents` is the price less this. */
  discountCents: number;
}

/** The price with the booking's offer taken off, then GST and QST on what remains. */
export function priceWithOffer(priceCents: number, offer: BookingOffer | null): OfferPriceBreakdown {
  const discountCents = offer ? offerDiscountCents(priceCents, offer.percent) : 0;
  return { priceCents, discountCents, ...quebecTaxBreakdown(priceCents - discountCents) };
}

/**
 * A phone number as the welcome offer compares it: its digits, without the leading 1 of a North
 * American number written with it ("+1 514-555-0100" and "(514) 555 0100" are the same phone).
 */
export function offerPhoneKey(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  return digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits;
}

/** Lower case, accents dropped, every run of other characters one space. */
function addressWords(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/**
 * An address as the welcome offer compares it: postal code, street and unit, whatever the case,
 * accents, punctuation and spacing ("1234, Rue St-Denis" and "1234 rue st denis" are the same
 * home); two units of one building are two homes.
 */
export function offerAddressKey(address: { address: string; apartment: string | null; postalCode: string }): string {
  return [address.postalCode.replace(/\s+/g, '').toUpperCase(), addressWords(address.address), addressWords(address.apartment ?? '')].join(
    '|',
  );
}

/** Thank-you codes: MERCI- and six characters nobody confuses (no 0/O, 1/I/L). */
export const THANK_YOU_CODE_PATTERN = /^MERCI-[2-9A-HJKMNP-Z]{6}$/;
const CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';

/** A new thank-you code from six random bytes (crypto.getRandomValues on every platform). */
export function newThankYouCode(randomBytes: Uint8Array): string {
  if (randomBytes.length !== 6) throw new RangeError('six random bytes are needed');
  return `MERCI-${Array.from(randomBytes, (byte) => CODE_ALPHABET[byte % CODE_ALPHABET.length]).join('')}`;
}

/** POST OFFER_PREVIEW_ROUTE (a signed-in customer): the offer a booking at this phone and home would get. */
export interface OfferPreviewRequest {
  phone: string;
  address: string;
  apartment?: string | null;
  postalCode: string;
}

export interface OfferPreview {
  /** The offer the booking would be made with; null when none applies. */
  offer: (BookingOffer & { code: string | null }) | null;
  /** The welcome offer was already taken by this account, phone or home (said when no offer applies). */
  welcomeTaken: boolean;
}

export const OFFER_PREVIEW_ROUTE = 'offers/preview';
