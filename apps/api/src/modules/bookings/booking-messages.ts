import type { Language } from '@hm/contracts';
import enBookings from '@hm/i18n/locales/en/bookings.json' with { type: 'json' };
import frBookings from '@hm/i18n/locales/fr/bookings.json' with { type: 'json' };

const texts = { en: enBookings.systemMessages, fr: frBookings.systemMessages } as const;

/** The first message on a booking: HomeMate confirming it, in the booking's language. */
export function bookingReceivedMessage(locale: Language, bookingNumber: string): { senderName: string; message: string } {
  const t = texts[locale];
  return { senderName: t.senderName, message: t.bookingReceived.replace('{{bookingNumber}}', bookingNumber) };
}
