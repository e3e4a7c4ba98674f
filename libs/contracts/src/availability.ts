// Free slots (docs/booking-rules.md "Free slots"): the start times at which a job of a given length
// fits a pro's schedule, for each Montreal day of the horizon. Pure: the caller passes "now", the
// pros' schedules and their jobs.
//
// Times of day are Montreal wall-clock times (a 10:00 visit is 10:00 on the clock, also on the days
// clocks change); lengths are real elapsed minutes, so every comparison is between instants.
import {
  BOOKING_FIRST_HOUR,
  BOOKING_LAST_HOUR,
  BOOKING_SLOT_INTERVAL_MINUTES,
  BOOKING_TIME_ZONE,
  TIME_PICKER_MINUTE_STEP,
} from './business-constants.js';
import { todayInToronto } from './dates.js';
import { addDays, isDayOff, minutesOfTime, weekdayOf, type DaysOffRange, type Weekday, type WeeklyHours } from './pro-schedule.js';
import { wallClockDay, wallClockToUtc } from './wall-clock.js';

const MINUTE_MS = 60_000;

/** A stretch of time a pro is taken, as instants: [start, end), the job's travel buffer included. */
export interface BusyInterval {
  start: Date;
  end: Date;
  /** The booking that takes the time, when known (a waiting job's own hold is not against it). */
  bookingId?: string;
}

export interface ProAvailabilityInput {
  weeklyHours: WeeklyHours;
  daysOff: readonly DaysOffRange[];
  /** The pro's jobs (not cancelled), each from its start to its end plus the buffer. */
  busy: readonly BusyInterval[];
}

export interface SlotRequest {
  /** The sub-service's duration (sub-service-durations.ts in @hm/catalog). */
  durationMinutes: number;
  /** Kept free after the job (JOB_TRAVEL_BUFFER_MINUTES). */
  bufferMinutes: number;
  /** No slot starts sooner than this after `now` (BOOKING_LEAD_TIME_MINUTES). */
  leadTimeMinutes: number;
  now: Date;
  /** Montreal days from today, today included (AVAILABILITY_HORIZON_DAYS). */
  days: number;
}

/** One Montreal day: its free start times ('HH:MM', ascending); `full` when there is none. */
export interface DayAvailability {
  date: string;
  slots: string[];
  full: boolean;
  /** Full because the trade's cap for the day is booked (Moving Day, 1 July), whoever is free. */
  capacityReached?: true;
}

const pad2 = (value: number) => String(value).padStart(2, '0');

/** The start times the wizard can offer: 08:00 to 20:30 on the time picker's 15-minute step. */
export const SLOT_GRID_TIMES: readonly string[] = Object.freeze(
  (() => {
    const times: string[] = [];
    const last = BOOKING_LAST_HOUR * 60 + 60 - BOOKING_SLOT_INTERVAL_MINUTES;
    for (let m = BOOKING_FIRST_HOUR * 60; m <= last; m += TIME_PICKER_MINUTE_STEP)
      times.push(`${pad2(Math.floor(m / 60))}:${pad2(m % 60)}`);
    return times;
  })(),
);

const instant = (date: string, time: string): number => wallClockToUtc(date, time, BOOKING_TIME_ZONE).getTime();

/** The time a job booked for `date` at `time` takes its pro: [start, start + duration + buffer). */
export function jobBusyInterval(date: string, time: string, durationMinutes: number, bufferMinutes: number): BusyInterval {
  const start = instant(date, time);
  return { start: new Date(start), end: new Date(start + (durationMinutes + bufferMinutes) * MINUTE_MS) };
}

const SLOT_GRID_MINUTES: readonly number[] = SLOT_GRID_TIMES.map((time) => minutesOfTime(time)!);
const DAY_MS = 24 * 60 * MINUTE_MS;

/** One pro on one day: their working intervals as instants, and the jobs that reach into the day. */
interface ProDay {
  hours: [number, number][];
  busy: [number, number][];
}

/**
 * What decides whether the pro can take a job on Montreal day `date` (`clock`: that day's instants):
 * null on a day off or a day they do not work. Computed once per day and pro, so that each start
 * time is a few comparisons of instants.
 */
