// One pro never has two jobs taking time at once (docs/booking-rules.md "One pro, one job at a
// time"): the database refuses the second with the exclusion constraint of Migration0019ProTimeHolds.
// Callers turn the refusal into the answer that fits what was asked (SLOT_TAKEN, PRO_NOT_FREE).

export const PRO_TIME_CONSTRAINT = 'bookings_pro_time_no_overlap';

/** Whether `error` is PostgreSQL's exclusion_violation (23P01) on the pros' time. */
export function isProTimeClash(error: unknown): boolean {
  // MikroORM wraps the driver's error; the SQLSTATE and constraint are on it or on its cause.
  for (let current: unknown = error; current instanceof Error; current = (current as { cause?: unknown }).cause) {
    const { code, constraint } = current as { code?: unknown; constraint?: unknown };
    if (code === '23P01') return constraint === PRO_TIME_CONSTRAINT;
  }
  return false;
}
