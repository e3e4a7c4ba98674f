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

export interface AdminDayView {
  date: string;
  serviceId: string;
  /** The trade's approved pros, whatever their areas, by last then first name. */
  pros: AdminDayProView[];
  /** By time. */
  unassigned: AdminDayWaitingView[];
}

/** GET AdminDayQuery -> AdminDayView (admin). */
export const ADMIN_DAY_ROUTE = 'admin/day';
