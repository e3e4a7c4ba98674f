import { Migration } from '@mikro-orm/migrations';

// Tips (docs/pricing-and-taxes.md "Tips"): one per job, given by the customer in the app or
// recorded by the pro with a direct payment; the tip recorded with a payment so far moves here,
// so a tip lives in one place whoever gave it.
export class Migration0023Tips extends Migration {
  override name = 'Migration0023Tips';

  override up(): void {
    this.addSql(`
      create table "booking_tips" (
        "booking_id" uuid not null,
        "amount_cents" integer not null,
        "percent" smallint null,
        "given_by" text not null,
        "given_by_user_id" uuid null,
        "given_at" timestamptz not null default now(),
        constraint "booking_tips_pkey" primary key ("booking_id"),
        constraint "booking_tips_booking_id_foreign" foreign key ("booking_id") references "bookings" ("id") on update cascade on delete cascade,
        constraint "booking_tips_given_by_user_id_foreign" foreign key ("given_by_user_id") references "users" ("id") on delete set null,
        constraint "booking_tips_amount_check" check ("amount_cents" >= 0),
        constraint "booking_tips_percent_check" check ("percent" in (10, 15, 20)),
        constraint "booking_tips_given_by_check" check ("given_by" in ('customer', 'professional'))
      );`);
    this.addSql(`
      insert into "booking_tips" ("booking_id", "amount_cents", "given_by", "given_by_user_id", "given_at")
        select "booking_id", "tip_cents", 'professional', "recorded_by_id", "recorded_at" from "booking_payments" where "tip_cents" > 0;`);
    this.addSql(`alter table "booking_payments" drop constraint "booking_payments_amounts_check";`);
    this.addSql(`alter table "booking_payments" drop column "tip_cents";`);
    this.addSql(`alter table "booking_payments" add constraint "booking_payments_amount_check" check ("amount_cents" >= 0);`);
    this.addSql(`alter table "booking_money_events" drop constraint "booking_money_events_kind_check";`);
    this.addSql(`
      alter table "booking_money_events" add constraint "booking_money_events_kind_check"
        check ("kind" in ('invoice_recorded', 'invoice_approved', 'invoice_disputed', 'payment_recorded', 'tip_given'));`);
  }

  override down(): void {
    this.addSql(`delete from "booking_money_events" where "kind" = 'tip_given';`);
    this.addSql(`alter table "booking_money_events" drop constraint "booking_money_events_kind_check";`);
    this.addSql(`
      alter table "booking_money_events" add constraint "booking_money_events_kind_check"
        check ("kind" in ('invoice_recorded', 'invoice_approved', 'invoice_disputed', 'payment_recorded'));`);
    this.addSql(`alter table "booking_payments" drop constraint "booking_payments_amount_check";`);
    this.addSql(`alter table "booking_payments" add column "tip_cents" integer not null default 0;`);
    this.addSql(`
      update "booking_payments" p set "tip_cents" = t."amount_cents"
        from "booking_tips" t where t."booking_id" = p."booking_id";`);
    this.addSql(
      `alter table "booking_payments" add constraint "booking_payments_amounts_check" check ((amount_cents >= 0) and (tip_cents >= 0));`,
    );
    this.addSql(`drop table if exists "booking_tips";`);
  }
}
