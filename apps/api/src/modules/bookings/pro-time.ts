/** The bookings' exclusion constraint (Migration0017BookingSlots): one pro, two overlapping jobs. */
const PRO_NO_OVERLAP = 'bookings_pro_no_overlap';

/** The database refused a row because its pro already holds or took a job at that time. */
export function isProTimeTaken(error: unknown): boolean {
  const { code, constraint } = (error ?? {}) as { code?: string; constraint?: string };
  return code === '23P01' && constraint === PRO_NO_OVERLAP;
}
