import { formatClockTime, isIsoDate, type Clock, type Language } from '@hm/contracts';

// How the chosen date and time read (English shows US English, short month; the time on the
// person's clock, docs/languages.md). Both are wall-clock values of the booking, so they are formatted as UTC to keep
// the browser's own zone from shifting them.

// Made on first use: a module without top-level work is left out of the pages that only open the
// wizard (the landing page's JS budget).
const DATE_FORMATS: Partial<Record<Language, Intl.DateTimeFormat>> = {};
const DATE_OPTIONS: Readonly<Record<Language, [string, Intl.DateTimeFormatOptions]>> = {
  en: ['en-US', { weekday: 'short', month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' }],
  fr: ['fr-CA', { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' }],
};
const dateFormat = (language: Language): Intl.DateTimeFormat =>
  (DATE_FORMATS[language] ??= new Intl.DateTimeFormat(...DATE_OPTIONS[language]));

/** 'Tue, Mar 3, 2026' / 'mardi 3 mars 2026'; anything else is returned as it is. */
export function formatBookingDate(date: string, language: Language): string {
  if (!isIsoDate(date)) return date;
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return dateFormat(language).format(new Date(Date.UTC(year, month - 1, day)));
}

/** '2:30 PM' / '14 h 30' (on `clock`, else the language's default); anything else is returned as it is. */
export function formatBookingTime(time: string, language: Language, clock?: Clock): string {
  return formatClockTime(time, language, clock);
}
