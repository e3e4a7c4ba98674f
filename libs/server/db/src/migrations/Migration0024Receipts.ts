import { Migration } from '@mikro-orm/migrations';

// Receipts (docs/pricing-and-taxes.md "Receipts"): one per paid job, numbered per year of issue
// without gaps. The counter row of the year is taken in the payment's own transaction, so a
// number is used only if the payment is written; the document is what the receipt says, stored
// at issue and replaced (one more version) at a reissue.
export class Migration0024Receipts extends Migration {
  override name = 'Migration0024Receipts';

  override up(): void {
    this.addSql(`
      create table "receipt_counters" (
        "year" smallint not null,
        "last_number" integer not null,
        constraint "receipt_counters_pkey" primary key ("year"),
        constraint "receipt_counters_last_number_check" check ("last_number" > 0)
      );`);
    this.addSql(`
      create table "receipts" (
        "booking_id" uuid not null,
        "year" smallint not null,
        "sequence" integer not null,
        "number" text not null,
        "version" integer not null default 1,
        "document" jsonb not null,
        "issued_at" timestamptz not null default now(),
        "reissued_at" timestamptz null,
        constraint "receipts_pkey" primary key ("booking_id"),
        constraint "receipts_booking_id_foreign" foreign key ("booking_id") references "bookings" ("id") on update cascade on delete cascade,
        constraint "receipts_number_unique" unique ("number"),
        constraint "receipts_year_sequence_unique" unique ("year", "sequence"),
        constraint "receipts_version_check" check ("version" > 0)
      );`);
    this.addSql(`alter table "booking_money_events" drop constraint "booking_money_events_kind_check";`);
    this.addSql(`
      alter table "booking_money_events" add constraint "booking_money_events_kind_check"
        check ("kind" in ('invoice_recorded', 'invoice_approved', 'invoice_disputed', 'payment_recorded', 'tip_given',
          'receipt_issued', 'receipt_reissued'));`);
  }

  override down(): void {
    this.addSql(`delete from "booking_money_events" where "kind" in ('receipt_issued', 'receipt_reissued');`);
    this.addSql(`alter table "booking_money_events" drop constraint "booking_money_events_kind_check";`);
    this.addSql(`
      alter table "booking_money_events" add constraint "booking_money_events_kind_check"
        check ("kind" in ('invoice_recorded', 'invoice_approved', 'invoice_disputed', 'payment_recorded', 'tip_given'));`);
    this.addSql(`drop table if exists "receipts";`);
    this.addSql(`drop table if exists "receipt_counters";`);
  }
}
