import { BOOKING_TIME_SLOTS } from '@hm/contracts';
import { slotOptions } from './time-picker';

describe("the reservation page's time list", () => {
  it('offers the half-hour slots 08:00 to 20:30', () => {
    expect(slotOptions('')).toBe(BOOKING_TIME_SLOTS);
    expect(BOOKING_TIME_SLOTS[0]).toBe('08:00');
    expect(BOOKING_TIME_SLOTS.at(-1)).toBe('20:30');
  });

  it('keeps a booked quarter hour, in order', () => {
    const options = slotOptions('14:15');
    expect(options).toContain('14:15');
    expect(options.indexOf('14:15')).toBe(options.indexOf('14:00') + 1);
    expect(options).toHaveLength(BOOKING_TIME_SLOTS.length + 1);
  });
});
