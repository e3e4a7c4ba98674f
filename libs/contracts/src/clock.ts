// How a time of day is written (docs/languages.md, Times): French as Quebec writes it, on the
// 24-hour clock ('14 h 30'); English on the 12-hour clock ('2:30 PM'). A person may switch the
// clock in the booking wizard (the web remembers it in the browser); e-mails follow the
// recipient's language's default.
import type { Language } from './language.js';
import { isValidTime24, to12h } from './time-slots.js';

export const CLOCKS = ['12h', '24h'] as const;
export type Clock = (typeof CLOCKS)[number];

export const DEFAULT_CLOCK: Readonly<Record<Language, Clock>> = { fr: '24h', en: '12h' };

export function isClock(value: unknown): value is Clock {
  return typeof value === 'string' && (CLOCKS as readonly string[]).includes(value);
}

const pad2 = (value: number): string => String(value).padStart(2, '0');

/**
 * A 24 h 'HH:MM' wall-clock time as written in `language` on `clock` (the language's default
 * when absent): fr '14 h 30' / '2 h 30 p.m.', en '2:30 PM' / '14:30'. Anything else is returned
 * as it is.
 */
export function formatClockTime(time: string, language: Language, clock: Clock = DEFAULT_CLOCK[language]): string {
  if (!isValidTime24(time)) return time;
  const [hour24, minute] = time.split(':').map(Number) as [number, number];
  if (clock === '24h') return language === 'fr' ? `${hour24} h ${pad2(minute)}` : time;
  const { hour, period } = to12h(time);
  return language === 'fr' ? `${hour} h ${pad2(minute)} ${period === 'AM' ? 'a.m.' : 'p.m.'}` : `${hour}:${pad2(minute)} ${period}`;
}
