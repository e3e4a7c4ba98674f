import { BOOKING_FIRST_HOUR, BOOKING_LAST_HOUR, BOOKING_SLOT_INTERVAL_MINUTES, TIME_PICKER_MINUTE_STEP } from './business-constants.js';

const TIME_24H = /^([01]\d|2[0-3]):([0-5]\d)$/;

export type DayPeriod = 'AM' | 'PM';
export const DAY_PERIODS: readonly DayPeriod[] = ['AM', 'PM'];

export interface Time12h {
  /** 1..12 */
  hour: number;
  /** 0..59 */
  minute: number;
  period: DayPeriod;
}

function pad2(value: number): string {
  return String(value).padStart(2, '0');
}

function minutesOfDay(time: string): number | undefined {
  const match = TIME_24H.exec(time);
  if (!match) return undefined;
  return Number(match[1]) * 60 + Number(match[2]);
}

function buildBookingSlots(): readonly string[] {
  const slots: string[] = [];
  const last = BOOKING_LAST_HOUR * 60 + 60 - BOOKING_SLOT_INTERVAL_MINUTES;
  for (let m = BOOKING_FIRST_HOUR * 60; m <= last; m += BOOKING_SLOT_INTERVAL_MINUTES) {
    slots.push(`${pad2(Math.floor(m / 60))}:${pad2(m % 60)}`);
  }
  return Object.freeze(slots);
}

/** The 24h list: '08:00', '08:30', ..., '20:30'. */
export const BOOKING_TIME_SLOTS: readonly string[] = buildBookingSlots();

/**
 * The 12h picker offers every hour 1..12 with AM/PM (this list is
 * ambiguous: 9 AM and 9 PM are both offered), so the choice is checked afterwards with
 * isWithinBookingHours.
 */
export const TIME_PICKER_HOURS_12H: readonly number[] = Object.freeze(Array.from({ length: 12 }, (_, i) => i + 1));

/** 0, 15, 30, 45 */
export const TIME_PICKER_MINUTES: readonly number[] = Object.freeze(
  Array.from({ length: 60 / TIME_PICKER_MINUTE_STEP }, (_, i) => i * TIME_PICKER_MINUTE_STEP),
);

/** A 24h 'HH:MM' string, 00:00 to 23:59. */
export function isValidTime24(time: string): boolean {
  return TIME_24H.test(time);
}

/** 12 AM is 00, 12 PM is 12, and other PM hours add 12. Returns 'HH:MM'. */
export function to24h(hour12: number, minute: number, period: DayPeriod): string {
  if (!Number.isInteger(hour12) || hour12 < 1 || hour12 > 12) {
    throw new RangeError(`hour must be 1..12, got ${hour12}`);
  }
  if (!Number.isInteger(minute) || minute < 0 || minute > 59) {
    throw new RangeError(`minute must be 0..59, got ${minute}`);
  }
  const hour24 = (hour12 % 12) + (period === 'PM' ? 12 : 0);
  return `${pad2(hour24)}:${pad2(minute)}`;
}

/** The inverse of to24h: '00:15' -> 12:15 AM, '12:00' -> 12:00 PM, '20:30' -> 8:30 PM. */
export function to12h(time: string): Time12h {
  const total = minutesOfDay(time);
  if (total === undefined) throw new RangeError(`Not a 24h HH:MM time: ${time}`);
  const hour24 = Math.floor(total / 60);
  return {
    hour: hour24 % 12 === 0 ? 12 : hour24 % 12,
    minute: total % 60,
    period: hour24 < 12 ? 'AM' : 'PM',
  };
}

/**
 * A bookable start time: 08:00 to 20:30 inclusive, on a 15-minute step (the picker's
 * minutes). What the API accepts for scheduled_time.
 */
export function isWithinBookingHours(time: string): boolean {
  const total = minutesOfDay(time);
  if (total === undefined) return false;
  const first = BOOKING_FIRST_HOUR * 60;
  const last = BOOKING_LAST_HOUR * 60 + 60 - BOOKING_SLOT_INTERVAL_MINUTES;
  return total >= first && total <= last && total % TIME_PICKER_MINUTE_STEP === 0;
}
