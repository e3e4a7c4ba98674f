import { Migration } from '@mikro-orm/migrations';

const ACTIONS_BEFORE = `'application_approved', 'application_rejected', 'booking_assigned', 'booking_transition', 'invoice_corrected',
  'refund_requested', 'day_capacity_set', 'day_capacity_removed'`;

// The support inbox (docs/operations.md "Support inbox"): contact messages and FAQ questions get the
// inbox's statuses (pending becomes new), an assignee, and a thread of replies and internal notes;
// the audit log records the inbox's actions.
export class Migration0031SupportInbox extends Migration {
  override name = 'Migration0031SupportInbox';

  override up(): void {
    for (const table of ['contact_messages', 'faq_questions']) {
      this.addSql(`alter table "${table}" drop constraint "${table}_status_check";`);
      this.addSql(`update "${table}" set "status" = 'new' where "status" = 'pending';`);
      this.addSql(`alter table "${table}" alter column "status" set default 'new';`);
      this.addSql(
        `alter table "${table}" add constraint "${table}_status_check" check ("status" in ('new', 'in_progress', 'answered', 'closed'));`,
      );
      this.addSql(`alter table "${table}" add "assignee_id" uuid null;`);
      this.addSql(
        `alter table "${table}" add constraint "${table}_assignee_id_foreign" foreign key ("assignee_id") references "users" ("id") on delete set null;`,
      );
    }
    this.addSql(`
      create table "support_thread_entries" (
        "id" uuid not null default gen_random_uuid(),
        "request_kind" text not null,
        "request_id" uuid not null,
        "kind" text not null,
        "author_id" uuid null,
        "body" text not null,
        "created_at" timestamptz not null default now(),
        primary key ("id")
      );`);
    this.addSql(
      `create index "support_thread_entries_request_index" on "support_thread_entries" ("request_kind", "request_id", "created_at");`,
    );
    this.addSql(
      `alter table "support_thread_entries" add constraint "support_thread_entries_author_id_foreign" foreign key ("author_id") references "users" ("id") on delete set null;`,
    );
    this.addSql(
      `alter table "support_thread_entries" add constraint "support_thread_entries_body_check" check ((char_length(body) >= 1) and (char_length(body) <= 5000));`,
    );
    this.addSql(
      `alter table "support_thread_entries" add constraint "support_thread_entries_request_kind_check" check ("request_kind" in ('contact', 'faq'));`,
    );
    this.addSql(
      `alter table "support_thread_entries" add constraint "support_thread_entries_kind_check" check ("kind" in ('reply', 'note'));`,
    );
    this.addSql(`alter table "operator_actions" drop constraint "operator_actions_action_check";`);
    this.addSql(`alter table "operator_actions" drop constraint "operator_actions_target_type_check";`);
    this.addSql(`
      alter table "operator_actions" add constraint "operator_actions_action_check" check ("action" in (${ACTIONS_BEFORE},
        'support_assigned', 'support_status_changed', 'support_replied'));`);
    this.addSql(
      `alter table "operator_actions" add constraint "operator_actions_target_type_check" check ("target_type" in ('application', 'booking', 'day', 'support_request'));`,
    );
  }

  override down(): void {
    // The audit log is append-only: its rows of the inbox stay, so the earlier checks come back NOT VALID.
    this.addSql(`alter table "operator_actions" drop constraint "operator_actions_action_check";`);
    this.addSql(`alter table "operator_actions" drop constraint "operator_actions_target_type_check";`);
    this.addSql(
      `alter table "operator_actions" add constraint "operator_actions_action_check" check ("action" in (${ACTIONS_BEFORE})) not valid;`,
    );
    this.addSql(
      `alter table "operator_actions" add constraint "operator_actions_target_type_check" check ("target_type" in ('application', 'booking', 'day')) not valid;`,
    );
    this.addSql(`drop table if exists "support_thread_entries";`);
    for (const table of ['contact_messages', 'faq_questions']) {
      this.addSql(`alter table "${table}" drop constraint "${table}_assignee_id_foreign";`);
      this.addSql(`alter table "${table}" drop column "assignee_id";`);
      this.addSql(`alter table "${table}" drop constraint "${table}_status_check";`);
      this.addSql(`update "${table}" set "status" = 'pending' where "status" in ('new', 'in_progress');`);
      this.addSql(`alter table "${table}" alter column "status" set default 'pending';`);
      this.addSql(`alter table "${table}" add constraint "${table}_status_check" check ("status" in ('pending', 'answered', 'closed'));`);
    }
  }
}
