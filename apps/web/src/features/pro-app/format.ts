import { BOOKING_TIME_ZONE, type Language } from '@hm/contracts';

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

/** 'HH:MM' of `now` plus `minutes`, on the device's clock: the default of the estimated-arrival input. */
export function defaultArrivalTime(now: Date, minutes = 30): string {
  const later = new Date(now.getTime() + minutes * 60_000);
  return `${String(later.getHours()).padStart(2, '0')}:${String(later.getMinutes()).padStart(2, '0')}`;
}

/**
 * The instant of an 'HH:MM' typed on the device: today, or tomorrow when that time has already
 * passed (a pro leaving at 23:40 for a 00:15 arrival). Null for anything that is not a time.
 */
export function arrivalInstant(time: string, now: Date): Date | null {
  const match = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(time);
  if (!match) return null;
  const at = new Date(now);
  at.setHours(Number(match[1]), Number(match[2]), 0, 0);
  if (at.getTime() <= now.getTime()) at.setDate(at.getDate() + 1);
  return at;
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
