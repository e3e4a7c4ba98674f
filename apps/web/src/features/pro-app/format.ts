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

/** 'Wed, Jul 1, 2026' or a range 'Wed, Jul 1, 2026 – Fri, Jul 3, 2026' of Montreal calendar days. */
export function formatDaysOff(range: { from: string; to: string }, language: Language): string {
  // Calendar days, not instants: formatted at noon UTC in UTC, the day stays the day.
  const format = new Intl.DateTimeFormat(language === 'en' ? 'en-CA' : 'fr-CA', {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });
  const day = (date: string) => format.format(new Date(`${date}T12:00:00Z`));
  return range.from === range.to ? day(range.from) : `${day(range.from)} – ${day(range.to)}`;
}
