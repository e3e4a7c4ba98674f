// A professional's schedule (docs/pros.md "Availability"): weekly working hours and days off, in
// Montreal wall time, set in the pro app and read by the free-slot rule (availability.ts). The
// rules here are the web form's and the API's alike.
//
// Texts: namespace `proApp` (`availability.*`), field codes under `availability.errors`.
import {
  PRO_DAYS_OFF_MAX_AHEAD_DAYS,
  PRO_DAYS_OFF_RANGES_MAX,
  PRO_HOURS_EARLIEST,
  PRO_HOURS_INTERVALS_PER_DAY_MAX,
  PRO_HOURS_LATEST,
  PRO_HOURS_STEP_MINUTES,
} from './business-constants.js';
import { isIsoDate } from './dates.js';

/** Monday first, as a Quebec calendar week. */
export const WEEKDAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** 'HH:MM' to 'HH:MM' on the Montreal wall clock, start < end. */
export interface WorkingInterval {
  start: string;
  end: string;
}

/** Each day's working intervals, sorted, not overlapping; [] is a day off every week. */
export type WeeklyHours = Record<Weekday, WorkingInterval[]>;

/** Days off from `from` to `to` ('YYYY-MM-DD', both included); one day has from = to. */
export interface DaysOffRange {
  from: string;
  to: string;
}

/** PUT PRO_APP_ROUTES.schedule. */
export interface UpdateProScheduleRequest {
  weeklyHours: WeeklyHours;
  daysOff: DaysOffRange[];
}

/** GET/PUT PRO_APP_ROUTES.schedule: the pro's schedule; days off that ended before today are left out. */
export interface ProScheduleView extends UpdateProScheduleRequest {
  /** false until the pro first saves: the hours shown are then DEFAULT_WEEKLY_HOURS. */
  saved: boolean;
}

/** What a pro works before setting hours (a new or just approved pro): Monday to Friday, 08:00 to 17:00. */
export const DEFAULT_WEEKLY_HOURS: Readonly<WeeklyHours> = Object.freeze({
  monday: [{ start: '08:00', end: '17:00' }],
  tuesday: [{ start: '08:00', end: '17:00' }],
  wednesday: [{ start: '08:00', end: '17:00' }],
  thursday: [{ start: '08:00', end: '17:00' }],
  friday: [{ start: '08:00', end: '17:00' }],
  saturday: [],
  sunday: [],
});

/** Codes of the `fields` of a 400 VALIDATION_FAILED answer to PUT schedule (keys below). */
export const ScheduleFieldError = {
  /** `weeklyHours.<day>.<i>`: not an 'HH:MM' time on a PRO_HOURS_STEP_MINUTES step. */
  InvalidTime: 'INVALID_TIME',
  /** `weeklyHours.<day>.<i>`: starts before PRO_HOURS_EARLIEST or ends after PRO_HOURS_LATEST. */
  OutsideHours: 'OUTSIDE_HOURS',
  /** `weeklyHours.<day>.<i>`: ends at or before its start. */
  EndBeforeStart: 'END_BEFORE_START',
  /** `weeklyHours.<day>.<i>`: overlaps an earlier interval of the same day. */
  Overlap: 'OVERLAP',
  /** `weeklyHours.<day>`: missing, not a list, or more than PRO_HOURS_INTERVALS_PER_DAY_MAX intervals. */
  InvalidDay: 'INVALID_DAY',
  /** `daysOff.<i>`: not two real 'YYYY-MM-DD' days. */
  InvalidDate: 'INVALID_DATE',
  /** `daysOff.<i>`: starts before today (Montreal). */
  DateInPast: 'DATE_IN_PAST',
  /** `daysOff.<i>`: ends more than PRO_DAYS_OFF_MAX_AHEAD_DAYS days after today. */
  DateTooFar: 'DATE_TOO_FAR',
  /** `daysOff.<i>`: ends before it starts. */
  RangeReversed: 'RANGE_REVERSED',
  /** `daysOff`: not a list, or more than PRO_DAYS_OFF_RANGES_MAX ranges. */
  TooManyDaysOff: 'TOO_MANY_DAYS_OFF',
} as const;
export type ScheduleFieldError = (typeof ScheduleFieldError)[keyof typeof ScheduleFieldError];

const HH_MM = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** Minutes since midnight of an 'HH:MM' time, or null. */
export function minutesOfTime(time: unknown): number | null {
  const match = typeof time === 'string' ? HH_MM.exec(time) : null;
  return match ? Number(match[1]) * 60 + Number(match[2]) : null;
}

/** The 'YYYY-MM-DD' `days` after `date` (negative: before). */
export function addDays(date: string, days: number): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

/** The weekday of a 'YYYY-MM-DD' day (the calendar's, whatever the zone). */
export function weekdayOf(date: string): Weekday {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return WEEKDAYS[(new Date(Date.UTC(year, month - 1, day)).getUTCDay() + 6) % 7]!;
}

