// When a job may move, and what the customer is told about the arrival (docs/booking-rules.md
// "On the day"). All of it on Montreal's clock (BOOKING_TIME_ZONE), whatever the device's zone.
import { ARRIVAL_ESTIMATE_MAX_AHEAD_MINUTES, ARRIVAL_WINDOW_MINUTES, BOOKING_TIME_ZONE } from './business-constants.js';
import { allowedBookingActions, BookingAction, type BookingState } from './booking-transitions.js';
import { isIsoDate, todayInToronto } from './dates.js';
import { isValidTime24 } from './time-slots.js';
import { wallClockToUtc } from './wall-clock.js';

/** Going en route and starting happen on the visit's day; completing follows the start (the state machine). */
export const JOB_DAY_ACTIONS: readonly BookingAction[] = [BookingAction.EnRoute, BookingAction.Start];

/** True when `action` may not be taken today for a visit on `scheduledDate` ('YYYY-MM-DD', Montreal). */
export function isOffJobDay(action: BookingAction, scheduledDate: string, now: Date = new Date()): boolean {
  return JOB_DAY_ACTIONS.includes(action) && scheduledDate !== todayInToronto(now);
}

/** What the assigned professional may do now: the state machine's steps, less those of another day. */
export function allowedProActions(state: BookingState, scheduledDate: string, now: Date = new Date()): BookingAction[] {
  return allowedBookingActions(state, 'professional').filter((action) => !isOffJobDay(action, scheduledDate, now));
}

const minutesOf = (time: string): number => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
const clock = (minutes: number): string =>
  `${String(Math.floor(minutes / 60) % 24).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/**
 * The window the customer is promised from booking on: from the booked time ('HH:MM') to
 * ARRIVAL_WINDOW_MINUTES later, both wall-clock times of the visit's day.
 */
export function arrivalWindow(scheduledTime: string): { from: string; to: string } {
  const start = minutesOf(scheduledTime);
  return { from: scheduledTime, to: clock(Math.min(start + ARRIVAL_WINDOW_MINUTES, 23 * 60 + 59)) };
}

const LOCAL_DATE_TIME = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})$/;

/**
 * The instant of a Montreal wall-clock date-time 'YYYY-MM-DDTHH:MM' (what the pro types), or
 * null when it is not one. A value with a zone or an offset is refused: the pro's device zone
 * must never change the time the customer reads.
 */
export function montrealDateTimeToInstant(value: unknown): Date | null {
  if (typeof value !== 'string') return null;
  const match = LOCAL_DATE_TIME.exec(value);
  if (!match || !isIsoDate(match[1]!) || !isValidTime24(match[2]!)) return null;
  return wallClockToUtc(match[1]!, match[2]!, BOOKING_TIME_ZONE);
}

/** A minute of slack: a pro who types "now" has not typed a time in the past. */
const ARRIVAL_PAST_SLACK_MS = 60_000;

/**
 * The estimated arrival a pro gives (a Montreal 'YYYY-MM-DDTHH:MM'), as an instant, or null when it
 * is not a date-time, is already past, or is more than ARRIVAL_ESTIMATE_MAX_AHEAD_MINUTES away.
 */
export function arrivalEstimate(value: unknown, now: Date = new Date()): Date | null {
  const at = montrealDateTimeToInstant(value);
  if (!at) return null;
  const ahead = at.getTime() - now.getTime();
  if (ahead < -ARRIVAL_PAST_SLACK_MS || ahead > ARRIVAL_ESTIMATE_MAX_AHEAD_MINUTES * 60_000) return null;
  return at;
}

// Made on first use (a formatter with a time zone is costly to create; see dates.ts).
let montrealPartsFormat: Intl.DateTimeFormat | undefined;
const montrealParts = (): Intl.DateTimeFormat =>
  (montrealPartsFormat ??= new Intl.DateTimeFormat('en-CA', {
    timeZone: BOOKING_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }));

/** `instant` as the Montreal wall-clock 'YYYY-MM-DDTHH:MM' (the value of a date-time field). */
export function montrealDateTimeOf(instant: Date): string {
  const parts = Object.fromEntries(
    montrealParts()
      .formatToParts(instant)
      .map((part) => [part.type, part.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}`;
}
