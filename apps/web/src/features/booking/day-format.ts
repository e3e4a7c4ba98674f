import { isIsoDate, type Language } from '@hm/contracts';

// A day of the date step's picker, in three short parts ('Fri' '28' 'Nov' / 'ven.' '28' 'nov.').
// The day is a wall-clock date, formatted as UTC so the browser's own zone never shifts it.

export interface DayParts {
  weekday: string;
  day: string;
  month: string;
}

const FORMATS: Partial<Record<Language, Intl.DateTimeFormat>> = {};
const LOCALES: Readonly<Record<Language, string>> = { en: 'en-US', fr: 'fr-CA' };

const format = (language: Language): Intl.DateTimeFormat =>
  (FORMATS[language] ??= new Intl.DateTimeFormat(LOCALES[language], { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' }));

export function dayParts(date: string, language: Language): DayParts {
  if (!isIsoDate(date)) return { weekday: '', day: date, month: '' };
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const parts = format(language).formatToParts(new Date(Date.UTC(year, month - 1, day)));
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((candidate) => candidate.type === type)?.value ?? '';
  return { weekday: part('weekday'), day: part('day'), month: part('month') };
}