function proDay(pro: ProAvailabilityInput, date: string, weekday: Weekday, clock: (minutes: number) => number): ProDay | null {
  const intervals = pro.weeklyHours[weekday];
  if (intervals.length === 0 || isDayOff(date, pro.daysOff)) return null;
  const dayStart = clock(0);
  // A job starts the same day and lasts less than a day: jobs beyond a day either side never meet it.
  const from = dayStart - DAY_MS;
  const to = dayStart + 2 * DAY_MS;
  return {
    hours: intervals.map((interval): [number, number] => [clock(minutesOfTime(interval.start)!), clock(minutesOfTime(interval.end)!)]),
    busy: pro.busy
      .filter((job) => job.end.getTime() > from && job.start.getTime() < to)
      .map((job): [number, number] => [job.start.getTime(), job.end.getTime()]),
  };
}

/**
 * Whether a job starting at `at` (an instant) fits the pro's day: the job (not its buffer) inside
 * one working interval; the job and its buffer clear of every other job and its buffer.
 */
function fits(day: ProDay, at: number, jobMs: number, occupiedMs: number): boolean {
  if (!day.hours.some(([start, end]) => start <= at && at + jobMs <= end)) return false;
  const end = at + occupiedMs;
  return day.busy.every(([start, stop]) => stop <= at || end <= start);
}

/**
 * The free start times of each Montreal day from today over `request.days` days, for a job that
 * any one of `pros` can do: a time is free when at least one pro is free then. A day with no
 * free time (nobody works, days off, booked up, or too soon) is `full`.
 */
export function availableSlots(pros: readonly ProAvailabilityInput[], request: SlotRequest): DayAvailability[] {
  const jobMs = request.durationMinutes * MINUTE_MS;
  const occupiedMs = (request.durationMinutes + request.bufferMinutes) * MINUTE_MS;
  const earliest = request.now.getTime() + request.leadTimeMinutes * MINUTE_MS;
  const today = todayInToronto(request.now);
  return Array.from({ length: request.days }, (_, offset) => {
    const date = addDays(today, offset);
    const clock = wallClockDay(date, BOOKING_TIME_ZONE);
    const weekday = weekdayOf(date);
    const working = pros.map((pro) => proDay(pro, date, weekday, clock)).filter((day): day is ProDay => day !== null);
    const slots: string[] = [];
    SLOT_GRID_MINUTES.forEach((minutes, index) => {
      const at = clock(minutes);
      if (at >= earliest && working.some((day) => fits(day, at, jobMs, occupiedMs))) slots.push(SLOT_GRID_TIMES[index]!);
    });
    return { date, slots, full: slots.length === 0 };
  });
}

/**
 * Whether `pro` can take a job of `durationMinutes` (then `bufferMinutes` of travel) starting at
 * `time` on Montreal day `date`: the same test as availableSlots, for one pro and one time.
 */
export function isProFreeAt(
  pro: ProAvailabilityInput,
  date: string,
  time: string,
  durationMinutes: number,
  bufferMinutes: number,
): boolean {
  const clock = wallClockDay(date, BOOKING_TIME_ZONE);
  const day = proDay(pro, date, weekdayOf(date), clock);
  return day !== null && fits(day, clock(minutesOfTime(time)!), durationMinutes * MINUTE_MS, (durationMinutes + bufferMinutes) * MINUTE_MS);
}

/** The first `count` free times after `date` `time` (the same day's later ones, then the next days'). */
export function nextFreeSlots(days: readonly DayAvailability[], date: string, time: string, count: number): FreeSlot[] {
  const found: FreeSlot[] = [];
  for (const day of days) {
    if (day.date < date) continue;
    for (const slot of day.slots) {
      if (day.date === date && slot <= time) continue;
      found.push({ date: day.date, time: slot });
      if (found.length === count) return found;
    }
  }
  return found;
}

// ---- The wizard's read (GET AVAILABILITY_ROUTE) -------------------------------------------------

/** GET /api/public/availability: the free start times for one sub-service at one address. */
export interface AvailabilityQuery {
  serviceId: string;
  subServiceId: string;
  postalCode: string;
}

/**
 * Today and the next days (AVAILABILITY_HORIZON_DAYS in all), Montreal days, each with its free
 * start times; a time is free when an approved pro of the trade who serves the postal code is free
 * then (availableSlots). Every day is `full` when nobody serves the area.
 */
export interface AvailabilityView {
  days: DayAvailability[];
}

/** A free start time, as the API proposes it when the chosen one was taken meanwhile (409 SLOT_TAKEN). */
export interface FreeSlot {
  date: string;
  time: string;
}

/** How many of the next free times a SLOT_TAKEN answer proposes (its `details.nextSlots`). */
export const SLOT_TAKEN_ALTERNATIVES = 3;

/** Public (the wizard asks before sign-in), rate-limited per IP like the service-area check. */
export const AVAILABILITY_ROUTE = 'public/availability';
