import { describe, expect, it } from '@jest/globals';
import {
  availableSlots,
  isProFreeAt,
  jobBusyInterval,
  nextFreeSlots,
  SLOT_GRID_TIMES,
  type ProAvailabilityInput,
  type SlotRequest,
} from './availability.js';
import { DEFAULT_WEEKLY_HOURS, WEEKDAYS, type WeeklyHours } from './pro-schedule.js';

// 2026-06-14 is a Sunday, 2026-06-15 a Monday (EDT, UTC-4). Clocks change on Sunday 2026-03-08
// (02:00 EST -> 03:00 EDT) and Sunday 2026-11-01 (02:00 EDT -> 01:00 EST).
const SUNDAY_NOON = new Date('2026-06-14T16:00:00Z');

const week = (hours: Partial<WeeklyHours>): WeeklyHours =>
  ({ ...Object.fromEntries(WEEKDAYS.map((day) => [day, []])), ...hours }) as WeeklyHours;
const pro = (input: Partial<ProAvailabilityInput> = {}): ProAvailabilityInput => ({
  weeklyHours: DEFAULT_WEEKLY_HOURS,
  daysOff: [],
  busy: [],
  ...input,
});
const request = (overrides: Partial<SlotRequest> = {}): SlotRequest => ({
  durationMinutes: 90,
  bufferMinutes: 30,
  leadTimeMinutes: 120,
  now: SUNDAY_NOON,
  days: 8,
  ...overrides,
});
/** Grid times from `first` to `last` included. */
const range = (first: string, last: string) => SLOT_GRID_TIMES.filter((time) => time >= first && time <= last);
const day = (result: ReturnType<typeof availableSlots>, date: string) => {
  const found = result.find((entry) => entry.date === date);
  if (!found) throw new Error(`${date} is not in the result`);
  return found;
};

describe('the slot grid', () => {
  it('is the booking hours, 08:00 to 20:30, every 15 minutes', () => {
    expect(SLOT_GRID_TIMES[0]).toBe('08:00');
    expect(SLOT_GRID_TIMES.at(-1)).toBe('20:30');
    expect(SLOT_GRID_TIMES).toContain('08:15');
    expect(SLOT_GRID_TIMES).toHaveLength(51);
  });
});

