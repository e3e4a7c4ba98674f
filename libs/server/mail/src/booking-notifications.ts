import { formatMoney } from '@hm/catalog';
import { BOOKING_TIME_ZONE, type EditableBookingField } from '@hm/contracts';
import enBookings from '@hm/i18n/locales/en/bookings.json' with { type: 'json' };
import frBookings from '@hm/i18n/locales/fr/bookings.json' with { type: 'json' };
import enMail from '@hm/i18n/locales/en/mail.json' with { type: 'json' };
import frMail from '@hm/i18n/locales/fr/mail.json' with { type: 'json' };
import { bookingCalendarFile, formatBookingAddress, formatBookingWhen, type BookingCalendarRevision } from './booking-confirmation.js';
import type { MailLocale, TemplatedMail } from './mail-message.js';
import { renderMail, type MailAccount } from './render-mail.js';
import { SUPPORT_MAIL_LOCALE } from './support-notification.js';

/** The visit as an e-mail shows it, to the customer or to the professional. */
export interface BookingVisit {
  bookingNumber: string;
  /** 'name - description (price)', in the e-mail's language. */
  serviceOption: string;
  /** 'YYYY-MM-DD' and 'HH:MM', Montreal wall clock: the booking as it is now. */
  scheduledDate: string;
  scheduledTime: string;
  address: string;
  apartment: string | null;
  city: string;
  postalCode: string;
}

/** What every booking notification needs from the booking, in the customer's language. */
export interface BookingNotificationInput extends BookingVisit {
  /** The booking's contact address. */
  to: string;
  firstName: string;
  /** Absolute link to the reservation page. */
  reservationUrl: string;
  /** The customer's account: the unsubscribe link of the switchable e-mails is signed for it. */
  account: MailAccount;
  /** For the e-mails that carry the booking's calendar entry (an update, a cancellation). */
  calendar?: BookingCalendarContext;
}

/** What the calendar entry of an update or a cancellation needs beyond the booking's details. */
export interface BookingCalendarContext {
  bookingId: string;
  /** The category's name in the mail's language, e.g. 'Plumbing'. */
  serviceName: string;
  /** The entry's revision: higher than every one sent before (the booking's count of timeline events). */
  sequence: number;
  stamp: Date;
  /** A professional is assigned: the entry is CONFIRMED, else TENTATIVE. */
  confirmed: boolean;
}

const fieldNames = { en: enBookings.fieldNames, fr: frBookings.fieldNames } as const;
const LIST_LOCALES: Readonly<Record<MailLocale, string>> = { en: 'en-US', fr: 'fr-CA' };

/** 'date, time, and address' / 'date, heure et adresse': the fields a change touched, in `locale`. */
export function formatChangedFields(locale: MailLocale, fields: readonly EditableBookingField[]): string {
  return new Intl.ListFormat(LIST_LOCALES[locale], { type: 'conjunction' }).format(fields.map((field) => fieldNames[locale][field]));
}

const calendarOf = (locale: MailLocale, input: BookingNotificationInput, status: BookingCalendarRevision['status']) =>
  input.calendar
    ? [
        bookingCalendarFile(
          locale,
          { ...input, ...input.calendar },
          { sequence: input.calendar.sequence, stamp: input.calendar.stamp, status },
        ),
      ]
    : [];

const common = (locale: MailLocale, input: BookingNotificationInput) => ({
  firstName: input.firstName,
  bookingNumber: input.bookingNumber,
  serviceOption: input.serviceOption,
  when: formatBookingWhen(locale, input.scheduledDate, input.scheduledTime),
  actionUrl: input.reservationUrl,
});

/** The cancellation; with `calendar`, the entry that removes the visit from the customer's calendar. */
export function bookingCancelledMail(locale: MailLocale, input: BookingNotificationInput): TemplatedMail {
  return {
    to: input.to,
    ...renderMail('bookingCancelled', locale, common(locale, input)),
    attachments: calendarOf(locale, input, 'CANCELLED'),
  };
}

/** The booking's details changed: which ones, the booking as it now is, and its calendar entry updated. */
export function bookingUpdatedMail(
  locale: MailLocale,
  input: BookingNotificationInput & { fields: readonly EditableBookingField[]; calendar: BookingCalendarContext },
): TemplatedMail {
  const changes = formatChangedFields(locale, input.fields);
  return {
    to: input.to,
    ...renderMail(
      'bookingUpdated',
      locale,
      { ...common(locale, input), address: formatBookingAddress(locale, input), changes },
      input.account,
    ),
    attachments: calendarOf(locale, input, input.calendar.confirmed ? 'CONFIRMED' : 'TENTATIVE'),
  };
}

/** Sent 24 h before the visit (a delayed job; the worker renders it from the booking as it is then). */
export function bookingReminderMail(locale: MailLocale, input: BookingNotificationInput): TemplatedMail {
  return {
    to: input.to,
    ...renderMail('bookingReminder', locale, { ...common(locale, input), address: formatBookingAddress(locale, input) }, input.account),
  };
}

export function bookingProAssignedMail(locale: MailLocale, input: BookingNotificationInput & { professionalName: string }): TemplatedMail {
  return {
    to: input.to,
    ...renderMail('bookingProAssigned', locale, { ...common(locale, input), professionalName: input.professionalName }, input.account),
  };
}

const texts = { en: enMail.bookingEnRoute, fr: frMail.bookingEnRoute } as const;