const EARLIEST = minutesOfTime(PRO_HOURS_EARLIEST)!;
// '21:00' and not '24:00': a working day ends by PRO_HOURS_LATEST.
const LATEST = minutesOfTime(PRO_HOURS_LATEST)!;

function intervalError(interval: unknown): ScheduleFieldError | null {
  if (typeof interval !== 'object' || interval === null) return ScheduleFieldError.InvalidTime;
  const { start, end } = interval as Record<string, unknown>;
  const from = minutesOfTime(start);
  const to = minutesOfTime(end);
  if (from === null || to === null || from % PRO_HOURS_STEP_MINUTES !== 0 || to % PRO_HOURS_STEP_MINUTES !== 0)
    return ScheduleFieldError.InvalidTime;
  if (to <= from) return ScheduleFieldError.EndBeforeStart;
  if (from < EARLIEST || to > LATEST) return ScheduleFieldError.OutsideHours;
  return null;
}

/** The problem of one range of days off, or null; `today` is Montreal's (todayInToronto). */
export function daysOffRangeError(range: unknown, today: string): ScheduleFieldError | null {
  if (typeof range !== 'object' || range === null) return ScheduleFieldError.InvalidDate;
  const { from, to } = range as Record<string, unknown>;
  if (typeof from !== 'string' || typeof to !== 'string' || !isIsoDate(from) || !isIsoDate(to)) return ScheduleFieldError.InvalidDate;
  if (to < from) return ScheduleFieldError.RangeReversed;
  if (from < today) return ScheduleFieldError.DateInPast;
  if (to > addDays(today, PRO_DAYS_OFF_MAX_AHEAD_DAYS)) return ScheduleFieldError.DateTooFar;
  return null;
}

/**
 * Every problem of a schedule sent by a pro, keyed by field path (`weeklyHours.monday.1`,
 * `daysOff.0`, `daysOff`); {} when it can be saved. `today` is Montreal's (todayInToronto).
 */
export function proScheduleErrors(value: unknown, today: string): Partial<Record<string, ScheduleFieldError>> {
  const errors: Partial<Record<string, ScheduleFieldError>> = {};
  const body = typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
  const week = typeof body.weeklyHours === 'object' && body.weeklyHours !== null ? (body.weeklyHours as Record<string, unknown>) : {};
  for (const day of WEEKDAYS) {
    const intervals = week[day];
    if (!Array.isArray(intervals) || intervals.length > PRO_HOURS_INTERVALS_PER_DAY_MAX) {
      errors[`weeklyHours.${day}`] = ScheduleFieldError.InvalidDay;
      continue;
    }
    const valid: { index: number; from: number; to: number }[] = [];
    intervals.forEach((interval, index) => {
      const error = intervalError(interval);
      if (error) errors[`weeklyHours.${day}.${index}`] = error;
      else {
        const { start, end } = interval as WorkingInterval;
        valid.push({ index, from: minutesOfTime(start)!, to: minutesOfTime(end)! });
      }
    });
    // The later of two overlapping intervals (in the order sent) carries the error; touching is fine.
    for (const current of valid) {
      if (valid.some((other) => other.index < current.index && other.from < current.to && current.from < other.to))
        errors[`weeklyHours.${day}.${current.index}`] = ScheduleFieldError.Overlap;
    }
  }
  if (!Array.isArray(body.daysOff) || body.daysOff.length > PRO_DAYS_OFF_RANGES_MAX) errors.daysOff = ScheduleFieldError.TooManyDaysOff;
  else
    body.daysOff.forEach((range, index) => {
      const error = daysOffRangeError(range, today);
      if (error) errors[`daysOff.${index}`] = error;
    });
  return errors;
}

/**
 * A valid schedule as stored: each day's intervals sorted by start, days off sorted with
 * overlapping or adjacent ranges merged (a pro adding a day inside a holiday changes nothing).
 */
export function normalizeProSchedule(request: UpdateProScheduleRequest): UpdateProScheduleRequest {
  const weeklyHours = Object.fromEntries(
    WEEKDAYS.map((day) => [
      day,
      [...request.weeklyHours[day]].map(({ start, end }) => ({ start, end })).sort((a, b) => a.start.localeCompare(b.start)),
    ]),
  ) as WeeklyHours;
  const daysOff: DaysOffRange[] = [];
  for (const { from, to } of [...request.daysOff].sort((a, b) => a.from.localeCompare(b.from) || a.to.localeCompare(b.to))) {
    const last = daysOff.at(-1);
    if (last && from <= addDays(last.to, 1)) last.to = to > last.to ? to : last.to;
    else daysOff.push({ from, to });
  }
  return { weeklyHours, daysOff };
}

/** Whether `date` falls in one of the ranges. */
export function isDayOff(date: string, daysOff: readonly DaysOffRange[]): boolean {
  return daysOff.some((range) => range.from <= date && date <= range.to);
}
