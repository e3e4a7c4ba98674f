import { describe, expect, it } from '@jest/globals';
import { BOOKING_NUMBER_PATTERN, generateBookingNumber, isBookingNumber } from './booking-number.js';

describe('generateBookingNumber', () => {
  // 2026-03-15T14:00:00.000Z = 1773583200000 ms
  const clock = new Date('2026-03-15T14:00:00.123Z');

  it('joins the year, the last 6 digits of epoch ms and a 3-digit random', () => {
    expect(clock.getTime()).toBe(1773583200123);
    expect(generateBookingNumber(clock, () => 0.4567)).toBe('HM-2026-200123456');
  });

  it('zero-pads the random part', () => {
    expect(generateBookingNumber(clock, () => 0)).toBe('HM-2026-200123000');
    expect(generateBookingNumber(clock, () => 0.007)).toBe('HM-2026-200123007');
    expect(generateBookingNumber(clock, () => 0.9999999)).toBe('HM-2026-200123999');
  });

  it('keeps leading zeros of the millisecond part', () => {
    const atRoundMillis = new Date(1773583000042);
    expect(generateBookingNumber(atRoundMillis, () => 0.5)).toBe('HM-2026-000042500');
  });

  it("uses Toronto's year around New Year", () => {
    // 03:00 UTC on 1 January is still 31 December, 22:00 in Toronto.
    expect(generateBookingNumber(new Date('2027-01-01T03:00:00Z'), () => 0).startsWith('HM-2026-')).toBe(true);
    expect(generateBookingNumber(new Date('2027-01-01T06:00:00Z'), () => 0).startsWith('HM-2027-')).toBe(true);
  });

  it('refuses a random source outside [0, 1)', () => {
    expect(() => generateBookingNumber(clock, () => 1)).toThrow(RangeError);
    expect(() => generateBookingNumber(clock, () => -0.1)).toThrow(RangeError);
    expect(() => generateBookingNumber(clock, () => Number.NaN)).toThrow(RangeError);
  });

  it('produces numbers that match the pattern by default', () => {
    for (let i = 0; i < 50; i++) expect(generateBookingNumber()).toMatch(BOOKING_NUMBER_PATTERN);
  });
});

describe('isBookingNumber', () => {
  it('accepts the format of the reservation deep link', () => {
    expect(isBookingNumber('HM-2026-123456789')).toBe(true);
  });

  it.each([
    'hm-2026-123456789',
    'HM-26-123456789',
    'HM-2026-12345678',
    'HM-2026-1234567890',
    ' HM-2026-123456789',
    'HM-2026-12345678a',
    '',
  ])('rejects %p', (value) => {
    expect(isBookingNumber(value)).toBe(false);
  });
});
