import { BOOKING_NUMBER_PREFIX } from './business-constants.js';
import { todayInToronto } from './dates.js';

/** HM-{year}-{9 digits}, e.g. HM-2026-123456789. */
export const BOOKING_NUMBER_PATTERN = /^HM-\d{4}-\d{9}$/;

/**
 * HM-{yyyy}-{last 6 digits of epoch ms}{3-digit zero-padded random}.
 * Not unique by construction (1000 random values per millisecond window); the database's
 * unique constraint is the guarantee, and the caller retries on a clash.
 * `random` must return a value in [0, 1), like Math.random.
 */
export function generateBookingNumber(now: Date = new Date(), random: () => number = Math.random): string {
  // The year is Toronto's, like the booking dates, so a booking made on the evening of
  // 31 December in Montreal does not carry next year's number.
  const year = todayInToronto(now).slice(0, 4);
  const millis = String(now.getTime()).slice(-6).padStart(6, '0');
  const value = random();
  if (!(value >= 0 && value < 1)) throw new RangeError(`random() must return a value in [0, 1), got ${value}`);
  const draw = Math.floor(value * 1000);
  return `${BOOKING_NUMBER_PREFIX}-${year}-${millis}${String(draw).padStart(3, '0')}`;
}

export function isBookingNumber(value: string): boolean {
  return BOOKING_NUMBER_PATTERN.test(value);
}
