import { formatClockTime, isIsoDate, type Clock, type Language } from '@hm/contracts';

// How the chosen date and time read (English shows US English, short month; the time on the
// person's clock, docs/languages.md). Both are wall-clock values of the booking, so they are formatted as UTC to keep
// the browser's own zone from shifting them.

const DATE_FORMATS: Readonly<Record<Language, Intl.DateTimeFormat>> = {
  en: new Intl.DateTimeFormat('en-US', { weekday: 'short', month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' }),
  fr: new Intl.DateTimeFormat('fr-CA', { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' }),
};

/** 'Tue, Mar 3, 2026' / 'mardi 3 mars 2026'; anything else is returned as it is. */
export function formatBookingDate(date: string, language: Language): string {
  if (!isIsoDate(date)) return date;
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return DATE_FORMATS[language].format(new Date(Date.UTC(year, month - 1, day)));
}

/** '2:30 PM' / '14 h 30' (on `clock`, else the language's default); anything else is returned as it is. */
export function formatBookingTime(time: string, language: Language, clock?: Clock): string {
  return formatClockTime(time, language, clock);
}
