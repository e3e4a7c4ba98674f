import { formatBookingDate, formatBookingTime } from './date-time-format';

describe('booking date and time display', () => {
  it('writes English as US English, 12-hour, short month', () => {
    expect(formatBookingDate('2026-03-03', 'en')).toBe('Tue, Mar 3, 2026');
    expect(formatBookingTime('14:30', 'en')).toBe('2:30 PM');
    expect(formatBookingTime('08:00', 'en')).toBe('8:00 AM');
  });

  it('writes French the Quebec way', () => {
    expect(formatBookingDate('2026-03-03', 'fr')).toBe('mardi 3 mars 2026');
    expect(formatBookingTime('14:30', 'fr')).toBe('14 h 30');
  });

  it('is not shifted by the time zone: the first of the month stays the first', () => {
    expect(formatBookingDate('2026-01-01', 'en')).toBe('Thu, Jan 1, 2026');
  });

  it('returns anything else unchanged', () => {
    expect(formatBookingDate('', 'fr')).toBe('');
    expect(formatBookingTime('25:00', 'en')).toBe('25:00');
  });
});
