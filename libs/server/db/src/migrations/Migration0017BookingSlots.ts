import { Migration } from '@mikro-orm/migrations';

// The time a booking takes its pro (docs/booking-rules.md "Free slots"): `starts_at` and `ends_at`
// are the visit's instants, from its Montreal date and time to the end of the sub-service's
// duration plus the travel buffer, written at booking and when the visit moves. The free times
// read the assigned pros' jobs through them. Bookings made before this migration have none.
export class Migration0017BookingSlots extends Migration {
  override name = 'Migration0017BookingSlots';

  override up(): void {
    this.addSql(`
      alter table "bookings"
        add column "starts_at" timestamptz null,
        add column "ends_at" timestamptz null,
        add constraint "bookings_slot_range_check" check ((starts_at is null) = (ends_at is null) and (starts_at is null or starts_at < ends_at));`);
    this.addSql(
      `create index "bookings_professional_id_starts_at_index" on "bookings" ("professional_id", "starts_at") where "professional_id" is not null and "starts_at" is not null;`,
    );
  }

  override down(): void {
    this.addSql(`drop index if exists "bookings_professional_id_starts_at_index";`);
    this.addSql(`
      alter table "bookings"
        drop constraint if exists "bookings_slot_range_check",
        drop column if exists "ends_at",
        drop column if exists "starts_at";`);
  }
}
