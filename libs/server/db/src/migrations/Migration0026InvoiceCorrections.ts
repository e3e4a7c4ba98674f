import { Migration } from '@mikro-orm/migrations';

// An operator corrects a final price not paid yet (docs/pricing-and-taxes.md "Operators"): the
// money history records it as its own kind of event, with the amount and the reason.
export class Migration0026InvoiceCorrections extends Migration {
  override name = 'Migration0026InvoiceCorrections';

  override up(): void {
    this.addSql(`alter table "booking_money_events" drop constraint "booking_money_events_kind_check";`);
    this.addSql(`
      alter table "booking_money_events" add constraint "booking_money_events_kind_check"
        check ("kind" in ('invoice_recorded', 'invoice_approved', 'invoice_disputed', 'invoice_corrected', 'payment_recorded',
          'tip_given', 'receipt_issued', 'receipt_reissued'));`);
  }

  override down(): void {
    this.addSql(`delete from "booking_money_events" where "kind" = 'invoice_corrected';`);
    this.addSql(`alter table "booking_money_events" drop constraint "booking_money_events_kind_check";`);
    this.addSql(`
      alter table "booking_money_events" add constraint "booking_money_events_kind_check"
        check ("kind" in ('invoice_recorded', 'invoice_approved', 'invoice_disputed', 'payment_recorded', 'tip_given',
          'receipt_issued', 'receipt_reissued'));`);
  }
}
