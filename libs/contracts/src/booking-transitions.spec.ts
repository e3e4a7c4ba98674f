import { BookingStatus, TimelineStatus } from './booking-status.js';
import { allowedBookingActions, BookingAction, nextBookingState, type BookingState } from './booking-transitions.js';

const waiting: BookingState = { status: BookingStatus.Pending, timelineStatus: TimelineStatus.WaitingForPro };

describe('booking state machine', () => {
  it('moves a job through its five steps in order', () => {
    const assigned = nextBookingState(waiting, BookingAction.Assign, 'admin');
    expect(assigned).toEqual({ status: 'confirmed', timelineStatus: 'pro_assigned' });
    const enRoute = nextBookingState(assigned!, BookingAction.EnRoute, 'professional');
    expect(enRoute).toEqual({ status: 'confirmed', timelineStatus: 'en_route' });
    const working = nextBookingState(enRoute!, BookingAction.Start, 'professional');
    expect(working).toEqual({ status: 'in_progress', timelineStatus: 'in_progress' });
    expect(nextBookingState(working!, BookingAction.Complete, 'admin')).toEqual({ status: 'completed', timelineStatus: 'completed' });
  });

  it('refuses steps out of order', () => {
    expect(nextBookingState(waiting, BookingAction.EnRoute, 'admin')).toBeNull();
    expect(nextBookingState(waiting, BookingAction.Complete, 'admin')).toBeNull();
    expect(nextBookingState({ status: 'completed', timelineStatus: 'completed' }, BookingAction.Assign, 'admin')).toBeNull();
  });

  it('lets the customer cancel only while pending or confirmed, and never move the job', () => {
    expect(nextBookingState(waiting, BookingAction.Cancel, 'customer')).toEqual({ status: 'cancelled', timelineStatus: 'waiting_for_pro' });
    expect(nextBookingState({ status: 'in_progress', timelineStatus: 'in_progress' }, BookingAction.Cancel, 'customer')).toBeNull();
    expect(nextBookingState({ status: 'cancelled', timelineStatus: 'waiting_for_pro' }, BookingAction.Cancel, 'customer')).toBeNull();
    expect(nextBookingState(waiting, BookingAction.Assign, 'customer')).toBeNull();
  });

  it('lists the allowed actions per actor', () => {
    expect(allowedBookingActions(waiting, 'customer')).toEqual(['cancel']);
    expect(allowedBookingActions(waiting, 'admin')).toEqual(['assign', 'cancel']);
    expect(allowedBookingActions({ status: 'confirmed', timelineStatus: 'pro_assigned' }, 'professional')).toEqual(['en_route', 'start']);
  });
});
