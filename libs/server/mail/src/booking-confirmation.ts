import { formatMoney } from '@hm/catalog';
import { BOOKING_TIME_ZONE, formatClockTime, wallClockToUtc, type BookingOffer } from '@hm/contracts';
import enMail from '@hm/i18n/locales/en/mail.json' with { type: 'json' };
import frMail from '@hm/i18n/locales/fr/mail.json' with { type: 'json' };
import { buildIcs } from './ics.js';
import type { MailAttachment, MailLocale, TemplatedMail } from './mail-message.js';
import { MailTemplateError, renderMail } from './render-mail.js';

/**
 * A booking has a start and no end; the calendar entry blocks two hours, the length of a
 * typical visit, so the customer does not plan something else right after the pro arrives.
 */
export const BOOKING_CALENDAR_DURATION_MINUTES = 120;

export interface BookingConfirmationInput {
  /** The booking's contact address. */
  to: string;
  bookingId: string;
  bookingNumber: string;
  firstName: string;
  /** The category's name in the mail's language, e.g. 'Plumbing'. */
  serviceName: string;
  /** 'name - description (price)', as stored on the booking. */
  serviceOption: string;
  /** The booking's price snapshot, and the offer it was made with (with its code for a thank-you code). */
  priceCents: number | null;
  priceKind: 'from_hour' | 'from_job' | 'quote';
  offer: (BookingOffer & { code: string | null }) | null;
  /** 'YYYY-MM-DD' and 'HH:MM', Toronto wall clock. */
  scheduledDate: string;
  scheduledTime: string;
  address: string;
  apartment: string | null;
  city: string;
  postalCode: string;
  /** Absolute link to the reservation page; its host also names the calendar entry (UID). */
  reservationUrl: string;
  createdAt: Date;
}

const texts = { en: enMail.bookingConfirmation, fr: frMail.bookingConfirmation } as const;

const DATE_LOCALES: Readonly<Record<MailLocale, string>> = { en: 'en-US', fr: 'fr-CA' };

function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, key: string) => {
    const value = values[key];
    if (value === undefined || value === '') throw new MailTemplateError(`bookingConfirmation: missing value for {{${key}}}`);
    return value;
  });
}

// Formatting the wall-clock values as if they were UTC prints them unchanged, whatever the zone.
// Built once: an Intl formatter costs far more to make than to use.
const DATE_FORMATS: Readonly<Record<MailLocale, Intl.DateTimeFormat>> = {
  en: new Intl.DateTimeFormat(DATE_LOCALES.en, { timeZone: 'UTC', dateStyle: 'full' }),
  fr: new Intl.DateTimeFormat(DATE_LOCALES.fr, { timeZone: 'UTC', dateStyle: 'full' }),
};
/** 'Tuesday, March 10, 2026 at 2:30 PM' / 'mardi 10 mars 2026 à 14 h 30'. */
export function formatBookingWhen(locale: MailLocale, scheduledDate: string, scheduledTime: string): string {
  const wallClock = new Date(`${scheduledDate}T${scheduledTime}:00Z`);
  if (Number.isNaN(wallClock.getTime()))
    throw new MailTemplateError(`bookingConfirmation: bad date or time ${scheduledDate} ${scheduledTime}`);
  // The time on the clock of the recipient's language (docs/languages.md, Times).
  return fill(texts[locale].when, { date: DATE_FORMATS[locale].format(wallClock), time: formatClockTime(scheduledTime, locale) });
}

/** '1234 rue Saint-Denis, App. 5, Montréal, H2X 1Y4' */
export function formatBookingAddress(
  locale: MailLocale,
  input: Pick<BookingConfirmationInput, 'address' | 'apartment' | 'city' | 'postalCode'>,
): string {
  const apartment = input.apartment ? fill(texts[locale].apartment, { apartment: input.apartment }) : null;
  return [input.address, apartment, input.city, input.postalCode].filter((part): part is string => Boolean(part)).join(', ');
}

