import { Migration } from '@mikro-orm/migrations';

// The final price of a job (docs/pricing-and-taxes.md "The final price"): the invoice the pro
// records with the completion, its totals stored as computed (the checks keep them consistent),
// and whether the customer agreed. Every change of a booking's money is a row of
// booking_money_events: who, when, what and why, never updated.
export class Migration0021FinalInvoices extends Migration {
  override name = 'Migration0021FinalInvoices';

  override up(): void {
    this.addSql(`
      create table "booking_invoices" (
        "booking_id" uuid not null,
        "minutes_worked" integer null,
        "work_cents" integer not null,
        "discount_cents" integer not null,
        "materials" jsonb not null,
        "materials_cents" integer not null,
        "subtotal_cents" integer not null,
        "gst_cents" integer not null,
        "qst_cents" integer not null,
        "total_cents" integer not null,
        "note" text null,
        "status" text not null,
        "recorded_at" timestamptz not null default now(),
        "recorded_by_id" uuid null,
        "decided_at" timestamptz null,
        "decided_by_id" uuid null,
        "dispute_reason" text null,
        constraint "booking_invoices_pkey" primary key ("booking_id"),
        constraint "booking_invoices_booking_id_foreign" foreign key ("booking_id") references "bookings" ("id") on update cascade on delete cascade,
        constraint "booking_invoices_recorded_by_id_foreign" foreign key ("recorded_by_id") references "users" ("id") on delete set null,
        constraint "booking_invoices_decided_by_id_foreign" foreign key ("decided_by_id") references "users" ("id") on delete set null,
        constraint "booking_invoices_status_check" check ("status" in ('agreed', 'awaiting_approval', 'disputed')),
        constraint "booking_invoices_amounts_check" check (
          (work_cents >= 0) and (discount_cents >= 0) and (discount_cents <= work_cents) and (materials_cents >= 0)
          and (gst_cents >= 0) and (qst_cents >= 0) and ((minutes_worked is null) or (minutes_worked > 0))),
        constraint "booking_invoices_totals_check" check (
          (subtotal_cents = ((work_cents - discount_cents) + materials_cents)) and (total_cents = ((subtotal_cents + gst_cents) + qst_cents)))
      );`);
    this.addSql(`
      create table "booking_money_events" (
        "id" uuid not null default gen_random_uuid(),
        "booking_id" uuid not null,
        "kind" text not null,
        "actor_id" uuid null,
        "amount_cents" integer null,
        "reason" text null,
        "created_at" timestamptz not null default now(),
        constraint "booking_money_events_pkey" primary key ("id"),
        constraint "booking_money_events_booking_id_foreign" foreign key ("booking_id") references "bookings" ("id") on delete cascade,
        constraint "booking_money_events_actor_id_foreign" foreign key ("actor_id") references "users" ("id") on delete set null,
        constraint "booking_money_events_kind_check" check ("kind" in ('invoice_recorded', 'invoice_approved', 'invoice_disputed'))
      );`);
    this.addSql(`create index "booking_money_events_booking_id_created_at_index" on "booking_money_events" ("booking_id", "created_at");`);
  }

  override down(): void {
    this.addSql(`drop table if exists "booking_money_events";`);
    this.addSql(`drop table if exists "booking_invoices";`);
  }
}
