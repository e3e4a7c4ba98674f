import { Migration } from '@mikro-orm/migrations';

// Accounts: notification preferences on users, OAuth identities, refresh-token
// sessions and password-reset tokens. Hand-written SQL, reviewed; entities mirror it and the
// db integration test checks there is no schema diff.
export class Migration0002Accounts extends Migration {
  override name = 'Migration0002Accounts';

  override up(): void {
    this.addSql(`
      alter table "users"
        add column "notify_email" boolean not null default true,
        add column "notify_sms" boolean not null default false,
        add column "notify_marketing" boolean not null default true,
        add column "email_verified_at" timestamptz null;`);

    this.addSql(`
      create table "oauth_identities" (
        "id" uuid not null default gen_random_uuid(),
        "user_id" uuid not null,
        "provider" text not null,
        "subject" text not null,
        "email" text null,
        "created_at" timestamptz not null default now(),
        constraint "oauth_identities_pkey" primary key ("id"),
        constraint "oauth_identities_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade,
        constraint "oauth_identities_provider_check" check ("provider" in ('google', 'facebook', 'github'))
      );`);
    // One account per person at a provider: the look-up of every OAuth sign-in.
    this.addSql(`create unique index "oauth_identities_provider_subject_unique" on "oauth_identities" ("provider", "subject");`);
    this.addSql(`create index "oauth_identities_user_id_index" on "oauth_identities" ("user_id");`);

    this.addSql(`
      create table "auth_sessions" (
        "id" uuid not null default gen_random_uuid(),
        "user_id" uuid not null,
        "family_id" uuid not null,
        "token_hash" text not null,
        "remember_me" boolean not null,
        "expires_at" timestamptz not null,
        "created_at" timestamptz not null default now(),
        "rotated_at" timestamptz null,
        "revoked_at" timestamptz null,
        "replaced_by" uuid null,
        "user_agent" text null,
        "ip" text null,
        constraint "auth_sessions_pkey" primary key ("id"),
        constraint "auth_sessions_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade
      );`);
    // Refresh looks a token up by its hash; sign-out everywhere by user; reuse detection by family.
    this.addSql(`create unique index "auth_sessions_token_hash_unique" on "auth_sessions" ("token_hash");`);
    this.addSql(`create index "auth_sessions_user_id_index" on "auth_sessions" ("user_id");`);
    this.addSql(`create index "auth_sessions_family_id_index" on "auth_sessions" ("family_id");`);

    this.addSql(`
      create table "password_reset_tokens" (
        "id" uuid not null default gen_random_uuid(),
        "user_id" uuid not null,
        "token_hash" text not null,
        "expires_at" timestamptz not null,
        "used_at" timestamptz null,
        "created_at" timestamptz not null default now(),
        constraint "password_reset_tokens_pkey" primary key ("id"),
        constraint "password_reset_tokens_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade
      );`);
    this.addSql(`create unique index "password_reset_tokens_token_hash_unique" on "password_reset_tokens" ("token_hash");`);
    this.addSql(`create index "password_reset_tokens_user_id_index" on "password_reset_tokens" ("user_id");`);
  }

  override down(): void {
    this.addSql(`drop table if exists "password_reset_tokens";`);
    this.addSql(`drop table if exists "auth_sessions";`);
    this.addSql(`drop table if exists "oauth_identities";`);
    this.addSql(`
      alter table "users"
        drop column if exists "email_verified_at",
        drop column if exists "notify_marketing",
        drop column if exists "notify_sms",
        drop column if exists "notify_email";`);
  }
}
