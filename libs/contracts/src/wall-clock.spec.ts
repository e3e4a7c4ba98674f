import { wallClockDay, wallClockToUtc } from './wall-clock.js';

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

describe('wallClockDay', () => {
  const every15Minutes = Array.from({ length: 96 }, (_, i) => i * 15);
  const hhmm = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

  // An ordinary day, the two days clocks change in Montreal (2026-03-08 spring forward, 2026-11-01 fall back), and one in Paris.
  it.each([
    ['2026-06-15', 'America/Toronto'],
    ['2026-03-08', 'America/Toronto'],
    ['2026-11-01', 'America/Toronto'],
    ['2026-03-29', 'Europe/Paris'],
  ])('gives the same instants as wallClockToUtc for every quarter hour of %s in %s', (date, zone) => {
    const clock = wallClockDay(date, zone);
    for (const minutes of every15Minutes) expect(clock(minutes)).toBe(wallClockToUtc(date, hhmm(minutes), zone).getTime());
  });

  it('refuses a malformed date', () => {
    expect(() => wallClockDay('2026-6-15', 'America/Toronto')).toThrow(RangeError);
  });
});
