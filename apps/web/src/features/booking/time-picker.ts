import { BOOKING_TIME_SLOTS, isWithinBookingHours } from '@hm/contracts';

// The reservation page's time list (an edit of a booking's time). The wizard offers the free
// times instead (free-slots.ts).

/**
 * The 24 h list: half-hour slots 08:00-20:30, plus the current time when it is a quarter hour
 * (14:15), so that editing never loses the booked time.
 */
export function slotOptions(currentTime: string): readonly string[] {
  if (!isWithinBookingHours(currentTime) || BOOKING_TIME_SLOTS.includes(currentTime)) return BOOKING_TIME_SLOTS;
  return [...BOOKING_TIME_SLOTS, currentTime].sort();
}
