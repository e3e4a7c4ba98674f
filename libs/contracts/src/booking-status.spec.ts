import { describe, expect, it } from '@jest/globals';
import {
  BOOKING_STATUSES,
  BookingStatus,
  INITIAL_BOOKING_STATUS,
  TIMELINE_STATUSES,
  TimelineStatus,
  isBookingStatus,
  isCancellableStatus,
  isEditableStatus,
  isTimelineStatus,
  timelineProgressPercent,
  timelineStepState,
} from './booking-status.js';

describe('booking statuses', () => {
  it('lists the five statuses of SPEC §4 with their stored values', () => {
    expect(BOOKING_STATUSES).toEqual(['pending', 'confirmed', 'in_progress', 'completed', 'cancelled']);
  });

  it('creates bookings as pending', () => {
    expect(INITIAL_BOOKING_STATUS).toBe('pending');
  });

  it('allows editing and cancelling only while pending or confirmed', () => {
    const open = BOOKING_STATUSES.filter(isEditableStatus);
    expect(open).toEqual([BookingStatus.Pending, BookingStatus.Confirmed]);
    expect(BOOKING_STATUSES.filter(isCancellableStatus)).toEqual(open);
  });

  it('recognises stored values and rejects others', () => {
    expect(isBookingStatus('in_progress')).toBe(true);
    expect(isBookingStatus('In Progress')).toBe(false);
    expect(isBookingStatus(undefined)).toBe(false);
  });
});

describe('timeline', () => {
  it('orders the steps as a job goes', () => {
    expect(TIMELINE_STATUSES).toEqual(['waiting_for_pro', 'pro_assigned', 'en_route', 'in_progress', 'completed']);
  });

  it('computes progress as index / 4', () => {
    expect(TIMELINE_STATUSES.map(timelineProgressPercent)).toEqual([0, 25, 50, 75, 100]);
  });

  it('marks earlier steps done, the current one current and later ones upcoming', () => {
    expect(TIMELINE_STATUSES.map((step) => timelineStepState(TimelineStatus.EnRoute, step))).toEqual([
      'done',
      'done',
      'current',
      'upcoming',
      'upcoming',
    ]);
  });

  it('has nothing done on the first step and nothing upcoming on the last', () => {
    expect(timelineStepState('waiting_for_pro', 'waiting_for_pro')).toBe('current');
    expect(timelineStepState('waiting_for_pro', 'completed')).toBe('upcoming');
    expect(timelineStepState('completed', 'waiting_for_pro')).toBe('done');
    expect(timelineStepState('completed', 'completed')).toBe('current');
  });

  it('does not treat cancelled as a timeline step', () => {
    expect(isTimelineStatus('cancelled')).toBe(false);
    expect(() => timelineProgressPercent('cancelled' as TimelineStatus)).toThrow(RangeError);
  });
});
