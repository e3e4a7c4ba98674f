import { describe, expect, it } from '@jest/globals';
import {
  addDays,
  DEFAULT_WEEKLY_HOURS,
  normalizeProSchedule,
  proScheduleErrors,
  weekdayOf,
  WEEKDAYS,
  type UpdateProScheduleRequest,
  type WeeklyHours,
} from './pro-schedule.js';

const TODAY = '2026-06-15';
const schedule = (weeklyHours: Partial<WeeklyHours> = {}, daysOff: UpdateProScheduleRequest['daysOff'] = []) => ({
  weeklyHours: { ...DEFAULT_WEEKLY_HOURS, ...weeklyHours },
  daysOff,
});

describe('calendar helpers', () => {
  it('names the weekday of a date, Monday first', () => {
    expect(weekdayOf('2026-06-15')).toBe('monday');
    expect(weekdayOf('2026-06-21')).toBe('sunday');
    expect(weekdayOf('2026-03-08')).toBe('sunday');
  });

  it('adds days across months and years', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });
});

describe('the schedule rules', () => {
  it('accepts the default week, days off, a day without hours and several intervals', () => {
    expect(proScheduleErrors(schedule(), TODAY)).toEqual({});
    expect(
      proScheduleErrors(
        schedule(
          {
            monday: [],
            tuesday: [
              { start: '07:00', end: '12:00' },
              { start: '12:00', end: '21:00' },
            ],
          },
          [
            { from: TODAY, to: TODAY },
            { from: '2026-07-01', to: '2026-07-14' },
          ],
        ),
        TODAY,
      ),
    ).toEqual({});
  });

  it('names each bad interval by its day and place', () => {
    const errors = proScheduleErrors(
      schedule({
        monday: [
          { start: '08:00', end: '12:00' },
          { start: '11:00', end: '13:00' },
        ],
        tuesday: [{ start: '8:00', end: '12:00' }],
        wednesday: [{ start: '08:10', end: '12:00' }],
        thursday: [{ start: '12:00', end: '12:00' }],
        friday: [{ start: '06:45', end: '12:00' }],
        saturday: [{ start: '18:00', end: '21:15' }],
      }),
      TODAY,
    );
    expect(errors).toEqual({
      'weeklyHours.monday.1': 'OVERLAP',
      'weeklyHours.tuesday.0': 'INVALID_TIME',
      'weeklyHours.wednesday.0': 'INVALID_TIME',
      'weeklyHours.thursday.0': 'END_BEFORE_START',
      'weeklyHours.friday.0': 'OUTSIDE_HOURS',
      'weeklyHours.saturday.0': 'OUTSIDE_HOURS',
    });
  });

  it('refuses a missing day and too many intervals', () => {
    const { sunday: _sunday, ...sixDays } = DEFAULT_WEEKLY_HOURS;
    expect(proScheduleErrors({ weeklyHours: sixDays, daysOff: [] }, TODAY)).toEqual({ 'weeklyHours.sunday': 'INVALID_DAY' });
    const seven = Array.from({ length: 7 }, (_, i) => ({
      start: `${String(8 + i).padStart(2, '0')}:00`,
      end: `${String(8 + i).padStart(2, '0')}:30`,
    }));
    expect(proScheduleErrors(schedule({ monday: seven }), TODAY)).toEqual({ 'weeklyHours.monday': 'INVALID_DAY' });
  });

  it('refuses something that is not a schedule at all, field by field', () => {
    const errors = proScheduleErrors('nonsense', TODAY);
    expect(Object.keys(errors)).toEqual([...WEEKDAYS.map((day) => `weeklyHours.${day}`), 'daysOff']);
  });

  it('keeps days off from today to a year ahead, in order', () => {
    expect(
      proScheduleErrors(
        schedule({}, [
          { from: '2026-06-14', to: '2026-06-16' },
          { from: '2026-06-20', to: '2026-06-18' },
          { from: '2026-02-30', to: '2026-03-01' },
          { from: '2027-06-10', to: '2027-06-16' },
          { from: '2027-06-15', to: '2027-06-15' },
        ]),
        TODAY,
      ),
    ).toEqual({ 'daysOff.0': 'DATE_IN_PAST', 'daysOff.1': 'RANGE_REVERSED', 'daysOff.2': 'INVALID_DATE', 'daysOff.3': 'DATE_TOO_FAR' });
  });

  it('refuses more than 100 ranges', () => {
    const ranges = Array.from({ length: 101 }, () => ({ from: TODAY, to: TODAY }));
    expect(proScheduleErrors(schedule({}, ranges), TODAY)).toEqual({ daysOff: 'TOO_MANY_DAYS_OFF' });
  });
});

describe('a schedule as stored', () => {
  it('sorts the intervals and merges overlapping or adjacent days off', () => {
    const stored = normalizeProSchedule(
      schedule(
        {
          monday: [
            { start: '13:00', end: '17:00' },
            { start: '08:00', end: '12:00' },
          ],
        },
        [
          { from: '2026-07-10', to: '2026-07-12' },
          { from: '2026-07-01', to: '2026-07-05' },
          { from: '2026-07-03', to: '2026-07-04' },
          { from: '2026-07-06', to: '2026-07-06' },
        ],
      ),
    );
    expect(stored.weeklyHours.monday).toEqual([
      { start: '08:00', end: '12:00' },
      { start: '13:00', end: '17:00' },
    ]);
    expect(stored.daysOff).toEqual([
      { from: '2026-07-01', to: '2026-07-06' },
      { from: '2026-07-10', to: '2026-07-12' },
    ]);
  });
});