describe('free slots of one pro', () => {
  it('covers the horizon from today (Montreal), and only the working days', () => {
    const result = availableSlots([pro()], request());
    expect(result.map((entry) => entry.date)).toEqual([
      '2026-06-14',
      '2026-06-15',
      '2026-06-16',
      '2026-06-17',
      '2026-06-18',
      '2026-06-19',
      '2026-06-20',
      '2026-06-21',
    ]);
    expect(result.filter((entry) => entry.full).map((entry) => entry.date)).toEqual(['2026-06-14', '2026-06-20', '2026-06-21']);
    // A 90-minute job must end by 17:00; the buffer may run past it.
    expect(day(result, '2026-06-15')).toEqual({ date: '2026-06-15', slots: range('08:00', '15:30'), full: false });
  });

  it("uses today's Montreal date, not UTC's, late in the evening", () => {
    // 22:30 on Sunday in Montreal is already Monday in UTC.
    const result = availableSlots([pro()], request({ now: new Date('2026-06-15T02:30:00Z'), days: 2 }));
    expect(result.map((entry) => entry.date)).toEqual(['2026-06-14', '2026-06-15']);
    expect(day(result, '2026-06-15').slots[0]).toBe('08:00');
  });

  it('fits the job inside one of several intervals of the day', () => {
    const hours = week({
      monday: [
        { start: '08:00', end: '12:00' },
        { start: '13:00', end: '17:00' },
      ],
    });
    const result = availableSlots([pro({ weeklyHours: hours })], request({ durationMinutes: 60 }));
    expect(day(result, '2026-06-15').slots).toEqual([...range('08:00', '11:00'), ...range('13:00', '16:00')]);
    expect(day(result, '2026-06-16').full).toBe(true);
  });

  it('offers only grid times, even when the pro starts earlier or ends later', () => {
    const hours = week({ monday: [{ start: '07:00', end: '21:00' }] });
    expect(day(availableSlots([pro({ weeklyHours: hours })], request({ durationMinutes: 30 })), '2026-06-15').slots).toEqual(
      SLOT_GRID_TIMES,
    );
    expect(day(availableSlots([pro({ weeklyHours: hours })], request({ durationMinutes: 60 })), '2026-06-15').slots.at(-1)).toBe('20:00');
  });

  it('leaves out the days off, a range included', () => {
    const result = availableSlots(
      [
        pro({
          daysOff: [
            { from: '2026-06-16', to: '2026-06-17' },
            { from: '2026-06-19', to: '2026-06-19' },
          ],
        }),
      ],
      request(),
    );
    expect(result.filter((entry) => entry.full).map((entry) => entry.date)).toEqual([
      '2026-06-14',
      '2026-06-16',
      '2026-06-17',
      '2026-06-19',
      '2026-06-20',
      '2026-06-21',
    ]);
  });

  it("needs the sub-service's whole duration: a 4-hour move starts by 13:00", () => {
    expect(day(availableSlots([pro()], request({ durationMinutes: 240 })), '2026-06-15').slots).toEqual(range('08:00', '13:00'));
  });

  it('keeps the travel buffer free before and after another job', () => {
    // A job at 10:00 lasting 90 minutes takes the pro until 12:00 with its buffer.
    const busy = [jobBusyInterval('2026-06-15', '10:00', 90, 30)];
    expect(busy[0]).toEqual({ start: new Date('2026-06-15T14:00:00Z'), end: new Date('2026-06-15T16:00:00Z') });
    const slots = day(availableSlots([pro({ busy })], request()), '2026-06-15').slots;
    // 08:00 + 90 min + 30 min ends at 10:00 exactly: free. 08:15 would run into the other job.
    expect(slots).toEqual(['08:00', ...range('12:00', '15:30')]);
  });

  it('a longer buffer widens the gap', () => {
    const busy = [jobBusyInterval('2026-06-15', '10:00', 90, 60)];
    const slots = day(availableSlots([pro({ busy })], request({ bufferMinutes: 60 })), '2026-06-15').slots;
    expect(slots).toEqual(range('12:30', '15:30'));
  });

  it('copes with jobs that overlap each other', () => {
    const busy = [jobBusyInterval('2026-06-15', '09:00', 60, 30), jobBusyInterval('2026-06-15', '10:00', 120, 30)];
    expect(day(availableSlots([pro({ busy })], request()), '2026-06-15').slots).toEqual(range('12:30', '15:30'));
  });

  it('shows a booked-up day as full, with no slot', () => {
    const busy = [jobBusyInterval('2026-06-15', '08:00', 540, 30)];
    expect(day(availableSlots([pro({ busy })], request()), '2026-06-15')).toEqual({ date: '2026-06-15', slots: [], full: true });
  });

  it('offers nothing sooner than the lead time after now', () => {
    // Monday 10:07 in Montreal: the first slot is 12:15.
    const result = availableSlots([pro()], request({ now: new Date('2026-06-15T14:07:00Z'), days: 2 }));
    expect(day(result, '2026-06-15').slots).toEqual(range('12:15', '15:30'));
    expect(day(result, '2026-06-16').slots[0]).toBe('08:00');
  });

  it('leaves today full once the lead time passes the end of the day', () => {
    const result = availableSlots([pro()], request({ now: new Date('2026-06-15T19:45:00Z'), days: 2 }));
    expect(day(result, '2026-06-15').full).toBe(true);
    expect(day(result, '2026-06-16').slots).toEqual(range('08:00', '15:30'));
  });
});

describe('free slots on the days clocks change', () => {
  const sundays = week({ sunday: [{ start: '08:00', end: '17:00' }] });

  it('March: a 10:00 job is 10:00 EDT, and the slots around it follow the wall clock', () => {
    const busy = [jobBusyInterval('2026-03-08', '10:00', 90, 30)];
    expect(busy[0]).toEqual({ start: new Date('2026-03-08T14:00:00Z'), end: new Date('2026-03-08T16:00:00Z') });
    const result = availableSlots(
      [pro({ weeklyHours: sundays, busy })],
      request({ now: new Date('2026-03-07T17:00:00Z'), durationMinutes: 60 }),
    );
    expect(day(result, '2026-03-08').slots).toEqual([...range('08:00', '08:30'), ...range('12:00', '16:00')]);
  });

  it('March: the lead time counts real minutes across the skipped hour', () => {
    // 01:30 EST; 6 h 30 min of real time later it is 09:00 EDT (the wall clock says 7 h 30 min).
    const now = new Date('2026-03-08T06:30:00Z');
    const result = availableSlots([pro({ weeklyHours: sundays })], request({ now, leadTimeMinutes: 390, durationMinutes: 60, days: 1 }));
    expect(day(result, '2026-03-08').slots).toEqual(range('09:00', '16:00'));
  });

  it('November: a 10:00 job is 10:00 EST, and the slots around it follow the wall clock', () => {
    const busy = [jobBusyInterval('2026-11-01', '10:00', 90, 30)];
    expect(busy[0]).toEqual({ start: new Date('2026-11-01T15:00:00Z'), end: new Date('2026-11-01T17:00:00Z') });
    const result = availableSlots(
      [pro({ weeklyHours: sundays, busy })],
      request({ now: new Date('2026-10-31T17:00:00Z'), durationMinutes: 60 }),
    );
    expect(day(result, '2026-11-01').slots).toEqual([...range('08:00', '08:30'), ...range('12:00', '16:00')]);
  });

  it('November: the lead time counts real minutes across the repeated hour', () => {
    // The first 01:30 (EDT); 7 h of real time later it is 07:30 EST (the wall clock says 6 h).
    const now = new Date('2026-11-01T05:30:00Z');
    const result = availableSlots([pro({ weeklyHours: sundays })], request({ now, leadTimeMinutes: 420, durationMinutes: 60, days: 1 }));
    expect(day(result, '2026-11-01').slots).toEqual(range('08:00', '16:00'));
  });

  it('a working day spans its real length: 08:00 to 17:00 fits a 9-hour job on both days', () => {
    const now = new Date('2026-03-01T17:00:00Z');
    const march = availableSlots([pro({ weeklyHours: sundays })], request({ now, durationMinutes: 540, days: 8 }));
    expect(day(march, '2026-03-08').slots).toEqual(['08:00']);
    const november = availableSlots(
      [pro({ weeklyHours: sundays })],
      request({ now: new Date('2026-10-25T17:00:00Z'), durationMinutes: 540, days: 8 }),
    );
    expect(day(november, '2026-11-01').slots).toEqual(['08:00']);
  });
});

