import { ARRIVAL_ESTIMATE_MAX_AHEAD_MINUTES, BOOKING_TIME_ZONE, montrealDateTimeOf, type Language } from '@hm/contracts';

/** '2:45 PM' / '14 h 45' of an instant, in Montreal time (where the jobs are). */
export function formatArrival(iso: string, language: Language): string {
  const instant = new Date(iso);
  if (Number.isNaN(instant.getTime())) return iso;
  return new Intl.DateTimeFormat(language === 'en' ? 'en-US' : 'fr-CA', {
    hour: 'numeric',
    minute: '2-digit',
    hour12: language === 'en',
    timeZone: BOOKING_TIME_ZONE,
  }).format(instant);
}

/**
 * The bounds and the default of the estimated-arrival field: Montreal 'YYYY-MM-DDTHH:MM' values
 * (the field's own format, sent as typed), so the device's time zone never shifts the time.
 */
export function arrivalFieldRange(now: Date, defaultMinutes = 30): { min: string; max: string; initial: string } {
  const after = (minutes: number) => montrealDateTimeOf(new Date(now.getTime() + minutes * 60_000));
  return { min: after(0), max: after(ARRIVAL_ESTIMATE_MAX_AHEAD_MINUTES), initial: after(defaultMinutes) };
}
