import { Migration } from '@mikro-orm/migrations';

const MONEY_KINDS_BEFORE = `'invoice_recorded', 'invoice_approved', 'invoice_disputed', 'invoice_corrected', 'payment_recorded',
          'tip_given', 'receipt_issued', 'receipt_reissued', 'card_saved', 'charge_failed', 'refund_requested',
          'refund_succeeded', 'refund_failed'`;

// A late-change fee is charged to the booking's saved card (docs/payments-by-card.md "Late-change
// fees"): one charge per fee, so a card charge's kind is now the fee's kind (late_cancellation,
// late_reschedule) instead of the unused 'late_fee', and the money history records the fee charged.
export class Migration0028LateFeeCharges extends Migration {
  override name = 'Migration0028LateFeeCharges';

  override up(): void {
    this.addSql(`alter table "card_charges" drop constraint "card_charges_kind_check";`);
    this.addSql(`
      alter table "card_charges" add constraint "card_charges_kind_check"
        check ("kind" in ('job', 'tip', 'late_cancellation', 'late_reschedule'));`);
    this.addSql(`alter table "booking_money_events" drop constraint "booking_money_events_kind_check";`);
    this.addSql(`
      alter table "booking_money_events" add constraint "booking_money_events_kind_check"
        check ("kind" in (${MONEY_KINDS_BEFORE}, 'late_fee_charged'));`);
  }

  override down(): void {
    this.addSql(`delete from "booking_money_events" where "kind" = 'late_fee_charged';`);
    this.addSql(`alter table "booking_money_events" drop constraint "booking_money_events_kind_check";`);
    this.addSql(
      `alter table "booking_money_events" add constraint "booking_money_events_kind_check" check ("kind" in (${MONEY_KINDS_BEFORE}));`,
    );
    this.addSql(`delete from "card_charges" where "kind" in ('late_cancellation', 'late_reschedule');`);
    this.addSql(`alter table "card_charges" drop constraint "card_charges_kind_check";`);
    this.addSql(`alter table "card_charges" add constraint "card_charges_kind_check" check ("kind" in ('job', 'tip', 'late_fee'));`);
  }
}
