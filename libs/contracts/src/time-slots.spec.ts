import { describe, expect, it } from '@jest/globals';
import {
  BOOKING_TIME_SLOTS,
  TIME_PICKER_HOURS_12H,
  TIME_PICKER_MINUTES,
  isValidTime24,
  isWithinBookingHours,
  to12h,
  to24h,
} from './time-slots.js';

describe('BOOKING_TIME_SLOTS', () => {
  it('offers half-hour slots from 08:00 to 20:30', () => {
    expect(BOOKING_TIME_SLOTS).toHaveLength(26);
    expect(BOOKING_TIME_SLOTS[0]).toBe('08:00');
    expect(BOOKING_TIME_SLOTS[1]).toBe('08:30');
    expect(BOOKING_TIME_SLOTS.at(-1)).toBe('20:30');
    expect(BOOKING_TIME_SLOTS).toContain('12:00');
    expect(BOOKING_TIME_SLOTS).not.toContain('21:00');
  });

  it('contains only bookable times', () => {
    expect(BOOKING_TIME_SLOTS.every(isWithinBookingHours)).toBe(true);
  });
});

describe('12h picker lists', () => {
  it('offers hours 1 to 12 and minutes 00, 15, 30, 45', () => {
    expect(TIME_PICKER_HOURS_12H).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    expect(TIME_PICKER_MINUTES).toEqual([0, 15, 30, 45]);
  });
});

describe('to24h', () => {
  it.each([
    [12, 0, 'AM', '00:00'],
    [12, 30, 'AM', '00:30'],
    [12, 0, 'PM', '12:00'],
    [12, 45, 'PM', '12:45'],
    [11, 0, 'PM', '23:00'],
    [1, 15, 'PM', '13:15'],
    [8, 0, 'AM', '08:00'],
    [8, 30, 'PM', '20:30'],
    [11, 45, 'AM', '11:45'],
  ] as const)('%p:%p %s -> %p', (hour, minute, period, expected) => {
    expect(to24h(hour, minute, period)).toBe(expected);
  });

  it.each([
    [0, 0],
    [13, 0],
    [1.5, 0],
    [8, 60],
    [8, -1],
  ])('refuses hour %p minute %p', (hour, minute) => {
    expect(() => to24h(hour, minute, 'AM')).toThrow(RangeError);
  });
});

describe('to12h', () => {
  it.each([
    ['00:00', { hour: 12, minute: 0, period: 'AM' }],
    ['00:15', { hour: 12, minute: 15, period: 'AM' }],
    ['08:30', { hour: 8, minute: 30, period: 'AM' }],
    ['11:59', { hour: 11, minute: 59, period: 'AM' }],
    ['12:00', { hour: 12, minute: 0, period: 'PM' }],
    ['13:45', { hour: 1, minute: 45, period: 'PM' }],
    ['20:30', { hour: 8, minute: 30, period: 'PM' }],
    ['23:00', { hour: 11, minute: 0, period: 'PM' }],
  ])('%p', (time, expected) => {
    expect(to12h(time)).toEqual(expected);
  });

  it('is the inverse of to24h for every minute of the day', () => {
    for (let h = 0; h < 24; h++) {
      for (let m = 0; m < 60; m++) {
        const time = `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`;
        const { hour, minute, period } = to12h(time);
        expect(to24h(hour, minute, period)).toBe(time);
      }
    }
  });

  it('refuses a malformed time', () => {
    expect(() => to12h('8:30')).toThrow(RangeError);
    expect(() => to12h('24:00')).toThrow(RangeError);
  });
});

describe('isValidTime24', () => {
  it.each(['00:00', '08:30', '23:59'])('accepts %p', (time) => {
    expect(isValidTime24(time)).toBe(true);
  });

  it.each(['24:00', '8:30', '08:60', '08:30:00', '0830', '', ' 08:30'])('rejects %p', (time) => {
    expect(isValidTime24(time)).toBe(false);
  });
});

describe('isWithinBookingHours', () => {
  it.each(['08:00', '08:15', '12:45', '20:00', '20:15', '20:30'])('accepts %p', (time) => {
    expect(isWithinBookingHours(time)).toBe(true);
  });

  it.each([
    ['07:45', 'before 8'],
    ['20:45', 'after 20:30'],
    ['21:00', 'after 20:30'],
    ['00:00', 'midnight, i.e. 12 AM'],
    ['09:10', 'not a 15-minute step'],
    ['9:00', 'malformed'],
  ])('rejects %p (%s)', (time) => {
    expect(isWithinBookingHours(time)).toBe(false);
  });

  it('rejects the evening reading of an ambiguous morning hour', () => {
    expect(isWithinBookingHours(to24h(9, 0, 'AM'))).toBe(true);
    expect(isWithinBookingHours(to24h(9, 0, 'PM'))).toBe(false);
  });
});
