import { BOOKING_TIME_ZONE, minutesOfDayInToronto, type Language } from '@hm/contracts';

// When something happened (a timeline event, a message, a review), on Montreal's clock: the
// time reads 12-hour in English and '14 h 30' in French, like the booking's time.

const EVENT_FORMATS: Readonly<Record<Language, Intl.DateTimeFormat>> = {
  en: new Intl.DateTimeFormat('en-US', {
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    hour12: true,
    timeZone: BOOKING_TIME_ZONE,
  }),
  fr: new Intl.DateTimeFormat('fr-CA', {
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone: BOOKING_TIME_ZONE,
  }),
};

const DAY_FORMATS: Readonly<Record<Language, Intl.DateTimeFormat>> = {
  en: new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: BOOKING_TIME_ZONE }),
  fr: new Intl.DateTimeFormat('fr-CA', { month: 'long', day: 'numeric', year: 'numeric', timeZone: BOOKING_TIME_ZONE }),
};

function parse(instant: string): Date | null {
  const date = new Date(instant);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** 'Jul 2, 2:45 PM' / '2 juill., 14 h 45'. */
export function formatEventTime(instant: string, language: Language): string {
  const date = parse(instant);
  return date ? EVENT_FORMATS[language].format(date) : instant;
}

/** 'Jul 2, 2026' / '2 juillet 2026'. */
export function formatDay(instant: string, language: Language): string {
  const date = parse(instant);
  return date ? DAY_FORMATS[language].format(date) : instant;
}

const pad2 = (value: number) => String(value).padStart(2, '0');

/** The 'HH:MM' an instant showed on Montreal's clock (to write with the clock preference, formatBookingTime). */
export function torontoClockOf(instant: string): string {
  const minutes = minutesOfDayInToronto(new Date(instant));
  return `${pad2(Math.floor(minutes / 60))}:${pad2(minutes % 60)}`;
}

const PERCENT_LOCALES: Readonly<Record<Language, string>> = { fr: 'fr-CA', en: 'en-US' };

/** A tax rate as invoices print it: '5%' / '9.975%' in English, '5 %' / '9,975 %' in French. */
export function formatRate(rate: number, language: Language): string {
  return new Intl.NumberFormat(PERCENT_LOCALES[language], { style: 'percent', maximumFractionDigits: 3 }).format(rate);
}
