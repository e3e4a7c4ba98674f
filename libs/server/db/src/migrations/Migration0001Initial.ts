import { Migration } from '@mikro-orm/migrations';

// Hand-written SQL, reviewed line by line; entity metadata in src/entities mirrors it and
// the integration test checks that the two agree (no pending schema diff).
export class Migration0001Initial extends Migration {
  override name = 'Migration0001Initial';

  override up(): void {
    this.addSql(`
      create table "users" (
        "id" uuid not null default gen_random_uuid(),
        "first_name" text not null,
        "last_name" text not null,
        "email" text not null,
        "phone" text null,
        "address" text null,
        "city" text null,
        "postal_code" text null,
        "role" text not null default 'customer',
        "password_hash" text null,
        "locale" text not null default 'fr',
        "created_at" timestamptz not null default now(),
        "updated_at" timestamptz not null default now(),
        constraint "users_pkey" primary key ("id"),
        constraint "users_role_check" check ("role" in ('customer', 'professional', 'admin')),
        constraint "users_locale_check" check ("locale" in ('fr', 'en'))
      );`);
    // Case-insensitive uniqueness without the citext extension (not every host ships contrib).
    this.addSql(`create unique index "users_email_lower_unique" on "users" (lower("email"));`);

    this.addSql(`
      create table "outbox" (
        "id" bigserial not null,
        "queue" text not null,
        "job_name" text not null,
        "payload" jsonb not null,
        "delay_ms" integer not null default 0,
        "created_at" timestamptz not null default now(),
        "relayed_at" timestamptz null,
        "relay_attempts" integer not null default 0,
        "last_error" text null,
        constraint "outbox_pkey" primary key ("id"),
        constraint "outbox_delay_ms_check" check ("delay_ms" >= 0)
      );`);
    // The relay only ever scans pending rows; relayed rows do not bloat that index.
    this.addSql(`create index "outbox_pending_idx" on "outbox" ("id") where "relayed_at" is null;`);
  }

  override down(): void {
    this.addSql(`drop table if exists "outbox";`);
    this.addSql(`drop table if exists "users";`);
  }
}
