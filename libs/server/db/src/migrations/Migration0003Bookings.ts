import { Migration } from '@mikro-orm/migrations';

// Bookings: the booking with its price snapshot, its timeline, its messages, and the
// idempotency keys of POST /api/bookings. Hand-written SQL, reviewed; entities mirror it and the
// db integration test checks there is no schema diff.
export class Migration0003Bookings extends Migration {
  override name = 'Migration0003Bookings';

  override up(): void {
    this.addSql(`
      create table "bookings" (
        "id" uuid not null default gen_random_uuid(),
        "booking_number" text not null,
        "user_id" uuid not null,
        "status" text not null default 'pending',
        "timeline_status" text not null default 'waiting_for_pro',
        "service_id" text not null,
        "sub_service_id" text not null,
        "service_option" text not null,
        "sub_service_name" text not null,
        "sub_service_description" text not null,
        "price_cents" integer null,
        "price_kind" text not null,
        "currency" text not null default 'CAD',
        "scheduled_date" date not null,
        "scheduled_time" text not null,
        "first_name" text not null,
        "last_name" text not null,
        "email" text not null,
        "phone" text not null,
        "address" text not null,
        "apartment" text null,
        "city" text not null,
        "postal_code" text not null,
        "description" text null,
        "locale" text not null,
        "professional_id" uuid null,
        "created_at" timestamptz not null default now(),
        "updated_at" timestamptz not null default now(),
        constraint "bookings_pkey" primary key ("id"),
        -- No cascade: a booking is a business record; deleting an account must decide what becomes of it.
        constraint "bookings_user_id_foreign" foreign key ("user_id") references "users" ("id"),
        constraint "bookings_booking_number_check" check ("booking_number" ~ '^HM-[0-9]{4}-[0-9]{9}$'),
        constraint "bookings_status_check" check ("status" in ('pending', 'confirmed', 'in_progress', 'completed', 'cancelled')),
        constraint "bookings_timeline_status_check" check ("timeline_status" in ('waiting_for_pro', 'pro_assigned', 'en_route', 'in_progress', 'completed')),
        constraint "bookings_price_kind_check" check ("price_kind" in ('from_hour', 'from_job', 'quote')),
        -- A quoted job has no amount and every other kind has one.
        constraint "bookings_price_cents_check" check (("price_cents" is null) = ("price_kind" = 'quote') and ("price_cents" is null or "price_cents" >= 0)),
        constraint "bookings_currency_check" check ("currency" in ('CAD')),
        constraint "bookings_scheduled_time_check" check ("scheduled_time" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'),
        constraint "bookings_locale_check" check ("locale" in ('fr', 'en'))
      );`);
    // The number is generated (not unique by construction); this index is the guarantee, and
    // the API retries with a new number when it clashes.
    this.addSql(`create unique index "bookings_booking_number_unique" on "bookings" ("booking_number");`);
    // "My bookings", newest first (dashboard default order) and per-status counts.
    this.addSql(`create index "bookings_user_id_created_at_index" on "bookings" ("user_id", "created_at" desc);`);
    this.addSql(`create index "bookings_user_id_status_index" on "bookings" ("user_id", "status");`);

    this.addSql(`
      create table "booking_timeline_events" (
        "id" uuid not null default gen_random_uuid(),
        "booking_id" uuid not null,
        "status" text not null,
        "notes" text null,
        "created_at" timestamptz not null default now(),
        constraint "booking_timeline_events_pkey" primary key ("id"),
        constraint "booking_timeline_events_booking_id_foreign" foreign key ("booking_id") references "bookings" ("id") on delete cascade,
        constraint "booking_timeline_events_status_check" check ("status" in ('waiting_for_pro', 'pro_assigned', 'en_route', 'in_progress', 'completed'))
      );`);
    this.addSql(
      `create index "booking_timeline_events_booking_id_created_at_index" on "booking_timeline_events" ("booking_id", "created_at");`,
    );

    this.addSql(`
      create table "booking_messages" (
        "id" uuid not null default gen_random_uuid(),
        "booking_id" uuid not null,
        "sender_type" text not null,
        "sender_name" text not null,
        "message" text not null,
        "metadata" jsonb not null default '{}',
        "created_at" timestamptz not null default now(),
        constraint "booking_messages_pkey" primary key ("id"),
        constraint "booking_messages_booking_id_foreign" foreign key ("booking_id") references "bookings" ("id") on delete cascade,
        constraint "booking_messages_sender_type_check" check ("sender_type" in ('customer', 'system', 'professional')),
        constraint "booking_messages_message_check" check (char_length("message") between 1 and 2000)
      );`);
    this.addSql(`create index "booking_messages_booking_id_created_at_index" on "booking_messages" ("booking_id", "created_at");`);

    // One row per Idempotency-Key a user sent with a successful POST /api/bookings. It is
    // inserted first in the booking's transaction, so a concurrent duplicate waits on the primary
    // key and then finds the booking instead of making a second one. The booking id is chosen by
    // the API before the booking row exists, hence the deferred foreign key.
    this.addSql(`
      create table "idempotency_keys" (
        "user_id" uuid not null,
        "key" text not null,
        "request_hash" text not null,
        "booking_id" uuid not null,
        "created_at" timestamptz not null default now(),
        constraint "idempotency_keys_pkey" primary key ("user_id", "key"),
        constraint "idempotency_keys_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade,
        constraint "idempotency_keys_booking_id_foreign" foreign key ("booking_id") references "bookings" ("id") on delete cascade deferrable initially deferred
      );`);
    this.addSql(`create index "idempotency_keys_booking_id_index" on "idempotency_keys" ("booking_id");`);
  }

  override down(): void {
    this.addSql(`drop table if exists "idempotency_keys";`);
    this.addSql(`drop table if exists "booking_messages";`);
    this.addSql(`drop table if exists "booking_timeline_events";`);
    this.addSql(`drop table if exists "bookings";`);
  }
}
