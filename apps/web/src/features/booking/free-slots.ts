import type { DayAvailability } from '@hm/contracts';

// The date step offers only free times (docs/booking-rules.md, Free slots): what the user chose is
// kept only while it is still free in the latest answer of GET /api/public/availability.

/** The free times of `date` ('HH:MM', ascending), none when the day is full or not offered. */
export function freeTimesOf(days: readonly DayAvailability[], date: string): readonly string[] {
  return days.find((day) => day.date === date)?.slots ?? [];
}

/**
 * The chosen date and time against fresh availability: a day no longer offered, or full, is
 * dropped with its time; a time no longer free on a free day is dropped alone.
 */
export function keepFreeChoice(days: readonly DayAvailability[], date: string, time: string): { date: string; time: string } {
  if (date === '') return { date, time };
  const day = days.find((candidate) => candidate.date === date);
  if (!day || day.full || day.slots.length === 0) return { date: '', time: '' };
  return { date, time: time !== '' && !day.slots.includes(time) ? '' : time };
}

/** Every day of the horizon is full: nobody can come in the next 30 days. */
export function isEveryDayFull(days: readonly DayAvailability[]): boolean {
  return days.every((day) => day.full || day.slots.length === 0);
}
