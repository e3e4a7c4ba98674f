import { BOOKING_TIME_ZONE, wallClockToUtc } from '@hm/contracts';

/** The reminder goes 24 h before the visit (docs/booking-rules.md). */
export const REMINDER_LEAD_MS = 24 * 60 * 60 * 1000;

/**
 * How long to wait before the reminder of a visit on this Toronto date and time, or null when
 * the visit is less than 24 h away: then no reminder is sent (the confirmation or the edit's
 * message has just told the customer, and a "tomorrow" reminder would be wrong).
 */
export function reminderDelayMs(scheduledDate: string, scheduledTime: string, now: Date = new Date()): number | null {
  const visit = wallClockToUtc(scheduledDate, scheduledTime, BOOKING_TIME_ZONE);
  const delay = visit.getTime() - REMINDER_LEAD_MS - now.getTime();
  return delay > 0 ? Math.round(delay) : null;
}

/**
 * outbox.delay_ms is an integer (about 24.8 days at most). A visit further away gets a job at
 * this delay; the worker finds it early and queues the rest of the wait again.
 */
export const MAX_REMINDER_DELAY_MS = 20 * 24 * 60 * 60 * 1000;
