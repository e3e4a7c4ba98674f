import { describe, expect, it } from '@jest/globals';
import { isDateNotBefore, isIsoDate, todayInToronto } from './dates.js';

describe('todayInToronto', () => {
  it('gives the Toronto calendar date, not the UTC one', () => {
    // 02:30 UTC on 16 March is 22:30 on 15 March in Toronto (EDT, UTC-4).
    expect(todayInToronto(new Date('2026-03-16T02:30:00Z'))).toBe('2026-03-15');
    expect(todayInToronto(new Date('2026-03-16T04:00:00Z'))).toBe('2026-03-16');
  });

  it('follows standard time in winter (UTC-5)', () => {
    expect(todayInToronto(new Date('2026-01-10T04:59:00Z'))).toBe('2026-01-09');
    expect(todayInToronto(new Date('2026-01-10T05:00:00Z'))).toBe('2026-01-10');
  });

  it('zero-pads month and day', () => {
    expect(todayInToronto(new Date('2026-02-03T17:00:00Z'))).toBe('2026-02-03');
  });

  it('defaults to now', () => {
    expect(isIsoDate(todayInToronto())).toBe(true);
  });
});

describe('isIsoDate', () => {
  it.each(['2026-03-15', '2028-02-29', '2026-12-31'])('accepts %p', (date) => {
    expect(isIsoDate(date)).toBe(true);
  });

  it.each(['2026-02-29', '2026-13-01', '2026-04-31', '2026-3-15', '15/03/2026', '2026-03-15T00:00:00Z', ''])('rejects %p', (date) => {
    expect(isIsoDate(date)).toBe(false);
  });
});

describe('isDateNotBefore', () => {
  it('accepts the minimum day itself and later days', () => {
    expect(isDateNotBefore('2026-03-15', '2026-03-15')).toBe(true);
    expect(isDateNotBefore('2026-03-16', '2026-03-15')).toBe(true);
    expect(isDateNotBefore('2027-01-01', '2026-12-31')).toBe(true);
  });

  it('rejects earlier days', () => {
    expect(isDateNotBefore('2026-03-14', '2026-03-15')).toBe(false);
    expect(isDateNotBefore('2025-12-31', '2026-01-01')).toBe(false);
  });

  it('rejects invalid dates rather than comparing strings', () => {
    expect(isDateNotBefore('2026-02-30', '2026-01-01')).toBe(false);
    expect(isDateNotBefore('9999', '2026-01-01')).toBe(false);
  });
});
