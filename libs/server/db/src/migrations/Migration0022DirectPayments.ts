import { Migration } from '@mikro-orm/migrations';

// Paying the pro directly (docs/pricing-and-taxes.md "Payment"): once the final price is agreed,
// the pro records how and when the customer paid, and a tip given with it. One payment per job;
// the money event records it with the rest of the booking's money history.
export class Migration0022DirectPayments extends Migration {
  override name = 'Migration0022DirectPayments';

  override up(): void {
    this.addSql(`
      create table "booking_payments" (
        "booking_id" uuid not null,
        "method" text not null,
        "amount_cents" integer not null,
        "tip_cents" integer not null default 0,
        "paid_on" date not null,
        "recorded_by_id" uuid null,
        "recorded_at" timestamptz not null default now(),
        constraint "booking_payments_pkey" primary key ("booking_id"),
        constraint "booking_payments_booking_id_foreign" foreign key ("booking_id") references "bookings" ("id") on update cascade on delete cascade,
        constraint "booking_payments_recorded_by_id_foreign" foreign key ("recorded_by_id") references "users" ("id") on delete set null,
        constraint "booking_payments_method_check" check ("method" in ('cash', 'interac', 'cheque')),
        constraint "booking_payments_amounts_check" check ((amount_cents >= 0) and (tip_cents >= 0))
      );`);
    this.addSql(`alter table "booking_money_events" drop constraint "booking_money_events_kind_check";`);
    this.addSql(`
      alter table "booking_money_events" add constraint "booking_money_events_kind_check"
        check ("kind" in ('invoice_recorded', 'invoice_approved', 'invoice_disputed', 'payment_recorded'));`);
  }

  override down(): void {
    this.addSql(`delete from "booking_money_events" where "kind" = 'payment_recorded';`);
    this.addSql(`alter table "booking_money_events" drop constraint "booking_money_events_kind_check";`);
    this.addSql(`
      alter table "booking_money_events" add constraint "booking_money_events_kind_check"
        check ("kind" in ('invoice_recorded', 'invoice_approved', 'invoice_disputed'));`);
    this.addSql(`drop table if exists "booking_payments";`);
  }
}