const TIME_FORMATS: Readonly<Record<MailLocale, Intl.DateTimeFormat>> = {
  en: new Intl.DateTimeFormat('en-US', { timeZone: BOOKING_TIME_ZONE, hour: 'numeric', minute: '2-digit', hourCycle: 'h12' }),
  fr: new Intl.DateTimeFormat('fr-CA', { timeZone: BOOKING_TIME_ZONE, hour: 'numeric', minute: '2-digit', hourCycle: 'h23' }),
};

/** A revised estimated arrival (an instant), shown as a Toronto time. */
export function bookingArrivalUpdatedMail(
  locale: MailLocale,
  input: BookingNotificationInput & { professionalName: string; estimatedArrival: Date },
): TemplatedMail {
  return {
    to: input.to,
    ...renderMail(
      'bookingArrivalUpdated',
      locale,
      {
        firstName: input.firstName,
        bookingNumber: input.bookingNumber,
        professionalName: input.professionalName,
        arrival: TIME_FORMATS[locale].format(input.estimatedArrival),
        actionUrl: input.reservationUrl,
      },
      input.account,
    ),
  };
}

/** estimatedArrival: the instant the pro expects to arrive, shown as a Toronto time; null when unknown. */
export function bookingEnRouteMail(
  locale: MailLocale,
  input: BookingNotificationInput & { professionalName: string; estimatedArrival: Date | null },
): TemplatedMail {
  const t = texts[locale];
  const arrival = input.estimatedArrival
    ? t.arrival.replace('{{time}}', TIME_FORMATS[locale].format(input.estimatedArrival))
    : t.arrivalUnknown;
  return {
    to: input.to,
    ...renderMail(
      'bookingEnRoute',
      locale,
      {
        firstName: input.firstName,
        bookingNumber: input.bookingNumber,
        professionalName: input.professionalName,
        address: formatBookingAddress(locale, input),
        arrival,
        actionUrl: input.reservationUrl,
      },
      input.account,
    ),
  };
}

/** The pro started the work. */
export function bookingStartedMail(locale: MailLocale, input: BookingNotificationInput & { professionalName: string }): TemplatedMail {
  const { when: _when, ...data } = common(locale, input);
  return { to: input.to, ...renderMail('bookingStarted', locale, { ...data, professionalName: input.professionalName }, input.account) };
}

export function bookingCompletedMail(locale: MailLocale, input: BookingNotificationInput): TemplatedMail {
  const { when: _when, ...data } = common(locale, input);
  return { to: input.to, ...renderMail('bookingCompleted', locale, data, input.account) };
}

/** After a customer's first completed job: their thank-you code (docs/pricing-and-taxes.md "Offers"); actionUrl: the booking page. */
export function thankYouCodeMail(
  locale: MailLocale,
  input: { to: string; firstName: string; code: string; percent: number; actionUrl: string; account: MailAccount },
): TemplatedMail {
  const { to, account, ...data } = input;
  return { to, ...renderMail('thankYouCode', locale, data, account) };
}

/** To the customer: the final price is above the estimate's margin (or the job was on quote) and waits for their approval. */
export function finalPriceToApproveMail(
  locale: MailLocale,
  input: { to: string; firstName: string; bookingNumber: string; totalCents: number; actionUrl: string },
): TemplatedMail {
  const { to, totalCents, ...data } = input;
  return { to, ...renderMail('finalPriceToApprove', locale, { ...data, total: formatMoney(totalCents, locale, { alwaysCents: true }) }) };
}

/** To the customer: the saved card could not be charged off-session; the link is Stripe's payment page. */
export function cardPaymentNeededMail(
  locale: MailLocale,
  input: { to: string; firstName: string; bookingNumber: string; amountCents: number; actionUrl: string },
): TemplatedMail {
  const { to, amountCents, ...data } = input;
  return { to, ...renderMail('cardPaymentNeeded', locale, { ...data, amount: formatMoney(amountCents, locale, { alwaysCents: true }) }) };
}

/** To the customer: an operator's refund reached their card (sent whatever their e-mail choices: it is about their money). */
export function refundMadeMail(
  locale: MailLocale,
  input: { to: string; firstName: string; bookingNumber: string; amountCents: number; reason: string; actionUrl: string },
): TemplatedMail {
  const { to, amountCents, ...data } = input;
  return { to, ...renderMail('refundMade', locale, { ...data, amount: formatMoney(amountCents, locale, { alwaysCents: true }) }) };
}

/** To the support address: a customer disputes a final price (in the support team's language). */
export function finalPriceDisputedMail(
  input: { to: string; customerName: string; bookingNumber: string; totalCents: number; reason: string; actionUrl: string },
  locale: MailLocale = SUPPORT_MAIL_LOCALE,
): TemplatedMail {
  const { to, totalCents, ...data } = input;
  return { to, ...renderMail('finalPriceDisputed', locale, { ...data, total: formatMoney(totalCents, locale, { alwaysCents: true }) }) };
}

/**
 * To the customer: the receipt of their paid job, its PDF attached (rendered by the API in their
 * language), sent whatever their e-mail choices: it is the proof of a payment. "Updated" once reissued.
 */
export function receiptMail(
  locale: MailLocale,
  input: { to: string; firstName: string; number: string; version: number; bookingNumber: string; paidCents: number; actionUrl: string },
  pdf: { filename: string; content: Buffer },
): TemplatedMail {
  const { to, version, paidCents, ...data } = input;
  const rendered = renderMail(version > 1 ? 'receiptReissued' : 'receipt', locale, {
    ...data,
    paid: formatMoney(paidCents, locale, { alwaysCents: true }),
  });
  return {
    to,
    ...rendered,
    attachments: [{ filename: pdf.filename, content: pdf.content.toString('base64'), encoding: 'base64', contentType: 'application/pdf' }],
  };
}
