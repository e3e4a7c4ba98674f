// The operators' day view (docs/booking-rules.md "Operators' day view"): for one Montreal day and
// one trade, each approved pro's jobs and free start times, and the bookings still waiting for a pro.
import type { BookingStatus, TimelineStatus } from './booking-status.js';

/** GET ADMIN_DAY_ROUTE: a Montreal day (YYYY-MM-DD, past days too) and a bookable trade. */
export interface AdminDayQuery {
  date: string;
  serviceId: string;
}

/** A job the pro holds that day (not cancelled). */
export interface AdminDayJobView {
  bookingNumber: string;
  /** 'HH:MM', Montreal wall clock. */
  scheduledTime: string;
  /** When the pro is free again (the job's end plus the travel buffer), ISO instant. */
  endsAt: string;
  status: BookingStatus;
  timelineStatus: TimelineStatus;
  /** Not assigned yet: a waiting booking that holds this pro's time (docs/booking-rules.md). */
  held: boolean;
  /** For an assigned job not started yet: the other pros free at its time, who may be given it. */
  freeProIds: string[];
  /**
   * Whether its pro holds now what the job's trade and value require (docs/verified-trades.md). False:
   * a credential lapsed or went back to review since they got it, so they can neither go on the way
   * nor start it (409 PRO_NOT_QUALIFIED): an operator gives it to another pro.
   */
  proQualified: boolean;
}

export interface AdminDayProView {
  /** The pro's `users` id: what the 'assign' transition takes. */
  id: string;
  firstName: string;
  lastName: string;
  /** By start time. */
  jobs: AdminDayJobView[];
  /** The grid times (SLOT_GRID_TIMES) at which a job of the trade's shortest sub-service could start (isProFreeAt). */
  freeTimes: string[];
}

/** A booking of the trade that day that no pro holds yet (pending). */
export interface AdminDayWaitingView {
  bookingNumber: string;
  scheduledTime: string;
  subServiceName: string;
  postalCode: string;
  /** The day's pros (ids of `pros`) free for this job at its time, with its own sub-service's length. */
  freeProIds: string[];
}

/** The trade's cap for the day (docs/booking-rules.md "Moving Day"): at most this many bookings. */
export interface AdminDayCapacityView {
  maxBookings: number;
}

export interface AdminDayView {
  date: string;
  serviceId: string;
  /** The day's cap for the trade, or null: no cap, every free time can be booked. */
  capacity: AdminDayCapacityView | null;
  /** The trade's bookings that day, not cancelled (what the cap counts). */
  booked: number;
  /**
   * The trade's active approved pros holding what its every job requires, whatever their areas, and
   * any other pro who still holds an assigned job of the trade that day (no free time: suspended from
   * the trade, docs/verified-trades.md, or no longer active), by last then first name.
   */
  pros: AdminDayProView[];
  /** By time. */
  unassigned: AdminDayWaitingView[];
}

/** GET AdminDayQuery -> AdminDayView (admin). */
export const ADMIN_DAY_ROUTE = 'admin/day';

/**
 * PUT ADMIN_DAY_CAPACITY_ROUTE (admin): sets the trade's cap for a day, today or later; DELETE
 * ADMIN_DAY_CAPACITY_ROUTE?date&serviceId removes it. Both answer the day's AdminDayView.
 */
export const ADMIN_DAY_CAPACITY_ROUTE = 'admin/day/capacity';

export interface SetDayCapacityRequest {
  date: string;
  serviceId: string;
  /** Whole number from 0 (the trade takes no booking that day) to DAY_CAPACITY_MAX. */
  maxBookings: number;
}

export const DAY_CAPACITY_MAX = 1000;

/** Field codes of a refused cap (400 VALIDATION_FAILED `fields`), besides the day's and the trade's. */
export const DayCapacityFieldError = {
  /** Not a whole number from 0 to DAY_CAPACITY_MAX. */
  InvalidCap: 'INVALID_CAP',
  /** A day before today (Montreal): a cap only matters for days still to come. */
  DateInPast: 'DATE_IN_PAST',
} as const;
export type DayCapacityFieldError = (typeof DayCapacityFieldError)[keyof typeof DayCapacityFieldError];

/** Whether `value` is a cap a trade's day may have. */
export function isDayCapacity(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= DAY_CAPACITY_MAX;
}
