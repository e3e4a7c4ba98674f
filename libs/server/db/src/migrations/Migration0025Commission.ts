import { Migration } from '@mikro-orm/migrations';

// Earnings net of HomeMate's commission (docs/pricing-and-taxes.md "Earnings"): a job's earning
// (its invoice's work and materials), the commission's percent and amount are fixed on its
// payment when it is recorded, so a later change of PLATFORM_COMMISSION_PERCENT never rewrites
// what a pro was told. Payments recorded before take the default 15 %.
export class Migration0025Commission extends Migration {
  override name = 'Migration0025Commission';

  override up(): void {
    this.addSql(`
      alter table "booking_payments"
        add column "earned_cents" integer null,
        add column "commission_percent" smallint null,
        add column "commission_cents" integer null;`);
    this.addSql(`
      update "booking_payments" p set "earned_cents" = i."work_cents" + i."materials_cents", "commission_percent" = 15,
        "commission_cents" = round((i."work_cents" + i."materials_cents") * 15 / 100.0)
        from "booking_invoices" i where i."booking_id" = p."booking_id";`);
    this.addSql(
      `update "booking_payments" set "earned_cents" = 0, "commission_percent" = 15, "commission_cents" = 0 where "earned_cents" is null;`,
    );
    this.addSql(`
      alter table "booking_payments"
        alter column "earned_cents" set not null,
        alter column "commission_percent" set not null,
        alter column "commission_cents" set not null,
        add constraint "booking_payments_commission_check"
          check ((earned_cents >= 0) and (commission_percent >= 0) and (commission_percent <= 100) and (commission_cents >= 0) and (commission_cents <= earned_cents));`);
    this.addSql(`create index "booking_payments_paid_on_index" on "booking_payments" ("paid_on");`);
  }

  override down(): void {
    this.addSql(`drop index if exists "booking_payments_paid_on_index";`);
    this.addSql(`
      alter table "booking_payments" drop constraint "booking_payments_commission_check",
        drop column "earned_cents", drop column "commission_percent", drop column "commission_cents";`);
  }
}
