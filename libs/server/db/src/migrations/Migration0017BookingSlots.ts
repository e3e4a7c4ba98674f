import { Migration } from '@mikro-orm/migrations';

// The time a booking takes its pro, and the pro it holds (docs/booking-rules.md "Free slots"):
// `starts_at` and `ends_at` are the visit's instants, from its Montreal date and time to the end of
// the sub-service's duration plus the travel buffer; `held_professional_id` is the free pro a new
// booking reserves until a pro accepts it (then `professional_id`). The exclusion constraint makes
// it impossible for one pro to hold or take two overlapping jobs that are not cancelled, whatever
// the requests racing. Bookings made before this migration have no range and stay outside it.
export class Migration0017BookingSlots extends Migration {
  override name = 'Migration0017BookingSlots';

  override up(): void {
    this.addSql(`create extension if not exists "btree_gist";`);
    this.addSql(`
      alter table "bookings"
        add column "starts_at" timestamptz null,
        add column "ends_at" timestamptz null,
        add column "held_professional_id" uuid null,
        add constraint "bookings_held_professional_id_foreign" foreign key ("held_professional_id") references "users" ("id") on delete set null,
        add constraint "bookings_slot_range_check" check ((starts_at is null) = (ends_at is null) and (starts_at is null or starts_at < ends_at)),
        add constraint "bookings_pro_no_overlap" exclude using gist (
          (coalesce(professional_id, held_professional_id)) with =, tstzrange(starts_at, ends_at) with &&)
          where (status <> 'cancelled' and starts_at is not null);`);
  }

  override down(): void {
    this.addSql(`
      alter table "bookings"
        drop constraint if exists "bookings_pro_no_overlap",
        drop constraint if exists "bookings_slot_range_check",
        drop constraint if exists "bookings_held_professional_id_foreign",
        drop column if exists "held_professional_id",
        drop column if exists "ends_at",
        drop column if exists "starts_at";`);
  }
}