/** 'from $120.00 plus taxes; welcome offer: 25% off the work' (docs/pricing-and-taxes.md "Offers"). */
export function formatBookingPrice(
  locale: MailLocale,
  input: Pick<BookingConfirmationInput, 'priceCents' | 'priceKind' | 'offer'>,
): string {
  const t = texts[locale];
  const price =
    input.priceCents === null || input.priceKind === 'quote'
      ? t.priceQuote
      : fill(input.priceKind === 'from_hour' ? t.priceFromHour : t.priceFrom, {
          amount: formatMoney(input.priceCents, locale, { alwaysCents: true }),
        });
  const { offer } = input;
  if (!offer) return price;
  const percent = String(offer.percent);
  return offer.kind === 'welcome'
    ? fill(t.offerWelcome, { price, percent })
    : fill(t.offerThankYou, { price, percent, code: offer.code ?? '' });
}

/**
 * The booking confirmation: HTML and text in the customer's language, with a link to
 * the reservation page and an .ics entry for the visit. Rendered by the producer, in the
 * booking's transaction, so a retried send delivers exactly this.
 */
export function bookingConfirmationMail(locale: MailLocale, input: BookingConfirmationInput): TemplatedMail {
  const when = formatBookingWhen(locale, input.scheduledDate, input.scheduledTime);
  const address = formatBookingAddress(locale, input);
  const rendered = renderMail('bookingConfirmation', locale, {
    firstName: input.firstName,
    bookingNumber: input.bookingNumber,
    serviceName: input.serviceName,
    serviceOption: input.serviceOption,
    price: formatBookingPrice(locale, input),
    when,
    address,
    actionUrl: input.reservationUrl,
  });
  // Pending until a professional is assigned.
  const calendar = bookingCalendarFile(locale, input, { sequence: 0, stamp: input.createdAt, status: 'TENTATIVE' });
  return { to: input.to, ...rendered, attachments: [calendar] };
}

/** What a booking's calendar entry shows; the UID is made from the booking id and the site's host. */
export type BookingCalendarInput = Pick<
  BookingConfirmationInput,
  | 'bookingId'
  | 'bookingNumber'
  | 'serviceName'
  | 'serviceOption'
  | 'scheduledDate'
  | 'scheduledTime'
  | 'address'
  | 'apartment'
  | 'city'
  | 'postalCode'
  | 'reservationUrl'
>;

/** One revision of the entry: a higher `sequence` replaces the last one in the customer's calendar. */
export interface BookingCalendarRevision {
  sequence: number;
  /** When this revision was made. */
  stamp: Date;
  status: 'TENTATIVE' | 'CONFIRMED' | 'CANCELLED';
}

/**
 * The booking's calendar entry as an .ics attachment: the same UID for the booking's whole life,
 * so the confirmation adds it, a change replaces it (higher SEQUENCE) and a cancellation removes
 * it (METHOD:CANCEL).
 */
export function bookingCalendarFile(locale: MailLocale, input: BookingCalendarInput, revision: BookingCalendarRevision): MailAttachment {
  const t = texts[locale];
  const start = wallClockToUtc(input.scheduledDate, input.scheduledTime, BOOKING_TIME_ZONE);
  const method = revision.status === 'CANCELLED' ? 'CANCEL' : 'PUBLISH';
  const ics = buildIcs(
    {
      uid: `${input.bookingId}@${new URL(input.reservationUrl).hostname}`,
      stamp: revision.stamp,
      sequence: revision.sequence,
      start,
      end: new Date(start.getTime() + BOOKING_CALENDAR_DURATION_MINUTES * 60_000),
      summary: fill(t.calendarSummary, { serviceName: input.serviceName, bookingNumber: input.bookingNumber }),
      description: fill(t.calendarDescription, {
        bookingNumber: input.bookingNumber,
        serviceOption: input.serviceOption,
        reservationUrl: input.reservationUrl,
      }),
      location: formatBookingAddress(locale, input),
      url: input.reservationUrl,
      status: revision.status,
    },
    { productId: `-//HomeMate//Bookings//${locale.toUpperCase()}`, method },
  );
  return { filename: `${input.bookingNumber}.ics`, content: ics, contentType: `text/calendar; charset=utf-8; method=${method}` };
}
