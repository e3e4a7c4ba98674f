import type { TFunction } from 'i18next';
import type { Language, NotificationView } from '@hm/contracts';
import { paths } from '../../config/paths';
import { formatArrivalTime } from '../reservation';

// A notification is stored as a code with parameters (contracts NotificationNotice); this writes
// it in the reader's screen language (namespaces `notifications`, and `bookings` for field names).

const LIST_LOCALES: Readonly<Record<Language, string>> = { fr: 'fr-CA', en: 'en-US' };

export function formatNotification(
  { notice, bookingNumber }: Pick<NotificationView, 'notice' | 'bookingNumber'>,
  t: TFunction<'notifications'>,
  tBookings: TFunction<'bookings'>,
  language: Language,
): string {
  const number = { bookingNumber: bookingNumber ?? '' };
  switch (notice.code) {
    case 'pro_assigned':
      return t('notices.pro_assigned', { ...number, professionalName: notice.professionalName });
    case 'en_route':
      return notice.estimatedArrival
        ? t('notices.en_route_eta', {
            ...number,
            professionalName: notice.professionalName,
            estimatedArrival: formatArrivalTime(notice.estimatedArrival, language),
          })
        : t('notices.en_route', { ...number, professionalName: notice.professionalName });
    case 'arrival_updated':
      return t('notices.arrival_updated', {
        ...number,
        professionalName: notice.professionalName,
        estimatedArrival: formatArrivalTime(notice.estimatedArrival, language),
      });
    case 'job_started':
    case 'job_completed':
      return t(`notices.${notice.code}`, number);
    case 'details_updated': {
      const names = notice.fields.map((field) => tBookings(`fieldNames.${field}`));
      return t('notices.details_updated', {
        ...number,
        fields: new Intl.ListFormat(LIST_LOCALES[language], { type: 'conjunction' }).format(names),
      });
    }
    case 'booking_cancelled':
      return t(notice.by === 'admin' ? 'notices.booking_cancelled_admin' : 'notices.booking_cancelled_customer', number);
    case 'message_received':
      return t(`notices.message_${notice.from}`, { ...number, senderName: notice.senderName });
    case 'review_received':
      return t('notices.review_received', { ...number, rating: notice.rating });
  }
}

/** Where a notification leads: the pro's reviews for a review, the thread for a message, else the booking. */
export function notificationHref({ notice, bookingNumber }: Pick<NotificationView, 'notice' | 'bookingNumber'>): string | null {
  if (notice.code === 'review_received') return paths.proHome.getHref();
  if (bookingNumber === null) return null;
  const page = paths.reservation.getHref(bookingNumber);
  return notice.code === 'message_received' ? `${page}?tab=messages` : page;
}

const UNITS: readonly [Intl.RelativeTimeFormatUnit, number][] = [
  ['day', 86_400],
  ['hour', 3_600],
  ['minute', 60],
];

/** '5 minutes ago' / 'il y a 5 minutes'; under a minute, 'now' / 'maintenant'. */
export function relativeTime(instant: string, now: Date, language: Language): string {
  const format = new Intl.RelativeTimeFormat(LIST_LOCALES[language], { numeric: 'auto' });
  const seconds = Math.round((new Date(instant).getTime() - now.getTime()) / 1000);
  for (const [unit, size] of UNITS) {
    if (Math.abs(seconds) >= size) return format.format(Math.trunc(seconds / size), unit);
  }
  return format.format(0, 'second');
}
