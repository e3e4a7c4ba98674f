import { BOOKING_TIME_SLOTS, isValidTime24, isWithinBookingHours, to12h, to24h, type DayPeriod } from '@hm/contracts';
import type { TimeDraft } from './wizard-state';

// The time picker (docs/booking-rules.md, When). The chosen time is always kept as 24 h 'HH:MM'; the 12 h
// selections (hour, minute, AM/PM) are a view of it. Choosing all three sets the time,
// provided it falls within booking hours (the 12 h lists offer every hour 1-12, so
// 7 AM or 10 PM can be picked and are refused afterwards).

export interface TimeChoice {
  draft: TimeDraft;
  /** The 24 h time the selections make, or '' when incomplete or outside booking hours. */
  time: string;
}

export type TimePart = { hour: number } | { minute: number } | { period: DayPeriod };

/** The 12 h selections that show `time`; an empty or invalid time keeps only the period. */
export function draftFromTime(time: string, period: DayPeriod): TimeDraft {
  if (!isValidTime24(time)) return { hour: null, minute: null, period };
  const { hour, minute, period: timePeriod } = to12h(time);
  return { hour, minute, period: timePeriod };
}

/** The 24 h time the selections name, or undefined while hour or minute is missing. */
export function draftTime(draft: TimeDraft): string | undefined {
  if (draft.hour === null || draft.minute === null) return undefined;
  return to24h(draft.hour, draft.minute, draft.period);
}

/** The selections name a time, but one outside booking hours (the picker says so). */
export function isDraftOutOfHours(draft: TimeDraft): boolean {
  const time = draftTime(draft);
  return time !== undefined && !isWithinBookingHours(time);
}

/** A 12 h selection changed (changing the period converts the stored time). */
export function chooseTimePart(draft: TimeDraft, part: TimePart): TimeChoice {
  const next: TimeDraft = { ...draft, ...part };
  const time = draftTime(next);
  return { draft: next, time: time !== undefined && isWithinBookingHours(time) ? time : '' };
}

/** A slot of the 24 h list was chosen ('' clears it); the 12 h selections follow. */
export function chooseSlot(draft: TimeDraft, slot: string): TimeChoice {
  if (!isWithinBookingHours(slot)) return { draft: { hour: null, minute: null, period: draft.period }, time: '' };
  return { draft: draftFromTime(slot, draft.period), time: slot };
}

/**
 * The 24 h list: half-hour slots 08:00-20:30, plus the current time when the 12 h picker
 * chose a quarter hour (14:15), so switching format never loses the choice.
 */
export function slotOptions(currentTime: string): readonly string[] {
  if (!isWithinBookingHours(currentTime) || BOOKING_TIME_SLOTS.includes(currentTime)) return BOOKING_TIME_SLOTS;
  return [...BOOKING_TIME_SLOTS, currentTime].sort();
}
