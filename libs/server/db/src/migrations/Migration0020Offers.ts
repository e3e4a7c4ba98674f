import { Migration } from '@mikro-orm/migrations';

// The offers (docs/pricing-and-taxes.md "Offers"). A booking records the offer it was made with
// (kind and percent). Each use of an offer is a claim, written in the booking's own statement; the
// partial unique indexes make "one welcome offer per account, phone and home" and "one use per
// thank-you code" the database's rule, whoever writes. A cancelled booking's claim is released
// (released_at), which gives the offer back.
export class Migration0020Offers extends Migration {
  override name = 'Migration0020Offers';

  override up(): void {
    this.addSql(`
      alter table "bookings"
        add column "offer_kind" text null,
        add column "offer_percent" smallint null,
        add constraint "bookings_offer_kind_check" check ("offer_kind" in ('welcome', 'thank_you')),
        add constraint "bookings_offer_check" check (
          ((offer_kind is null) = (offer_percent is null)) and ((offer_percent is null) or ((offer_percent >= 1) and (offer_percent <= 100))));`);
    this.addSql(`
      create table "offer_codes" (
        "code" text not null,
        "user_id" uuid not null,
        "percent" smallint not null,
        "earned_by_booking_id" uuid null,
        "created_at" timestamptz not null default now(),
        constraint "offer_codes_pkey" primary key ("code"),
        constraint "offer_codes_user_id_unique" unique ("user_id"),
        constraint "offer_codes_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade,
        constraint "offer_codes_earned_by_booking_id_foreign" foreign key ("earned_by_booking_id") references "bookings" ("id") on delete set null,
        constraint "offer_codes_percent_check" check ((percent >= 1) and (percent <= 100))
      );`);
    this.addSql(`
      create table "offer_claims" (
        "booking_id" uuid not null,
        "kind" text not null,
        "user_id" uuid not null,
        "phone_key" text null,
        "address_key" text null,
        "code" text null,
        "created_at" timestamptz not null default now(),
        "released_at" timestamptz null,
        constraint "offer_claims_pkey" primary key ("booking_id"),
        constraint "offer_claims_booking_id_foreign" foreign key ("booking_id") references "bookings" ("id") on update cascade on delete cascade deferrable initially deferred,
        constraint "offer_claims_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade,
        constraint "offer_claims_code_foreign" foreign key ("code") references "offer_codes" ("code") on delete cascade,
        constraint "offer_claims_kind_check" check ("kind" in ('welcome', 'thank_you')),
        constraint "offer_claims_fields_check" check (
          ((kind = 'welcome') and (phone_key is not null) and (address_key is not null) and (code is null))
          or ((kind = 'thank_you') and (code is not null)))
      );`);
    this.addSql(
      `create unique index "offer_claims_welcome_user_unique" on "offer_claims" ("user_id") where kind = 'welcome' and released_at is null;`,
    );
    this.addSql(
      `create unique index "offer_claims_welcome_phone_unique" on "offer_claims" ("phone_key") where kind = 'welcome' and released_at is null;`,
    );
    this.addSql(
      `create unique index "offer_claims_welcome_address_unique" on "offer_claims" ("address_key") where kind = 'welcome' and released_at is null;`,
    );
    this.addSql(`create unique index "offer_claims_code_unique" on "offer_claims" ("code") where released_at is null;`);
  }

  override down(): void {
    this.addSql(`drop table if exists "offer_claims";`);
    this.addSql(`drop table if exists "offer_codes";`);
    this.addSql(`
      alter table "bookings"
        drop constraint if exists "bookings_offer_check",
        drop constraint if exists "bookings_offer_kind_check",
        drop column if exists "offer_percent",
        drop column if exists "offer_kind";`);
  }
}
