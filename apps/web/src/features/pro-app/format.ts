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
