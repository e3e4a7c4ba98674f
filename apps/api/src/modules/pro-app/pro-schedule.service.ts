import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import {
  ApiErrorCode,
  DEFAULT_WEEKLY_HOURS,
  minutesOfTime,
  normalizeProSchedule,
  proScheduleErrors,
  todayInToronto,
  WEEKDAYS,
  type DaysOffRange,
  type ProScheduleView,
  type UpdateProScheduleRequest,
  type WeeklyHours,
} from '@hm/contracts';
import { DomainException } from '../../common/errors/domain.exception.js';
import { AvailabilityCache } from '../availability/availability-cache.js';

interface ScheduleRow {
  saved: boolean;
  hours: { weekday: number; start: number; end: number }[];
  days_off: DaysOffRange[];
}

// Days off that ended before today are left out; one that has begun shows from today, so that
// saving the schedule back sends only days the rules accept.
const SCHEDULE_SQL = `
select exists (select 1 from pro_schedules where user_id = ?) as saved,
  coalesce((select json_agg(json_build_object('weekday', weekday, 'start', start_minute, 'end', end_minute) order by weekday, start_minute)
    from pro_working_hours where user_id = ?), '[]') as hours,
  coalesce((select json_agg(json_build_object('from', to_char(greatest(first_day, ?::date), 'YYYY-MM-DD'), 'to', to_char(last_day, 'YYYY-MM-DD'))
    order by first_day) from pro_days_off where user_id = ? and last_day >= ?::date), '[]') as days_off`;

const pad2 = (value: number) => String(value).padStart(2, '0');
const hhmm = (minutes: number) => `${pad2(Math.floor(minutes / 60))}:${pad2(minutes % 60)}`;

/** Weekly hours as stored: weekday 1 is Monday. */
export function weeklyHoursOfRows(rows: readonly { weekday: number; start: number; end: number }[]): WeeklyHours {
  const week = Object.fromEntries(WEEKDAYS.map((day) => [day, []])) as unknown as WeeklyHours;
  for (const row of rows) week[WEEKDAYS[row.weekday - 1]!].push({ start: hhmm(row.start), end: hhmm(row.end) });
  return week;
}

/**
 * The calling pro's own schedule (docs/pros.md "Availability"), keyed by their account: the
 * default week until they first save, then exactly what they saved. A save replaces the whole
 * schedule in one transaction; a schedule with any invalid field writes nothing.
 */
@Injectable()
export class ProScheduleService {
  constructor(
    private readonly em: EntityManager,
    private readonly availability: AvailabilityCache,
  ) {}

  async get(userId: string): Promise<ProScheduleView> {
    const today = todayInToronto();
    const [row] = await this.em.fork().execute<ScheduleRow[]>(SCHEDULE_SQL, [userId, userId, today, userId, today]);
    const saved = row?.saved ?? false;
    return {
      saved,
      weeklyHours: saved ? weeklyHoursOfRows(row!.hours) : structuredClone(DEFAULT_WEEKLY_HOURS),
      daysOff: row?.days_off ?? [],
    };
  }

  async update(userId: string, request: UpdateProScheduleRequest): Promise<ProScheduleView> {
    const errors = proScheduleErrors(request, todayInToronto());
    if (Object.keys(errors).length > 0)
      throw new DomainException(
        ApiErrorCode.VALIDATION_FAILED,
        'The schedule has invalid fields.',
        Object.fromEntries(Object.entries(errors).map(([field, code]) => [field, [code!]])),
      );
    const { weeklyHours, daysOff } = normalizeProSchedule(request);
    const hours = WEEKDAYS.flatMap((day, index) =>
      weeklyHours[day].map(({ start, end }) => [index + 1, minutesOfTime(start)!, minutesOfTime(end)!] as const),
    );
    await this.em.fork().transactional(async (tx) => {
      // The upsert locks the pro's row, so two saves at once apply one after the other.
      await tx.execute(`insert into pro_schedules (user_id) values (?) on conflict (user_id) do update set updated_at = now()`, [userId]);
      await tx.execute('delete from pro_working_hours where user_id = ?', [userId]);
      await tx.execute('delete from pro_days_off where user_id = ?', [userId]);
      if (hours.length > 0)
        await tx.execute(
          `insert into pro_working_hours (user_id, weekday, start_minute, end_minute) values ${hours.map(() => '(?, ?, ?, ?)').join(', ')}`,
          hours.flatMap((row) => [userId, ...row]),
        );
      if (daysOff.length > 0)
        await tx.execute(
          `insert into pro_days_off (user_id, first_day, last_day) values ${daysOff.map(() => '(?, ?::date, ?::date)').join(', ')}`,
          daysOff.flatMap((range) => [userId, range.from, range.to]),
        );
    });
    // New hours or days off move the pro's free times.
    this.availability.invalidate();
    return this.get(userId);
  }
}
