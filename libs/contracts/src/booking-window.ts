// The days a booking can be made for: the wizard offers today (Montreal) and the next days,
// AVAILABILITY_HORIZON_DAYS in all (docs/booking-rules.md, Free slots). The assistant carries a
// day it read into the wizard only inside this window, and the wizard takes only such a day.
import { AVAILABILITY_HORIZON_DAYS } from './business-constants.js';
import { isIsoDate, todayInToronto } from './dates.js';
import { addDays } from './pro-schedule.js';

export interface BookingWindow {
  /** Today in Montreal, 'YYYY-MM-DD'. */
  first: string;
  /** The last day the wizard offers. */
  last: string;
}

export function bookingWindow(now: Date): BookingWindow {
  const first = todayInToronto(now);
  return { first, last: addDays(first, AVAILABILITY_HORIZON_DAYS - 1) };
}

export type BookingDateProblem = 'invalid' | 'past' | 'too_far';

/** Why `date` cannot be chosen in the wizard at `now`, or null when it can. */
export function bookingDateProblem(date: string, now: Date): BookingDateProblem | null {
  if (!isIsoDate(date)) return 'invalid';
  const { first, last } = bookingWindow(now);
  // Zero-padded ISO dates sort lexicographically in calendar order.
  if (date < first) return 'past';
  return date > last ? 'too_far' : null;
}
