import { Migration } from '@mikro-orm/migrations';

const ACTIONS_BEFORE = `'application_approved', 'application_rejected', 'booking_assigned', 'booking_transition', 'invoice_corrected',
  'refund_requested', 'day_capacity_set', 'day_capacity_removed', 'support_assigned', 'support_status_changed', 'support_replied',
  'account_disabled', 'account_enabled', 'password_reset_sent', 'role_changed', 'content_hidden', 'content_restored'`;

// Verified trades (docs/verified-trades.md): a pro's business (name, NEQ) and their credentials (RBQ
// licence, CMMTQ or CMEQ membership, liability insurance), each verified or rejected by an operator;
// and the expiry reminders already sent, once each.
export class Migration0037ProCredentials extends Migration {
  override name = 'Migration0037ProCredentials';

  override up(): void {
    this.addSql(`alter table "professionals" add column "business_name" text null, add column "neq" text null;`);
    this.addSql(`alter table "professionals" add constraint "professionals_neq_check" check (neq ~ '^[0-9]{10}$');`);
    this.addSql(`create table "pro_credentials" (
      "id" uuid not null default gen_random_uuid(),
      "user_id" uuid not null,
      "kind" text not null,
      "status" text not null default 'pending',
      "number" text null,
      "subclasses" text[] not null default '{}',
      "insurer" text null,
      "policy_number" text null,
      "coverage_cents" bigint null,
      "expires_on" date null,
      "document_path" text null,
      "document_type" text null,
      "review_note" text null,
      "reviewed_at" timestamptz null,
      "reviewed_by" uuid null,
      "created_at" timestamptz not null default now(),
      "updated_at" timestamptz not null default now(),
      constraint "pro_credentials_pkey" primary key ("id"),
      constraint "pro_credentials_kind_check" check ("kind" in ('rbq', 'cmmtq', 'cmeq', 'insurance')),
      constraint "pro_credentials_status_check" check ("status" in ('pending', 'verified', 'rejected')),
      constraint "pro_credentials_number_check" check (kind = 'insurance' or number is not null),
      constraint "pro_credentials_rbq_number_check" check (kind <> 'rbq' or number ~ '^[0-9]{4}-[0-9]{4}-[0-9]{2}$'),
      constraint "pro_credentials_insurance_check" check (kind <> 'insurance' or (insurer is not null and policy_number is not null and coverage_cents > 0 and expires_on is not null)),
      constraint "pro_credentials_reviewed_check" check ((status = 'pending') = (reviewed_at is null)),
      constraint "pro_credentials_document_check" check ((document_path is null) = (document_type is null)));`);
    this.addSql(`alter table "pro_credentials" add constraint "pro_credentials_user_id_kind_unique" unique ("user_id", "kind");`);
    this.addSql(
      `alter table "pro_credentials" add constraint "pro_credentials_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "pro_credentials" add constraint "pro_credentials_reviewed_by_foreign" foreign key ("reviewed_by") references "users" ("id") on delete set null;`,
    );
    this.addSql(`create table "pro_credential_reminders" (
      "credential_id" uuid not null,
      "expires_on" date not null,
      "days_before" smallint not null,
      "sent_at" timestamptz not null default now(),
      constraint "pro_credential_reminders_pkey" primary key ("credential_id", "expires_on", "days_before"));`);
    this.addSql(
      `alter table "pro_credential_reminders" add constraint "pro_credential_reminders_credential_id_foreign" foreign key ("credential_id") references "pro_credentials" ("id") on delete cascade;`,
    );
    // An operator's verification or rejection of a credential is audited (target: the pro's account).
    this.addSql(`alter table "operator_actions" drop constraint "operator_actions_action_check";`);
    this.addSql(
      `alter table "operator_actions" add constraint "operator_actions_action_check" check ("action" in (${ACTIONS_BEFORE}, 'credential_verified', 'credential_rejected'));`,
    );
  }

  override down(): void {
    // The audit log is append-only: its rows about credentials stay, so the earlier check comes back NOT VALID.
    this.addSql(`alter table "operator_actions" drop constraint "operator_actions_action_check";`);
    this.addSql(
      `alter table "operator_actions" add constraint "operator_actions_action_check" check ("action" in (${ACTIONS_BEFORE})) not valid;`,
    );
    this.addSql(`drop table if exists "pro_credential_reminders" cascade;`);
    this.addSql(`drop table if exists "pro_credentials" cascade;`);
    this.addSql(`alter table "professionals" drop constraint "professionals_neq_check";`);
    this.addSql(`alter table "professionals" drop column "business_name", drop column "neq";`);
  }
}
