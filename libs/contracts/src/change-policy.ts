// Free changes until shortly before the visit, a fee after that (docs/booking-rules.md, "Edits" and
// "Cancellations"). The web states it before the customer acts; the API enforces it.
import { BOOKING_TIME_ZONE, FREE_CHANGE_NOTICE_HOURS } from './business-constants.js';
import { wallClockToUtc } from './wall-clock.js';

/** The visit's Montreal wall-clock date ('YYYY-MM-DD') and time ('HH:MM'), as a booking stores them. */
export interface ScheduledVisit {
  scheduledDate: string;
  scheduledTime: string;
}

/** Kinds of late-change fee: at most one of each per booking. */
export const LATE_FEE_KINDS = ['late_cancellation', 'late_reschedule'] as const;
export type LateFeeKind = (typeof LATE_FEE_KINDS)[number];

/**
 * The last instant at which the visit may be moved or cancelled for free: FREE_CHANGE_NOTICE_HOURS
 * of real time before its start (so on the day clocks change it reads an hour off on the clock).
 */
export function freeChangeDeadline(visit: ScheduledVisit): Date {
  const start = wallClockToUtc(visit.scheduledDate, visit.scheduledTime, BOOKING_TIME_ZONE);
  return new Date(start.getTime() - FREE_CHANGE_NOTICE_HOURS * 3_600_000);
}

/** Whether a change made at `now` to the visit as it stands is late (at or after the deadline). */
export function isLateChange(visit: ScheduledVisit, now: Date = new Date()): boolean {
  return now.getTime() >= freeChangeDeadline(visit).getTime();
}
