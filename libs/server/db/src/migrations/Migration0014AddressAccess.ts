import { Migration } from '@mikro-orm/migrations';

// How to get in and where to park (docs/booking-rules.md, The fields): optional details of the
// booking's address, shown to its owner, operators and the assigned professional only.
export class Migration0014AddressAccess extends Migration {
  override name = 'Migration0014AddressAccess';

  override up(): void {
    this.addSql(`
      alter table "bookings"
        add column "access_notes" text null,
        add column "parking" text null,
        add column "parking_notes" text null,
        add constraint "bookings_parking_check" check ("parking" in ('street', 'driveway', 'paid', 'none')),
        add constraint "bookings_access_notes_length_check" check (char_length("access_notes") <= 300),
        add constraint "bookings_parking_notes_length_check" check (char_length("parking_notes") <= 200);`);
  }

  override down(): void {
    this.addSql(`
      alter table "bookings"
        drop column if exists "access_notes",
        drop column if exists "parking",
        drop column if exists "parking_notes";`);
  }
}
