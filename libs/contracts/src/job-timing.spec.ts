import { BookingAction } from './booking-transitions.js';
import {
  allowedProActions,
  arrivalEstimate,
  arrivalWindow,
  isOffJobDay,
  montrealDateTimeOf,
  montrealDateTimeToInstant,
} from './job-timing.js';

describe('isOffJobDay', () => {
  // 2026-03-10 23:30 in Montreal is already the 11th in UTC.
  const lateEvening = new Date('2026-03-11T03:30:00Z');

  it('ties en route and start to the visit day on the Montreal calendar, not UTC', () => {
    expect(isOffJobDay(BookingAction.EnRoute, '2026-03-10', lateEvening)).toBe(false);
    expect(isOffJobDay(BookingAction.Start, '2026-03-10', lateEvening)).toBe(false);
    expect(isOffJobDay(BookingAction.EnRoute, '2026-03-11', lateEvening)).toBe(true);
    expect(isOffJobDay(BookingAction.Start, '2026-03-19', lateEvening)).toBe(true);
    expect(isOffJobDay(BookingAction.Start, '2026-03-09', lateEvening)).toBe(true);
  });

  it('leaves the other actions to the state machine', () => {
    for (const action of [BookingAction.Assign, BookingAction.Complete, BookingAction.Cancel]) {
      expect(isOffJobDay(action, '2026-03-19', lateEvening)).toBe(false);
    }
  });
});

describe('arrivalWindow', () => {
  it('runs two hours from the booked time', () => {
    expect(arrivalWindow('10:00')).toEqual({ from: '10:00', to: '12:00' });
    expect(arrivalWindow('20:30')).toEqual({ from: '20:30', to: '22:30' });
    expect(arrivalWindow('08:15')).toEqual({ from: '08:15', to: '10:15' });
  });
});

describe('montrealDateTimeToInstant', () => {
  it('reads the wall clock of Montreal, whatever the zone of the machine', () => {
    expect(montrealDateTimeToInstant('2026-01-15T10:15')?.toISOString()).toBe('2026-01-15T15:15:00.000Z');
    expect(montrealDateTimeToInstant('2026-07-15T10:15')?.toISOString()).toBe('2026-07-15T14:15:00.000Z');
  });

  it('is exact on both daylight-saving days', () => {
    expect(montrealDateTimeToInstant('2026-03-08T10:00')?.toISOString()).toBe('2026-03-08T14:00:00.000Z');
    expect(montrealDateTimeToInstant('2026-11-01T10:00')?.toISOString()).toBe('2026-11-01T15:00:00.000Z');
  });

  it('refuses values with a zone or an offset, and non date-times', () => {
    for (const value of ['2026-01-15T10:15Z', '2026-01-15T10:15:00-05:00', '2026-02-30T10:00', '2026-01-15 10:15', '10:15', 42, null]) {
      expect(montrealDateTimeToInstant(value)).toBeNull();
    }
  });
});

describe('montrealDateTimeOf', () => {
  it('is the inverse of montrealDateTimeToInstant', () => {
    expect(montrealDateTimeOf(new Date('2026-01-15T15:15:00Z'))).toBe('2026-01-15T10:15');
    expect(montrealDateTimeOf(new Date('2026-03-11T03:30:00Z'))).toBe('2026-03-10T23:30');
  });
});

describe('arrivalEstimate', () => {
  const now = new Date('2026-01-15T15:00:00Z'); // 10:00 in Montreal

  it('accepts a time from now to twelve hours ahead', () => {
    expect(arrivalEstimate('2026-01-15T10:00', now)?.toISOString()).toBe('2026-01-15T15:00:00.000Z');
    expect(arrivalEstimate('2026-01-15T10:45', now)?.toISOString()).toBe('2026-01-15T15:45:00.000Z');
    expect(arrivalEstimate('2026-01-15T22:00', now)).not.toBeNull();
  });

  it('refuses a time already past, or further than twelve hours', () => {
    expect(arrivalEstimate('2026-01-15T09:30', now)).toBeNull();
    expect(arrivalEstimate('2026-01-15T22:01', now)).toBeNull();
    expect(arrivalEstimate('2026-01-16T10:00', now)).toBeNull();
    expect(arrivalEstimate('2026-01-15T15:45:00Z', now)).toBeNull();
  });
});

describe('allowedProActions', () => {
  const assigned = { status: 'confirmed', timelineStatus: 'pro_assigned' } as const;
  const now = new Date('2026-01-15T15:00:00Z');

  it('offers en route and start on the visit day only', () => {
    expect(allowedProActions(assigned, '2026-01-15', now)).toEqual(['en_route', 'start']);
    expect(allowedProActions(assigned, '2026-01-16', now)).toEqual([]);
  });

  it('offers complete after the start, whatever the day', () => {
    expect(allowedProActions({ status: 'in_progress', timelineStatus: 'in_progress' }, '2026-01-14', now)).toEqual(['complete']);
  });
});
