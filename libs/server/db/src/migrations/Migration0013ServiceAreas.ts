import { Migration } from '@mikro-orm/migrations';

// Service areas (docs/booking-rules.md, Where): a postal code is served for a service when an
// approved pro of that service has a service-area prefix (1 to 3 characters) that begins the code.
// The check asks whether a pro's prefixes overlap the code's three prefixes (H, H2, H2X): a GIN
// index on the prefixes answers it. The waitlist keeps who asked to be told when an area opens.
export class Migration0013ServiceAreas extends Migration {
  override name = 'Migration0013ServiceAreas';

  override up(): void {
    this.addSql(`create index "professionals_service_area_prefixes_index" on "professionals" using gin ("service_area_prefixes");`);
    // One row per (e-mail, FSA, service): the unique constraint makes asking again harmless (the API
    // inserts with ON CONFLICT DO NOTHING). notified_at is set when the opening e-mail is queued, once.
    this.addSql(`
      create table "service_area_waitlist" (
        "id" uuid not null default gen_random_uuid(),
        "email" text not null,
        "fsa" text not null,
        "service_id" text not null,
        "locale" text not null,
        "user_id" uuid null,
        "created_at" timestamptz not null default now(),
        "notified_at" timestamptz null,
        constraint "service_area_waitlist_pkey" primary key ("id"),
        constraint "service_area_waitlist_email_fsa_service_id_unique" unique ("email", "fsa", "service_id"),
        constraint "service_area_waitlist_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade,
        constraint "service_area_waitlist_email_check" check ("email" = lower(btrim("email")) and "email" <> ''),
        constraint "service_area_waitlist_fsa_check" check ("fsa" ~ '^[GHJ][0-9][A-Z]$'),
        constraint "service_area_waitlist_locale_check" check ("locale" in ('fr', 'en'))
      );`);
    // The entries an opening may concern: not yet told, by service.
    this.addSql(
      `create index "service_area_waitlist_waiting_index" on "service_area_waitlist" ("service_id", "fsa") where "notified_at" is null;`,
    );
  }

  override down(): void {
    this.addSql(`drop table if exists "service_area_waitlist";`);
    this.addSql(`drop index if exists "professionals_service_area_prefixes_index";`);
  }
}
