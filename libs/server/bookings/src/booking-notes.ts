import { formatMoney } from '@hm/catalog';
import { BOOKING_TIME_ZONE, cardBrandName, type BookingNote, type Language } from '@hm/contracts';
import enBookings from '@hm/i18n/locales/en/bookings.json' with { type: 'json' };
import frBookings from '@hm/i18n/locales/fr/bookings.json' with { type: 'json' };

const texts = { en: enBookings, fr: frBookings } as const;

const TIME_FORMATS: Readonly<Record<Language, Intl.DateTimeFormat>> = {
  en: new Intl.DateTimeFormat('en-US', { timeZone: BOOKING_TIME_ZONE, hour: 'numeric', minute: '2-digit', hourCycle: 'h12' }),
  fr: new Intl.DateTimeFormat('fr-CA', { timeZone: BOOKING_TIME_ZONE, hour: 'numeric', minute: '2-digit', hourCycle: 'h23' }),
};

const fill = (template: string, values: Record<string, string | number>): string =>
  template.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, key: string) => (values[key] === undefined ? whole : String(values[key])));

/**
 * The text of a system message for a note, in the booking's language (the web shows the note in
 * the reader's language; this text is what is stored and what a client without i18n shows).
 */
export function bookingNoteText(locale: Language, note: BookingNote): string {
  const t = texts[locale];
  switch (note.code) {
    case 'booking_received':
    case 'job_started':
    case 'job_completed':
      return t.notes[note.code];
    case 'pro_assigned':
      return fill(t.notes.pro_assigned, { professionalName: note.professionalName });
    case 'en_route':
      return note.estimatedArrival
        ? fill(t.notes.en_route_eta, {
            professionalName: note.professionalName,
            estimatedArrival: TIME_FORMATS[locale].format(new Date(note.estimatedArrival)),
          })
        : fill(t.notes.en_route, { professionalName: note.professionalName });
    case 'arrival_updated':
      return fill(t.notes.arrival_updated, {
        professionalName: note.professionalName,
        estimatedArrival: TIME_FORMATS[locale].format(new Date(note.estimatedArrival)),
      });
    case 'back_to_matching':
      return fill(t.notes.back_to_matching, { professionalName: note.professionalName });
    case 'details_updated':
      return fill(t.notes.details_updated, { fields: note.fields.map((field) => t.fieldNames[field]).join(', ') });
    case 'booking_cancelled':
      return note.by === 'admin' ? t.notes.booking_cancelled_admin : t.notes.booking_cancelled_customer;
    case 'review_left':
      return fill(t.notes.review_left, { rating: note.rating });
    case 'final_price_to_approve':
      return fill(t.notes.final_price_to_approve, { total: formatMoney(note.totalCents, locale, { alwaysCents: true }) });
    case 'final_price_approved':
      return note.by === 'admin' ? t.notes.final_price_approved_admin : t.notes.final_price_approved_customer;
    case 'final_price_disputed':
      return t.notes.final_price_disputed;
    case 'final_price_corrected':
      return fill(t.notes.final_price_corrected, { total: formatMoney(note.totalCents, locale, { alwaysCents: true }) });
    case 'payment_recorded': {
      const money = (cents: number) => formatMoney(cents, locale, { alwaysCents: true });
      return fill(t.notes.payment_recorded, {
        amount: money(note.amountCents),
        method: t.paymentMethods[note.method],
        tip: note.tipCents > 0 ? fill(t.notes.payment_tip, { amount: money(note.tipCents) }) : '',
      });
    }
    case 'tip_given':
      return fill(t.notes.tip_given, { amount: formatMoney(note.amountCents, locale, { alwaysCents: true }) });
    case 'card_saved':
      return fill(t.notes.card_saved, { brand: cardBrandName(note.brand), last4: note.last4 });
    case 'card_payment_needed':
      return fill(t.notes.card_payment_needed, {
        amount: formatMoney(note.amountCents, locale, { alwaysCents: true }),
        reason: t.notes[`cardFailure_${note.reason}`],
      });
    case 'refund_made':
      return fill(t.notes.refund_made, { amount: formatMoney(note.amountCents, locale, { alwaysCents: true }) });
    case 'text':
      return note.text;
  }
}

/** Who signs HomeMate's own messages. */
export const systemSenderName = (locale: Language): string => texts[locale].systemMessages.senderName;
