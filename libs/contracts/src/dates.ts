import { BOOKING_TIME_ZONE } from './business-constants.js';

const ISO_DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

// en-CA formats numeric dates as YYYY-MM-DD, but reading the parts does not depend on that.
// Made on first use: a formatter with a time zone costs tens of milliseconds to create, which
// a page that never needs today's date (most of them) should not spend while its code loads.
let torontoDateFormat: Intl.DateTimeFormat | undefined;
const torontoDates = (): Intl.DateTimeFormat =>
  (torontoDateFormat ??= new Intl.DateTimeFormat('en-CA', {
    timeZone: BOOKING_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }));

/**
 * The calendar date in Toronto at `now` as 'YYYY-MM-DD'. The booking date minimum is this,
 * not the server's or the browser's own date, so both sides agree near midnight.
 */
export function todayInToronto(now: Date = new Date()): string {
  const parts = torontoDates().formatToParts(now);
  const part = (type: Intl.DateTimeFormatPartTypes): string => {
    const found = parts.find((p) => p.type === type);
    if (!found) throw new Error(`Intl did not return the ${type} of ${now.toISOString()}`);
    return found.value;
  };
  return `${part('year')}-${part('month')}-${part('day')}`;
}

let torontoClockFormat: Intl.DateTimeFormat | undefined;
const torontoClock = (): Intl.DateTimeFormat =>
  (torontoClockFormat ??= new Intl.DateTimeFormat('en-CA', {
    timeZone: BOOKING_TIME_ZONE,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }));

/** Minutes since midnight on Toronto's wall clock at `now` (0 to 1439). */
export function minutesOfDayInToronto(now: Date = new Date()): number {
  const parts = torontoClock().formatToParts(now);
  const value = (type: 'hour' | 'minute') => Number(parts.find((p) => p.type === type)?.value);
  return value('hour') * 60 + value('minute');
}

/** A 'YYYY-MM-DD' string naming a real calendar day (no 2026-02-30). */
export function isIsoDate(value: string): boolean {
  const match = ISO_DATE_PATTERN.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** `date` is the same day as `min` or later; false when either is not a valid ISO date. */
export function isDateNotBefore(date: string, min: string): boolean {
  if (!isIsoDate(date) || !isIsoDate(min)) return false;
  // Zero-padded ISO dates sort lexicographically in calendar order.
  return date >= min;
}