describe('free slots of several pros', () => {
  it('offers a time when at least one pro is free then', () => {
    const morning = pro({ weeklyHours: week({ monday: [{ start: '08:00', end: '12:00' }] }) });
    const afternoon = pro({
      weeklyHours: week({ monday: [{ start: '12:00', end: '17:00' }] }),
      busy: [jobBusyInterval('2026-06-15', '14:00', 60, 30)],
    });
    const result = availableSlots([morning, afternoon], request({ durationMinutes: 60 }));
    // 11:00 is the morning pro's last; 12:00 to 12:30 and 15:30 to 16:00 the afternoon pro's.
    expect(day(result, '2026-06-15').slots).toEqual([...range('08:00', '11:00'), ...range('12:00', '12:30'), ...range('15:30', '16:00')]);
  });

  it('a slot taken by one pro stays free when another is free', () => {
    const busy = [jobBusyInterval('2026-06-15', '08:00', 540, 30)];
    const result = availableSlots([pro({ busy }), pro({ daysOff: [{ from: '2026-06-16', to: '2026-06-16' }] })], request());
    expect(day(result, '2026-06-15').slots).toEqual(range('08:00', '15:30'));
    expect(day(result, '2026-06-16').slots).toEqual(range('08:00', '15:30'));
  });

  it('with no pro, every day is full', () => {
    const result = availableSlots([], request({ days: 30 }));
    expect(result).toHaveLength(30);
    expect(result.every((entry) => entry.full && entry.slots.length === 0)).toBe(true);
  });
});

describe('isProFreeAt and nextFreeSlots', () => {
  const pro = { weeklyHours: structuredClone(DEFAULT_WEEKLY_HOURS), daysOff: [], busy: [jobBusyInterval('2026-01-15', '10:00', 90, 30)] };

  it('answers for one time what availableSlots answers for the day', () => {
    expect(isProFreeAt(pro, '2026-01-15', '08:00', 90, 30)).toBe(true);
    // 08:30 + 90 + 30 runs into the 10:00 job.
    expect(isProFreeAt(pro, '2026-01-15', '08:30', 90, 30)).toBe(false);
    expect(isProFreeAt(pro, '2026-01-15', '12:00', 90, 30)).toBe(true);
    // 16:00 + 90 ends after 17:00.
    expect(isProFreeAt(pro, '2026-01-15', '16:00', 90, 30)).toBe(false);
    // A Saturday is not in the default week.
    expect(isProFreeAt(pro, '2026-01-17', '10:00', 90, 30)).toBe(false);
  });

  it('proposes the next free times after the one asked for', () => {
    const days = [
      { date: '2026-01-15', slots: ['08:00', '12:00', '12:15'], full: false },
      { date: '2026-01-16', slots: [], full: true },
      { date: '2026-01-19', slots: ['08:00', '08:15'], full: false },
    ];
    expect(nextFreeSlots(days, '2026-01-15', '12:00', 3)).toEqual([
      { date: '2026-01-15', time: '12:15' },
      { date: '2026-01-19', time: '08:00' },
      { date: '2026-01-19', time: '08:15' },
    ]);
    expect(nextFreeSlots(days, '2026-01-19', '08:15', 3)).toEqual([]);
  });
});
