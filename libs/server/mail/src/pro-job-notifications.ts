import type { EditableBookingField, ParkingOption } from '@hm/contracts';
import enMail from '@hm/i18n/locales/en/mail.json' with { type: 'json' };
import frMail from '@hm/i18n/locales/fr/mail.json' with { type: 'json' };
import { formatBookingAddress, formatBookingWhen } from './booking-confirmation.js';
import { formatChangedFields, type BookingVisit } from './booking-notifications.js';
import type { MailLocale, TemplatedMail } from './mail-message.js';
import { renderMail, type MailAccount } from './render-mail.js';

// E-mails to the professional assigned to a job, in the professional's own saved language
// (docs/notifications.md), whatever the language of the customer who caused them.

/** The job as the professional must know it, and where to see it. */
export interface ProJobNotificationInput extends BookingVisit {
  /** The professional's account address. */
  to: string;
  /** The professional's first name. */
  firstName: string;
  /** Absolute link into the pro app: the jobs, or the home page with the pro's reviews. */
  proAppUrl: string;
  /** The professional's account: the unsubscribe link of the switchable e-mails is signed for it. */
  account: MailAccount;
}

const cancelledBy = { en: enMail.proJobCancelledBy, fr: frMail.proJobCancelledBy } as const;
const accessTexts = { en: enMail.proJobAccess, fr: frMail.proJobAccess } as const;

/** How to get in and where to park: told to the assigned pro only (docs/booking-rules.md, The fields). */
export interface JobAccess {
  accessNotes: string | null;
  parking: ParkingOption | null;
  parkingNotes: string | null;
}

/** 'Door code 4512 · street parking · visitor spot 12', or 'none given'. */
export function formatJobAccess(locale: MailLocale, access: JobAccess): string {
  const parts = [access.accessNotes, access.parking ? accessTexts[locale].parking[access.parking] : null, access.parkingNotes];
  const given = parts.filter((part): part is string => Boolean(part));
  return given.length > 0 ? given.join(' · ') : accessTexts[locale].none;
}

const job = (locale: MailLocale, input: ProJobNotificationInput) => ({
  firstName: input.firstName,
  bookingNumber: input.bookingNumber,
  serviceOption: input.serviceOption,
  when: formatBookingWhen(locale, input.scheduledDate, input.scheduledTime),
  address: formatBookingAddress(locale, input),
  actionUrl: input.proAppUrl,
});

/** The customer (or an operator) changed the job's details: which ones, and the job as it now is. */
export function proJobUpdatedMail(
  locale: MailLocale,
  input: ProJobNotificationInput & { fields: readonly EditableBookingField[]; access: JobAccess },
): TemplatedMail {
  const changes = formatChangedFields(locale, input.fields);
  const access = formatJobAccess(locale, input.access);
  return { to: input.to, ...renderMail('proJobUpdated', locale, { ...job(locale, input), changes, access }, input.account) };
}

/** The job was cancelled, moved to a time they are not free or given to another pro: the professional no longer goes. */
export function proJobCancelledMail(
  locale: MailLocale,
  input: ProJobNotificationInput & { by: 'customer' | 'admin' | 'moved' | 'reassigned' },
): TemplatedMail {
  return { to: input.to, ...renderMail('proJobCancelled', locale, { ...job(locale, input), reason: cancelledBy[locale][input.by] }) };
}

/** The customer reviewed the job: the rating, and a link to where the pro reads their reviews. */
export function proReviewReceivedMail(locale: MailLocale, input: ProJobNotificationInput & { rating: number }): TemplatedMail {
  const { when: _when, address: _address, ...data } = job(locale, input);
  return { to: input.to, ...renderMail('proReviewReceived', locale, { ...data, rating: input.rating }, input.account) };
}
