import { Migration } from '@mikro-orm/migrations';

// Late-change fees (docs/booking-rules.md, "Edits" and "Cancellations"): the fee a customer accepted
// when moving or cancelling a visit after the free-change deadline, recorded in the transaction of
// the change, at most one of each kind per booking. The payments work charges them.
export class Migration0016LateChangeFees extends Migration {
  override name = 'Migration0016LateChangeFees';

  override up(): void {
    this.addSql(`
      create table "booking_late_fees" (
        "id" uuid not null default gen_random_uuid(),
        "booking_id" uuid not null,
        "kind" text not null,
        "amount_cents" int not null,
        "created_at" timestamptz not null default now(),
        constraint "booking_late_fees_pkey" primary key ("id"),
        constraint "booking_late_fees_booking_id_foreign" foreign key ("booking_id") references "bookings" ("id") on delete cascade,
        constraint "booking_late_fees_kind_check" check ("kind" in ('late_cancellation', 'late_reschedule')),
        constraint "booking_late_fees_amount_cents_check" check ("amount_cents" >= 0)
      );`);
    this.addSql(`alter table "booking_late_fees" add constraint "booking_late_fees_booking_id_kind_unique" unique ("booking_id", "kind");`);
  }

  override down(): void {
    this.addSql(`drop table if exists "booking_late_fees";`);
  }
}
