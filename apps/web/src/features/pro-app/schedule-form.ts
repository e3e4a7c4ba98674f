import {
  minutesOfTime,
  PRO_HOURS_EARLIEST,
  PRO_HOURS_LATEST,
  PRO_HOURS_STEP_MINUTES,
  proScheduleErrors,
  type ProScheduleView,
  type UpdateProScheduleRequest,
} from '@hm/contracts';
import type { FieldMessages } from '../../lib/form/rule-resolver';

/** The availability form's values: the request itself (the form edits the schedule as sent). */
export type ScheduleFormValues = UpdateProScheduleRequest;

export function scheduleFormValues(view: ProScheduleView): ScheduleFormValues {
  return { weeklyHours: structuredClone(view.weeklyHours), daysOff: structuredClone(view.daysOff) };
}

/** The times a pro can choose: 07:00 to 21:00 on the 15-minute step. */
export const SCHEDULE_TIMES: readonly string[] = (() => {
  const times: string[] = [];
  for (let m = minutesOfTime(PRO_HOURS_EARLIEST)!; m <= minutesOfTime(PRO_HOURS_LATEST)!; m += PRO_HOURS_STEP_MINUTES)
    times.push(`${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`);
  return times;
})();

/**
 * The contracts' rules (the API's), each error on the field that takes the focus: an interval's on
 * its start, a range's on its first day. Message keys are the API's codes (availability.errors.*).
 */
export function validateSchedule(values: ScheduleFormValues, today: string): FieldMessages<ScheduleFormValues> {
  const messages: Record<string, string> = {};
  for (const [path, code] of Object.entries(proScheduleErrors(values, today))) {
    if (!code) continue;
    messages[formFieldOf(path)] = code;
  }
  // Paths into the week and the list (react-hook-form reads dotted names), not only top-level keys.
  return messages as FieldMessages<ScheduleFormValues>;
}

/** The form field of a path of the API's `fields` ('weeklyHours.monday.1' -> 'weeklyHours.monday.1.start'). */
export function formFieldOf(path: string): string {
  if (/^weeklyHours\.\w+\.\d+$/.test(path)) return `${path}.start`;
  if (/^daysOff\.\d+$/.test(path)) return `${path}.from`;
  return path;
}

/** The `fields` of a 400 answer as the form's message keys (codes this form knows, on its fields). */
export function serverScheduleErrors(fields: Record<string, string[]> | undefined): FieldMessages<ScheduleFormValues> {
  const messages: Record<string, string> = {};
  for (const [path, codes] of Object.entries(fields ?? {})) if (codes[0]) messages[formFieldOf(path)] = codes[0];
  // Paths into the week and the list (react-hook-form reads dotted names), not only top-level keys.
  return messages as FieldMessages<ScheduleFormValues>;
}
