import { Migration } from '@mikro-orm/migrations';

const ACTIONS_BEFORE = `'application_approved', 'application_rejected', 'booking_assigned', 'booking_transition', 'invoice_corrected',
  'refund_requested', 'day_capacity_set', 'day_capacity_removed', 'support_assigned', 'support_status_changed', 'support_replied',
  'account_disabled', 'account_enabled', 'password_reset_sent', 'role_changed', 'content_hidden', 'content_restored',
  'credential_verified', 'credential_rejected'`;
// In the order of OPERATOR_ACTIONS, as the ORM writes the check (the schema check compares them).
const ACTIONS = `'application_approved', 'application_rejected', 'booking_assigned', 'booking_transition', 'invoice_corrected',
  'refund_requested', 'receipt_reissued', 'day_capacity_set', 'day_capacity_removed', 'support_assigned', 'support_status_changed',
  'support_replied', 'account_disabled', 'account_enabled', 'password_reset_sent', 'role_changed', 'content_hidden', 'content_restored',
  'credential_verified', 'credential_rejected'`;

// An operator's reissue of a receipt is audited (docs/operations.md "Audit log"; target: the booking).
export class Migration0044ReceiptReissueAudit extends Migration {
  override name = 'Migration0044ReceiptReissueAudit';

  override up(): void {
    this.addSql(`alter table "operator_actions" drop constraint "operator_actions_action_check";`);
    this.addSql(`alter table "operator_actions" add constraint "operator_actions_action_check" check ("action" in (${ACTIONS}));`);
  }

  override down(): void {
    // The audit log is append-only: its rows about reissues stay, so the earlier check comes back NOT VALID.
    this.addSql(`alter table "operator_actions" drop constraint "operator_actions_action_check";`);
    this.addSql(
      `alter table "operator_actions" add constraint "operator_actions_action_check" check ("action" in (${ACTIONS_BEFORE})) not valid;`,
    );
  }
}
