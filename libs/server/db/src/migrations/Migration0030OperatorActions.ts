import { Migration } from '@mikro-orm/migrations';

// The operators' audit log (docs/operations.md "Audit log"; OperatorAction): one row per console
// action, append-only. The trigger is the DDL the ORM writes for the entity's trigger, so the
// schema check finds no difference.
export class Migration0030OperatorActions extends Migration {
  override name = 'Migration0030OperatorActions';

  override up(): void {
    this.addSql(`
      create table "operator_actions" (
        "id" bigserial primary key,
        "actor_id" uuid not null,
        "actor_name" text not null,
        "actor_email" text not null,
        "action" text not null,
        "target_type" text not null,
        "target_id" text not null,
        "target_label" text not null,
        "reason" text null,
        "details" jsonb not null default '{}',
        "created_at" timestamptz not null default now()
      );`);
    this.addSql(`create index "operator_actions_created_at_index" on "operator_actions" ("created_at");`);
    this.addSql(`create index "operator_actions_action_created_at_index" on "operator_actions" ("action", "created_at");`);
    this.addSql(`create index "operator_actions_target_index" on "operator_actions" ("target_type", "target_id");`);
    this.addSql(`
      alter table "operator_actions" add constraint "operator_actions_action_check" check ("action" in (
        'application_approved', 'application_rejected', 'booking_assigned', 'booking_transition', 'invoice_corrected',
        'refund_requested', 'day_capacity_set', 'day_capacity_removed'));`);
    this.addSql(
      `alter table "operator_actions" add constraint "operator_actions_target_type_check" check ("target_type" in ('application', 'booking', 'day'));`,
    );
    this.addSql(
      `create or replace function "operator_actions_operator_actions_append_only_fn"() returns trigger as $$ begin raise exception 'operator_actions is append-only'; return null; end; $$ language plpgsql;`,
    );
    this.addSql(
      `create trigger "operator_actions_append_only" BEFORE UPDATE OR DELETE on "operator_actions" for each ROW execute function "operator_actions_operator_actions_append_only_fn"();`,
    );
  }

  override down(): void {
    this.addSql(`drop table if exists "operator_actions";`);
    this.addSql(`drop function if exists "operator_actions_operator_actions_append_only_fn"();`);
  }
}
