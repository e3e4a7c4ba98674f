import { describe, expect, it } from '@jest/globals';
import { DEFAULT_CLOCK, formatClockTime, isClock } from './clock.js';

describe('formatClockTime', () => {
  it('writes French on the 24-hour clock by default, as Quebec does', () => {
    expect(DEFAULT_CLOCK.fr).toBe('24h');
    expect(formatClockTime('14:30', 'fr')).toBe('14 h 30');
    expect(formatClockTime('08:00', 'fr')).toBe('8 h 00');
    expect(formatClockTime('20:45', 'fr')).toBe('20 h 45');
  });

  it('writes English on the 12-hour clock by default', () => {
    expect(DEFAULT_CLOCK.en).toBe('12h');
    expect(formatClockTime('14:30', 'en')).toBe('2:30 PM');
    expect(formatClockTime('08:00', 'en')).toBe('8:00 AM');
    expect(formatClockTime('12:15', 'en')).toBe('12:15 PM');
    expect(formatClockTime('00:05', 'en')).toBe('12:05 AM');
  });

  it('follows the clock a person chose', () => {
    expect(formatClockTime('14:30', 'fr', '12h')).toBe('2 h 30 p.m.');
    expect(formatClockTime('09:15', 'fr', '12h')).toBe('9 h 15 a.m.');
    expect(formatClockTime('14:30', 'en', '24h')).toBe('14:30');
    expect(formatClockTime('08:00', 'en', '24h')).toBe('08:00');
  });

  it('returns anything but a 24 h time as it is', () => {
    expect(formatClockTime('25:00', 'fr')).toBe('25:00');
    expect(formatClockTime('', 'en')).toBe('');
  });
});

describe('isClock', () => {
  it('knows the two clocks only', () => {
    expect(isClock('12h')).toBe(true);
    expect(isClock('24h')).toBe(true);
    expect(isClock('24')).toBe(false);
    expect(isClock(null)).toBe(false);
  });
});
