import { Migration } from '@mikro-orm/migrations';

const KINDS_BEFORE = `'invoice_recorded', 'invoice_approved', 'invoice_disputed', 'invoice_corrected', 'payment_recorded',
          'tip_given', 'receipt_issued', 'receipt_reissued'`;

// Card payments with Stripe (docs/payments-by-card.md): a Stripe customer per account, the card a
// customer saved for a booking (Stripe's ids, the brand and the last four digits, never more), each
// charge and refund with its state, and every webhook event once (its id is the key: a duplicate
// delivery inserts nothing). A card payment is a booking_payments row like a direct one.
export class Migration0027CardPayments extends Migration {
  override name = 'Migration0027CardPayments';

  override up(): void {
    this.addSql(`alter table "booking_payments" drop constraint "booking_payments_method_check";`);
    this.addSql(
      `alter table "booking_payments" add constraint "booking_payments_method_check" check ("method" in ('cash', 'interac', 'cheque', 'card'));`,
    );
    this.addSql(`
      create table "stripe_customers" (
        "user_id" uuid not null,
        "customer_id" text not null,
        "created_at" timestamptz not null default now(),
        constraint "stripe_customers_pkey" primary key ("user_id"),
        constraint "stripe_customers_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade,
        constraint "stripe_customers_customer_id_unique" unique ("customer_id")
      );`);
    this.addSql(`
      create table "booking_cards" (
        "booking_id" uuid not null,
        "customer_id" text not null,
        "payment_method_id" text not null,
        "brand" text not null,
        "last4" text not null,
        "saved_at" timestamptz not null default now(),
        constraint "booking_cards_pkey" primary key ("booking_id"),
        constraint "booking_cards_booking_id_foreign" foreign key ("booking_id") references "bookings" ("id") on update cascade on delete cascade,
        constraint "booking_cards_last4_check" check ("last4" ~ '^[0-9]{4}$')
      );`);
    this.addSql(`
      create table "card_charges" (
        "id" uuid not null,
        "booking_id" uuid not null,
        "kind" text not null,
        "amount_cents" integer not null,
        "tip_cents" integer not null default 0,
        "status" text not null,
        "payment_intent_id" text null,
        "failure_code" text null,
        "pay_url" text null,
        "created_at" timestamptz not null default now(),
        "updated_at" timestamptz not null default now(),
        constraint "card_charges_pkey" primary key ("id"),
        constraint "card_charges_booking_id_foreign" foreign key ("booking_id") references "bookings" ("id") on delete cascade,
        constraint "card_charges_booking_id_kind_unique" unique ("booking_id", "kind"),
        constraint "card_charges_payment_intent_id_unique" unique ("payment_intent_id"),
        constraint "card_charges_kind_check" check ("kind" in ('job', 'tip', 'late_fee')),
        constraint "card_charges_status_check" check ("status" in ('pending', 'succeeded', 'requires_action', 'failed')),
        constraint "card_charges_amount_check" check (("amount_cents" > 0) and ("tip_cents" >= 0) and ("tip_cents" <= "amount_cents"))
      );`);
    this.addSql(`
      create table "card_refunds" (
        "id" uuid not null,
        "charge_id" uuid not null,
        "amount_cents" integer not null,
        "reason" text not null,
        "requested_by" uuid null,
        "status" text not null,
        "refund_id" text null,
        "failure_code" text null,
        "created_at" timestamptz not null default now(),
        "updated_at" timestamptz not null default now(),
        constraint "card_refunds_pkey" primary key ("id"),
        constraint "card_refunds_charge_id_foreign" foreign key ("charge_id") references "card_charges" ("id") on delete cascade,
        constraint "card_refunds_requested_by_foreign" foreign key ("requested_by") references "users" ("id") on update no action on delete set null,
        constraint "card_refunds_refund_id_unique" unique ("refund_id"),
        constraint "card_refunds_status_check" check ("status" in ('pending', 'succeeded', 'failed')),
        constraint "card_refunds_amount_check" check ("amount_cents" > 0)
      );`);
    this.addSql(`create index "card_refunds_charge_id_index" on "card_refunds" ("charge_id");`);
    this.addSql(`
      create table "stripe_events" (
        "id" text not null,
        "type" text not null,
        "payload" jsonb not null,
        "received_at" timestamptz not null default now(),
        "processed_at" timestamptz null,
        constraint "stripe_events_pkey" primary key ("id")
      );`);
    this.addSql(`alter table "booking_money_events" drop constraint "booking_money_events_kind_check";`);
    this.addSql(`
      alter table "booking_money_events" add constraint "booking_money_events_kind_check"
        check ("kind" in (${KINDS_BEFORE}, 'card_saved', 'charge_failed', 'refund_requested', 'refund_succeeded', 'refund_failed'));`);
  }

  override down(): void {
    this.addSql(
      `delete from "booking_money_events" where "kind" in ('card_saved', 'charge_failed', 'refund_requested', 'refund_succeeded', 'refund_failed');`,
    );
    this.addSql(`alter table "booking_money_events" drop constraint "booking_money_events_kind_check";`);
    this.addSql(`alter table "booking_money_events" add constraint "booking_money_events_kind_check" check ("kind" in (${KINDS_BEFORE}));`);
    this.addSql(`drop table if exists "stripe_events";`);
    this.addSql(`drop table if exists "card_refunds";`);
    this.addSql(`drop table if exists "card_charges";`);
    this.addSql(`drop table if exists "booking_cards";`);
    this.addSql(`drop table if exists "stripe_customers";`);
    this.addSql(`delete from "booking_payments" where "method" = 'card';`);
    this.addSql(`alter table "booking_payments" drop constraint "booking_payments_method_check";`);
    this.addSql(
      `alter table "booking_payments" add constraint "booking_payments_method_check" check ("method" in ('cash', 'interac', 'cheque'));`,
    );
  }
}
