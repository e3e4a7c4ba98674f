// Booking life cycle. The booking status is the commercial state; the timeline
// status is how far the job itself has gone. Both are stored as these string values.

export const BookingStatus = {
  Pending: 'pending',
  Confirmed: 'confirmed',
  InProgress: 'in_progress',
  Completed: 'completed',
  Cancelled: 'cancelled',
} as const;
export type BookingStatus = (typeof BookingStatus)[keyof typeof BookingStatus];

export const BOOKING_STATUSES: readonly BookingStatus[] = [
  BookingStatus.Pending,
  BookingStatus.Confirmed,
  BookingStatus.InProgress,
  BookingStatus.Completed,
  BookingStatus.Cancelled,
];

export const INITIAL_BOOKING_STATUS: BookingStatus = BookingStatus.Pending;

export const TimelineStatus = {
  WaitingForPro: 'waiting_for_pro',
  ProAssigned: 'pro_assigned',
  EnRoute: 'en_route',
  InProgress: 'in_progress',
  Completed: 'completed',
} as const;
export type TimelineStatus = (typeof TimelineStatus)[keyof typeof TimelineStatus];

/** In the order a job moves through them. */
export const TIMELINE_STATUSES: readonly TimelineStatus[] = [
  TimelineStatus.WaitingForPro,
  TimelineStatus.ProAssigned,
  TimelineStatus.EnRoute,
  TimelineStatus.InProgress,
  TimelineStatus.Completed,
];

export type TimelineStepState = 'done' | 'current' | 'upcoming';

export function isBookingStatus(value: unknown): value is BookingStatus {
  return typeof value === 'string' && (BOOKING_STATUSES as readonly string[]).includes(value);
}

export function isTimelineStatus(value: unknown): value is TimelineStatus {
  return typeof value === 'string' && (TIMELINE_STATUSES as readonly string[]).includes(value);
}

/** 0 when waiting for a pro, 100 when complete, in steps of 25. */
export function timelineProgressPercent(status: TimelineStatus): number {
  return (timelineIndex(status) / (TIMELINE_STATUSES.length - 1)) * 100;
}

export function timelineStepState(current: TimelineStatus, step: TimelineStatus): TimelineStepState {
  const currentIndex = timelineIndex(current);
  const stepIndex = timelineIndex(step);
  if (stepIndex < currentIndex) return 'done';
  if (stepIndex === currentIndex) return 'current';
  return 'upcoming';
}

/** The customer may still change the booking's details. */
export function isEditableStatus(status: BookingStatus): boolean {
  return status === BookingStatus.Pending || status === BookingStatus.Confirmed;
}

/** The Cancel Booking action is offered. */
export function isCancellableStatus(status: BookingStatus): boolean {
  return status === BookingStatus.Pending || status === BookingStatus.Confirmed;
}

function timelineIndex(status: TimelineStatus): number {
  const index = TIMELINE_STATUSES.indexOf(status);
  // Values arrive from the database and the network; an unknown one is a bug to surface.
  if (index === -1) throw new RangeError(`Unknown timeline status: ${String(status)}`);
  return index;
}
