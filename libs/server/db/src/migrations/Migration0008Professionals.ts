import { Migration } from '@mikro-orm/migrations';

// The professional side (docs/pros.md): the applications made on /grow-business, which become
// professional profiles once an operator approves them, and the one-time invitations a pro
// follows to set a password. Hand-written SQL, reviewed; entities mirror it and the db
// integration test checks there is no schema diff.
//
// bookings.professional_id keeps pointing at users (Migration0004): the assignee is an account
// that signs in, and the profile is found through professionals.user_id (unique), so the
// reservations code and its reviews need no change.
export class Migration0008Professionals extends Migration {
  override name = 'Migration0008Professionals';

  override up(): void {
    // The unique e-mail is what answers "already registered": two simultaneous applications of
    // one address cannot both create a row (the API maps the 23505 to the already-registered answer).
    this.addSql(`
      create table "professionals" (
        "id" uuid not null default gen_random_uuid(),
        "user_id" uuid null,
        "first_name" text not null,
        "last_name" text not null,
        "email" text not null,
        "phone" text not null,
        "categories" text[] not null,
        "service_area_prefixes" text[] not null default '{}',
        "bio_fr" text null,
        "bio_en" text null,
        "photo_path" text null,
        "locale" text not null,
        "status" text not null default 'pending',
        "reviewed_at" timestamptz null,
        "reviewed_by" uuid null,
        "created_at" timestamptz not null default now(),
        "updated_at" timestamptz not null default now(),
        constraint "professionals_pkey" primary key ("id"),
        constraint "professionals_email_unique" unique ("email"),
        constraint "professionals_user_id_unique" unique ("user_id"),
        constraint "professionals_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete set null,
        constraint "professionals_reviewed_by_foreign" foreign key ("reviewed_by") references "users" ("id") on delete set null,
        constraint "professionals_email_check" check ("email" = lower(btrim("email")) and "email" <> ''),
        constraint "professionals_phone_check" check ("phone" ~ '^[0-9+]+$'),
        constraint "professionals_categories_check" check (cardinality("categories") >= 1),
        constraint "professionals_status_check" check ("status" in ('pending', 'approved', 'rejected')),
        constraint "professionals_locale_check" check ("locale" in ('fr', 'en')),
        constraint "professionals_reviewed_check" check (("status" = 'pending') = ("reviewed_at" is null))
      );`);
    // The operator's queue (pending, oldest first) and the matching of approved pros by category.
    this.addSql(`create index "professionals_status_created_at_index" on "professionals" ("status", "created_at");`);
    this.addSql(`create index "professionals_categories_index" on "professionals" using gin ("categories");`);

    // Only the SHA-256 of the token is stored, like password reset tokens.
    this.addSql(`
      create table "professional_invitations" (
        "id" uuid not null default gen_random_uuid(),
        "professional_id" uuid not null,
        "token_hash" text not null,
        "expires_at" timestamptz not null,
        "used_at" timestamptz null,
        "created_at" timestamptz not null default now(),
        constraint "professional_invitations_pkey" primary key ("id"),
        constraint "professional_invitations_token_hash_unique" unique ("token_hash"),
        constraint "professional_invitations_professional_id_foreign" foreign key ("professional_id") references "professionals" ("id") on delete cascade
      );`);
    this.addSql(`create index "professional_invitations_professional_id_index" on "professional_invitations" ("professional_id");`);
  }

  override down(): void {
    this.addSql(`drop table if exists "professional_invitations";`);
    this.addSql(`drop table if exists "professionals";`);
  }
}
