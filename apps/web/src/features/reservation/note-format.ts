import type { TFunction } from 'i18next';
import { formatMoney } from '@hm/catalog';
import { BOOKING_TIME_ZONE, cardBrandName, type BookingActor, type BookingNote, type Language } from '@hm/contracts';

// A timeline note or a system message is stored as a code with parameters (BookingNote), so
// each reader sees it in their own language; this turns one into text (namespace `bookings`).

const LIST_LOCALES: Readonly<Record<Language, string>> = { fr: 'fr-CA', en: 'en-US' };

// An estimated arrival is an instant; the customer reads it on Montreal's clock, like the
// booking's own time (12-hour in English, '14 h 30' in French).
const ARRIVAL_FORMATS: Readonly<Record<Language, Intl.DateTimeFormat>> = {
  en: new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit', hour12: true, timeZone: BOOKING_TIME_ZONE }),
  fr: new Intl.DateTimeFormat('fr-CA', { hour: 'numeric', minute: '2-digit', hourCycle: 'h23', timeZone: BOOKING_TIME_ZONE }),
};

/** '2:45 PM' / '14 h 45' in Montreal; an unreadable value is shown as it came. */
export function formatArrivalTime(instant: string, language: Language): string {
  const date = new Date(instant);
  return Number.isNaN(date.getTime()) ? instant : ARRIVAL_FORMATS[language].format(date);
}

/**
 * The note in the language of `t` (a `bookings` translator), worded for its reader: the customer
 * reads "your booking", the professional and operators read what happened to the job.
 */
export function formatBookingNote(
  note: BookingNote,
  t: TFunction<'bookings'>,
  language: Language,
  reader: BookingActor = 'customer',
): string {
  const notes = reader === 'customer' ? 'notes' : 'teamNotes';
  switch (note.code) {
    case 'en_route':
      return note.estimatedArrival
        ? t('notes.en_route_eta', {
            professionalName: note.professionalName,
            estimatedArrival: formatArrivalTime(note.estimatedArrival, language),
          })
        : t('notes.en_route', { professionalName: note.professionalName });
    case 'arrival_updated':
      return t('notes.arrival_updated', {
        professionalName: note.professionalName,
        estimatedArrival: formatArrivalTime(note.estimatedArrival, language),
      });
    case 'back_to_matching':
      return t('notes.back_to_matching', { professionalName: note.professionalName });
    case 'pro_assigned':
      return t(`${notes}.pro_assigned`, { professionalName: note.professionalName });
    case 'details_updated': {
      const names = note.fields.map((field) => t(`fieldNames.${field}`));
      return t('notes.details_updated', { fields: new Intl.ListFormat(LIST_LOCALES[language], { type: 'conjunction' }).format(names) });
    }
    case 'booking_cancelled':
      return t(note.by === 'admin' ? 'notes.booking_cancelled_admin' : 'notes.booking_cancelled_customer');
    case 'review_left':
      return t('notes.review_left', { rating: note.rating });
    case 'final_price_to_approve':
      return t('notes.final_price_to_approve', { total: formatMoney(note.totalCents, language, { alwaysCents: true }) });
    case 'final_price_approved':
      return t(note.by === 'admin' ? 'notes.final_price_approved_admin' : 'notes.final_price_approved_customer');
    case 'final_price_disputed':
      return t('notes.final_price_disputed');
    case 'final_price_corrected':
      return t('notes.final_price_corrected', { total: formatMoney(note.totalCents, language, { alwaysCents: true }) });
    case 'payment_recorded': {
      const money = (cents: number) => formatMoney(cents, language, { alwaysCents: true });
      return t('notes.payment_recorded', {
        amount: money(note.amountCents),
        method: t(`paymentMethods.${note.method}`),
        tip: note.tipCents > 0 ? t('notes.payment_tip', { amount: money(note.tipCents) }) : '',
      });
    }
    case 'tip_given':
      return t('notes.tip_given', { amount: formatMoney(note.amountCents, language, { alwaysCents: true }) });
    case 'card_saved':
      return t('notes.card_saved', { brand: cardBrandName(note.brand), last4: note.last4 });
    case 'card_payment_needed':
      return t('notes.card_payment_needed', {
        amount: formatMoney(note.amountCents, language, { alwaysCents: true }),
        reason: t(`notes.cardFailure_${note.reason}`),
      });
    case 'refund_made':
      return t('notes.refund_made', { amount: formatMoney(note.amountCents, language, { alwaysCents: true }) });
    case 'text':
      return note.text;
    case 'booking_received':
    case 'job_completed':
      return t(`${notes}.${note.code}`);
    case 'job_started':
      return t('notes.job_started');
  }
}
