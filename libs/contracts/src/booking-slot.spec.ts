import { BookingFieldError } from './booking.js';
import { bookingSlotError } from './booking-fields.js';
import { minutesOfDayInToronto } from './dates.js';

describe('bookingSlotError: no visit sooner than 2 hours from now, in Toronto', () => {
  // 13:00 UTC on 10 June 2026 is 09:00 in Toronto (daylight time).
  const june = new Date('2026-06-10T13:00:00Z');

  it('reads the wall clock in Toronto, whatever the machine zone', () => {
    expect(minutesOfDayInToronto(june)).toBe(9 * 60);
    expect(minutesOfDayInToronto(new Date('2026-01-15T05:15:00Z'))).toBe(15);
  });

  it('refuses today within the lead time or already past, accepts from 2 hours on', () => {
    expect(bookingSlotError('2026-06-10', '08:00', june)).toBe(BookingFieldError.TimeTooSoon);
    expect(bookingSlotError('2026-06-10', '10:45', june)).toBe(BookingFieldError.TimeTooSoon);
    expect(bookingSlotError('2026-06-10', '11:00', june)).toBeNull();
    expect(bookingSlotError(' 2026-06-10 ', ' 20:30 ', june)).toBeNull();
  });

  it('accepts any time on a later day, even late in the evening', () => {
    // 03:30 UTC on 11 June is 23:30 on 10 June in Toronto: tomorrow 08:00 is 8.5 hours away.
    expect(bookingSlotError('2026-06-11', '08:00', new Date('2026-06-11T03:30:00Z'))).toBeNull();
    expect(bookingSlotError('2026-06-10', '20:30', new Date('2026-06-11T03:30:00Z'))).toBe(BookingFieldError.TimeTooSoon);
  });

  it('counts right on the days the clock changes (8 March and 1 November 2026)', () => {
    // 13:00 UTC on 8 March is 09:00 EDT (clocks went forward at 02:00); 14:00 UTC on 1 November is 09:00 EST.
    for (const [day, now] of [
      ['2026-03-08', new Date('2026-03-08T13:00:00Z')],
      ['2026-11-01', new Date('2026-11-01T14:00:00Z')],
    ] as const) {
      expect(bookingSlotError(day, '10:45', now)).toBe(BookingFieldError.TimeTooSoon);
      expect(bookingSlotError(day, '11:00', now)).toBeNull();
    }
  });

  it('leaves invalid dates and times to their own rules', () => {
    expect(bookingSlotError('2026-02-30', '10:00', june)).toBeNull();
    expect(bookingSlotError('2026-06-10', '25:00', june)).toBeNull();
    expect(bookingSlotError(undefined, '10:00', june)).toBeNull();
  });
});
