// Kept apart from booking-fields.ts so that the booking wizard's state (part of every page's
// store) can use it without bundling the field rules.

/**
 * Where the pro can park (docs/booking-rules.md, The fields): on the street, in the driveway, in a
 * paid lot or meter, or nowhere near. Optional; a short text may say more.
 */
export const PARKING_OPTIONS = ['street', 'driveway', 'paid', 'none'] as const;
export type ParkingOption = (typeof PARKING_OPTIONS)[number];

export function isParkingOption(value: unknown): value is ParkingOption {
  return typeof value === 'string' && (PARKING_OPTIONS as readonly string[]).includes(value);
}
