import { wallClockToUtc } from './wall-clock.js';

describe('wallClockToUtc', () => {
  const toronto = (date: string, time: string) => wallClockToUtc(date, time, 'America/Toronto').toISOString();

  it('applies EST in winter and EDT in summer', () => {
    expect(toronto('2026-01-15', '14:30')).toBe('2026-01-15T19:30:00.000Z');
    expect(toronto('2026-07-15', '14:30')).toBe('2026-07-15T18:30:00.000Z');
  });

  it('is exact on both days clocks change', () => {
    // 8 March 2026: 02:00 EST becomes 03:00 EDT. 1 November 2026: 02:00 EDT becomes 01:00 EST.
    expect(toronto('2026-03-08', '08:00')).toBe('2026-03-08T12:00:00.000Z');
    expect(toronto('2026-03-07', '20:30')).toBe('2026-03-08T01:30:00.000Z');
    expect(toronto('2026-11-01', '08:00')).toBe('2026-11-01T13:00:00.000Z');
    expect(toronto('2026-10-31', '20:30')).toBe('2026-11-01T00:30:00.000Z');
  });

  it('refuses malformed input', () => {
    expect(() => wallClockToUtc('2026-1-5', '14:30', 'America/Toronto')).toThrow(RangeError);
    expect(() => wallClockToUtc('2026-01-05', '2:30 PM', 'America/Toronto')).toThrow(RangeError);
  });
});
