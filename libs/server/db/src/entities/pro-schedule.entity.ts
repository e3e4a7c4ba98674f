import { defineEntity, p } from '@mikro-orm/core';
import { User } from './user.entity.js';
import { createdAtColumn, updatedAtColumn } from './columns.js';

// A pro's schedule (Migration0015ProSchedules, the source of truth for the checks; docs/pros.md
// "Availability"). The row says the pro has set hours; without it the default week applies.
const ProScheduleSchema = defineEntity({
  name: 'ProSchedule',
  tableName: 'pro_schedules',
  properties: {
    user: () => p.oneToOne(User).primary().deleteRule('cascade').updateRule('no action'),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
});

export class ProSchedule extends ProScheduleSchema.class {}
ProScheduleSchema.setClass(ProSchedule);

// One working interval of a weekday, in minutes since midnight on the Montreal wall clock.
const ProWorkingHoursSchema = defineEntity({
  name: 'ProWorkingHours',
  tableName: 'pro_working_hours',
  checks: [
    { name: 'pro_working_hours_weekday_check', expression: `weekday >= 1 and weekday <= 7` },
    {
      name: 'pro_working_hours_minutes_check',
      expression: `start_minute >= 420 and end_minute <= 1260 and start_minute < end_minute and start_minute % 15 = 0 and end_minute % 15 = 0`,
    },
    {
      // Two intervals of one pro's weekday may touch, never overlap (btree_gist).
      name: 'pro_working_hours_no_overlap',
      expression: `exclude using gist (user_id with =, weekday with =, int4range(start_minute, end_minute) with &&)`,
    },
  ],
  properties: {
    id: p.uuid().primary().defaultRaw('gen_random_uuid()'),
    schedule: () => p.manyToOne(ProSchedule).fieldName('user_id').deleteRule('cascade'),
    /** 1 Monday … 7 Sunday. */
    weekday: p.smallint(),
    startMinute: p.smallint(),
    endMinute: p.smallint(),
  },
});

export class ProWorkingHours extends ProWorkingHoursSchema.class {}
ProWorkingHoursSchema.setClass(ProWorkingHours);

// Days off from firstDay to lastDay, both included.
const ProDayOffSchema = defineEntity({
  name: 'ProDayOff',
  tableName: 'pro_days_off',
  indexes: [{ name: 'pro_days_off_user_id_last_day_index', properties: ['schedule', 'lastDay'] }],
  checks: [{ name: 'pro_days_off_range_check', expression: `first_day <= last_day` }],
  properties: {
    id: p.uuid().primary().defaultRaw('gen_random_uuid()'),
    schedule: () => p.manyToOne(ProSchedule).fieldName('user_id').deleteRule('cascade'),
    firstDay: p.type('date'),
    lastDay: p.type('date'),
  },
});

export class ProDayOff extends ProDayOffSchema.class {}
ProDayOffSchema.setClass(ProDayOff);

export { ProScheduleSchema, ProWorkingHoursSchema, ProDayOffSchema };
