import { Migration } from '@mikro-orm/migrations';

// Pros' schedules (docs/pros.md "Availability"): weekly working hours and days off, in Montreal wall
// time, keyed by the pro's account (users.id, as bookings.professional_id). A pro without a
// `pro_schedules` row has not set hours yet and works the default week (DEFAULT_WEEKLY_HOURS in
// @hm/contracts); with one, its `pro_working_hours` rows are the whole week (none: no working day).
// The checks repeat the rules of libs/contracts pro-schedule.ts, so no other writer can break them.
export class Migration0015ProSchedules extends Migration {
  override name = 'Migration0015ProSchedules';

  override up(): void {
    // Trusted since PostgreSQL 13 (the database owner may create it): the overlap exclusion below
    // compares the user id and the weekday with = inside a GiST index.
    this.addSql(`create extension if not exists "btree_gist";`);
    this.addSql(`
      create table "pro_schedules" (
        "user_id" uuid not null,
        "created_at" timestamptz not null default now(),
        "updated_at" timestamptz not null default now(),
        constraint "pro_schedules_pkey" primary key ("user_id"),
        constraint "pro_schedules_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade
      );`);
    // Minutes since midnight (Montreal wall clock), 07:00 (420) to 21:00 (1260) on a 15-minute step;
    // weekday 1 is Monday, 7 Sunday (ISO). Two intervals of one day may touch, not overlap.
    this.addSql(`
      create table "pro_working_hours" (
        "id" uuid not null default gen_random_uuid(),
        "user_id" uuid not null,
        "weekday" smallint not null,
        "start_minute" smallint not null,
        "end_minute" smallint not null,
        constraint "pro_working_hours_pkey" primary key ("id"),
        constraint "pro_working_hours_user_id_foreign" foreign key ("user_id") references "pro_schedules" ("user_id") on delete cascade,
        constraint "pro_working_hours_weekday_check" check ("weekday" >= 1 and "weekday" <= 7),
        constraint "pro_working_hours_minutes_check" check (
          "start_minute" >= 420 and "end_minute" <= 1260 and "start_minute" < "end_minute"
          and "start_minute" % 15 = 0 and "end_minute" % 15 = 0),
        constraint "pro_working_hours_no_overlap" exclude using gist (
          "user_id" with =, "weekday" with =, int4range("start_minute", "end_minute") with &&)
      );`);
    // Both days included; the API keeps them from today to a year ahead and merges overlaps.
    this.addSql(`
      create table "pro_days_off" (
        "id" uuid not null default gen_random_uuid(),
        "user_id" uuid not null,
        "first_day" date not null,
        "last_day" date not null,
        constraint "pro_days_off_pkey" primary key ("id"),
        constraint "pro_days_off_user_id_foreign" foreign key ("user_id") references "pro_schedules" ("user_id") on delete cascade,
        constraint "pro_days_off_range_check" check ("first_day" <= "last_day")
      );`);
    this.addSql(`create index "pro_days_off_user_id_last_day_index" on "pro_days_off" ("user_id", "last_day");`);
  }

  override down(): void {
    this.addSql(`drop table if exists "pro_days_off";`);
    this.addSql(`drop table if exists "pro_working_hours";`);
    this.addSql(`drop table if exists "pro_schedules";`);
  }
}
