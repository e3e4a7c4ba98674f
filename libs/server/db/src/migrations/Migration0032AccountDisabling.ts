import { Migration } from '@mikro-orm/migrations';

const ACTIONS_BEFORE = `'application_approved', 'application_rejected', 'booking_assigned', 'booking_transition', 'invoice_corrected',
  'refund_requested', 'day_capacity_set', 'day_capacity_removed', 'support_assigned', 'support_status_changed', 'support_replied'`;

// The console's people (docs/operations.md "People"): an operator can disable an account (it can
// no longer sign in) and re-enable it; the audit log records that, the reset links operators send
// and role changes.
export class Migration0032AccountDisabling extends Migration {
  override name = 'Migration0032AccountDisabling';

  override up(): void {
    this.addSql(`alter table "users" add "disabled_at" timestamptz null, add "disabled_reason" text null;`);
    this.addSql(`alter table "operator_actions" drop constraint "operator_actions_action_check";`);
    this.addSql(`alter table "operator_actions" drop constraint "operator_actions_target_type_check";`);
    this.addSql(`
      alter table "operator_actions" add constraint "operator_actions_action_check" check ("action" in (${ACTIONS_BEFORE},
        'account_disabled', 'account_enabled', 'password_reset_sent', 'role_changed'));`);
    this.addSql(
      `alter table "operator_actions" add constraint "operator_actions_target_type_check" check ("target_type" in ('application', 'booking', 'day', 'support_request', 'user'));`,
    );
  }

  override down(): void {
    // The audit log is append-only: its rows about people stay, so the earlier checks come back NOT VALID.
    this.addSql(`alter table "operator_actions" drop constraint "operator_actions_action_check";`);
    this.addSql(`alter table "operator_actions" drop constraint "operator_actions_target_type_check";`);
    this.addSql(
      `alter table "operator_actions" add constraint "operator_actions_action_check" check ("action" in (${ACTIONS_BEFORE})) not valid;`,
    );
    this.addSql(
      `alter table "operator_actions" add constraint "operator_actions_target_type_check" check ("target_type" in ('application', 'booking', 'day', 'support_request')) not valid;`,
    );
    this.addSql(`alter table "users" drop column "disabled_at", drop column "disabled_reason";`);
  }
}
