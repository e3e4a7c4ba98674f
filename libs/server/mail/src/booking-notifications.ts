import { BOOKING_TIME_ZONE } from '@hm/contracts';
import enMail from '@hm/i18n/locales/en/mail.json' with { type: 'json' };
import frMail from '@hm/i18n/locales/fr/mail.json' with { type: 'json' };
import { formatBookingAddress, formatBookingWhen } from './booking-confirmation.js';
import type { MailLocale, MailMessage } from './mail-message.js';
import { renderMail } from './render-mail.js';

/** What every booking notification needs from the booking, in the customer's language. */
export interface BookingNotificationInput {
  /** The booking's contact address. */
  to: string;
  firstName: string;
  bookingNumber: string;
  /** 'name - description (price)', as stored on the booking. */
  serviceOption: string;
  /** 'YYYY-MM-DD' and 'HH:MM', Toronto wall clock. */
  scheduledDate: string;
  scheduledTime: string;
  address: string;
  apartment: string | null;
  city: string;
  postalCode: string;
  /** Absolute link to the reservation page. */
  reservationUrl: string;
}

const common = (locale: MailLocale, input: BookingNotificationInput) => ({
  firstName: input.firstName,
  bookingNumber: input.bookingNumber,
  serviceOption: input.serviceOption,
  when: formatBookingWhen(locale, input.scheduledDate, input.scheduledTime),
  actionUrl: input.reservationUrl,
});

export function bookingCancelledMail(locale: MailLocale, input: BookingNotificationInput): MailMessage {
  return { to: input.to, ...renderMail('bookingCancelled', locale, common(locale, input)) };
}

/** Sent 24 h before the visit (a delayed job; the worker renders it from the booking as it is then). */
export function bookingReminderMail(locale: MailLocale, input: BookingNotificationInput): MailMessage {
  return {
    to: input.to,
    ...renderMail('bookingReminder', locale, { ...common(locale, input), address: formatBookingAddress(locale, input) }),
  };
}

export function bookingProAssignedMail(locale: MailLocale, input: BookingNotificationInput & { professionalName: string }): MailMessage {
  return {
    to: input.to,
    ...renderMail('bookingProAssigned', locale, { ...common(locale, input), professionalName: input.professionalName }),
  };
}

const texts = { en: enMail.bookingEnRoute, fr: frMail.bookingEnRoute } as const;
const TIME_FORMATS: Readonly<Record<MailLocale, Intl.DateTimeFormat>> = {
  en: new Intl.DateTimeFormat('en-US', { timeZone: BOOKING_TIME_ZONE, hour: 'numeric', minute: '2-digit', hourCycle: 'h12' }),
  fr: new Intl.DateTimeFormat('fr-CA', { timeZone: BOOKING_TIME_ZONE, hour: 'numeric', minute: '2-digit', hourCycle: 'h23' }),
};

/** estimatedArrival: the instant the pro expects to arrive, shown as a Toronto time; null when unknown. */
export function bookingEnRouteMail(
  locale: MailLocale,
  input: BookingNotificationInput & { professionalName: string; estimatedArrival: Date | null },
): MailMessage {
  const t = texts[locale];
  const arrival = input.estimatedArrival
    ? t.arrival.replace('{{time}}', TIME_FORMATS[locale].format(input.estimatedArrival))
    : t.arrivalUnknown;
  return {
    to: input.to,
    ...renderMail('bookingEnRoute', locale, {
      firstName: input.firstName,
      bookingNumber: input.bookingNumber,
      professionalName: input.professionalName,
      address: formatBookingAddress(locale, input),
      arrival,
      actionUrl: input.reservationUrl,
    }),
  };
}

export function bookingCompletedMail(locale: MailLocale, input: BookingNotificationInput): MailMessage {
  const { when: _when, ...data } = common(locale, input);
  return { to: input.to, ...renderMail('bookingCompleted', locale, data) };
}
