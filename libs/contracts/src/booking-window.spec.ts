import { describe, expect, it } from '@jest/globals';
import { bookingDateProblem, bookingWindow } from './booking-window.js';

describe('the booking window', () => {
  it('runs from today in Montreal over 30 days, whatever the UTC date', () => {
    // 03:30 UTC on 4 December is 22:30 on 3 December in Montreal.
    expect(bookingWindow(new Date('2026-12-04T03:30:00Z'))).toEqual({ first: '2026-12-03', last: '2027-01-01' });
    expect(bookingWindow(new Date('2026-12-04T05:00:00Z'))).toEqual({ first: '2026-12-04', last: '2027-01-02' });
  });

  it('says why a day cannot be chosen', () => {
    const now = new Date('2026-12-04T03:30:00Z');
    expect(bookingDateProblem('2026-12-03', now)).toBeNull();
    expect(bookingDateProblem('2027-01-01', now)).toBeNull();
    expect(bookingDateProblem('2026-12-02', now)).toBe('past');
    expect(bookingDateProblem('2027-01-02', now)).toBe('too_far');
    expect(bookingDateProblem('2026-02-30', now)).toBe('invalid');
    expect(bookingDateProblem('tomorrow', now)).toBe('invalid');
  });
});
