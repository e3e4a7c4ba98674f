import { getService, getSubService } from '@hm/catalog';
import { BOOKING_TIME_ZONE, formatClockTime, isIsoDate, type BookingSummaryView, type Clock, type Language } from '@hm/contracts';

// How the dashboard writes dates (US English, 12-hour, short month; French as
// Quebec writes it). Booking date and time are wall-clock values, formatted as UTC so the
// browser's zone cannot shift them; `createdAt` is an instant, shown in Montreal time.

const LOCALE: Record<Language, string> = { en: 'en-US', fr: 'fr-CA' };

const dayFormats = new Map<string, Intl.DateTimeFormat>();
function format(language: Language, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${language}|${JSON.stringify(options)}`;
  let formatter = dayFormats.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(LOCALE[language], options);
    dayFormats.set(key, formatter);
  }
  return formatter;
}

function utcDay(date: string): Date | null {
  if (!isIsoDate(date)) return null;
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day));
}

/** 'Mar 3, 2026' / '3 mars 2026'. */
export function formatDay(date: string, language: Language): string {
  const day = utcDay(date);
  return day ? format(language, { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' }).format(day) : date;
}

/** 'Mar 3' / '3 mars': the chart's axis. */
export function formatShortDay(date: string, language: Language): string {
  const day = utcDay(date);
  return day ? format(language, { month: 'short', day: 'numeric', timeZone: 'UTC' }).format(day) : date;
}

/** '2:30 PM' / '14 h 30' (on `clock`, else the language's default). */
export function formatTime(time: string, language: Language, clock?: Clock): string {
  return formatClockTime(time, language, clock);
}

/** An instant as the day it was in Montreal. */
export function formatInstantDay(iso: string, language: Language): string {
  const instant = new Date(iso);
  if (Number.isNaN(instant.getTime())) return iso;
  return format(language, { month: 'short', day: 'numeric', year: 'numeric', timeZone: BOOKING_TIME_ZONE }).format(instant);
}

/** 'Plumbing · Leak repair' in the reader's language; the stored name when the catalogue no longer has it. */
export function serviceLabel(
  booking: Pick<BookingSummaryView, 'serviceId' | 'subServiceId' | 'subServiceName'>,
  language: Language,
): {
  service: string;
  option: string;
} {
  const service = getService(booking.serviceId);
  const option = getSubService(booking.serviceId, booking.subServiceId);
  return { service: service?.name[language] ?? booking.serviceId, option: option?.name[language] ?? booking.subServiceName };
}
