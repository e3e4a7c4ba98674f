import { Migration } from '@mikro-orm/migrations';

// One pro never holds two jobs at the same time (docs/booking-rules.md "One pro, one job at a
// time"). A booking waiting for its pro holds the time of a pro who was free when it was made
// (`held_by_id`), so the last free time is taken once; once a pro is assigned, the time is theirs.
// The exclusion constraint compares the pro who has the time (the assigned one, else the held one)
// and the visit's range, for the bookings that still take time (not cancelled, not completed).
const TAKES_TIME = `status in ('pending', 'confirmed', 'in_progress')`;

export class Migration0019ProTimeHolds extends Migration {
  override name = 'Migration0019ProTimeHolds';

  override up(): void {
    this.addSql(`
      alter table "bookings"
        add column "held_by_id" uuid null,
        add constraint "bookings_held_by_id_foreign" foreign key ("held_by_id") references "users" ("id") on delete set null;`);
    // Jobs assigned before this rule may overlap: the later of two keeps its pro but no longer
    // counts as taking their time (as a booking made before ranges existed).
    this.addSql(`
      update "bookings" b set "starts_at" = null, "ends_at" = null
      where b.professional_id is not null and b.starts_at is not null and b.${TAKES_TIME}
        and exists (
          select 1 from "bookings" o
          where o.professional_id = b.professional_id and o.id <> b.id and o.starts_at is not null and o.${TAKES_TIME}
            and tstzrange(o.starts_at, o.ends_at) && tstzrange(b.starts_at, b.ends_at)
            and (o.created_at, o.id) < (b.created_at, b.id));`);
    this.addSql(`
      alter table "bookings" add constraint "bookings_pro_time_no_overlap" exclude using gist (
        (coalesce(professional_id, held_by_id)) with =, tstzrange(starts_at, ends_at) with &&)
        where (starts_at is not null and ${TAKES_TIME});`);
    // The free-time reads: each candidate pro's jobs from a day before the window to its end (a job
    // lasts less than a day), read from the index alone. The GiST index of the constraint answers
    // the same question, but some ten times slower for a month of jobs.
    this.addSql(`drop index if exists "bookings_professional_id_starts_at_index";`);
    this.addSql(`
      create index "bookings_taken_by_starts_at_index" on "bookings" ((coalesce(professional_id, held_by_id)), "starts_at")
        include ("ends_at", "id") where starts_at is not null and ${TAKES_TIME};`);
  }

  override down(): void {
    this.addSql(`drop index if exists "bookings_taken_by_starts_at_index";`);
    this.addSql(
      `create index "bookings_professional_id_starts_at_index" on "bookings" ("professional_id", "starts_at") where "professional_id" is not null and "starts_at" is not null;`,
    );
    this.addSql(`
      alter table "bookings"
        drop constraint if exists "bookings_pro_time_no_overlap",
        drop constraint if exists "bookings_held_by_id_foreign",
        drop column if exists "held_by_id";`);
  }
}
