import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import {
  ADMIN_MONEY_LIST_LIMIT,
  type AdminCardChargeView,
  type AdminLateFeeView,
  type AdminMoneyEntryView,
  type AdminMoneyView,
} from '@hm/contracts';

type Row = Record<string, unknown>;

// The card's charge and its refunds, as the Money tab shows them (cc: the charge's row).
const CARD_CHARGE_JSON = `json_build_object('status', cc.status, 'amountCents', cc.amount_cents, 'failureCode', cc.failure_code,
  'refunds', coalesce((select json_agg(json_build_object('amountCents', cr.amount_cents, 'reason', cr.reason, 'status', cr.status,
      'failureCode', cr.failure_code, 'createdAt', cr.created_at) order by cr.created_at)
    from card_refunds cr where cr.charge_id = cc.id), '[]'::json))`;

// One row per completed job with a final invoice: who, the invoice, the payment, the tip and the receipt.
const ENTRY_SQL = `
select b.booking_number, b.first_name || ' ' || b.last_name as customer_name,
       case when pu.id is null then null else pu.first_name || ' ' || pu.last_name end as professional_name,
       b.price_kind, i.minutes_worked, i.work_cents, i.materials, i.total_cents, i.status, i.recorded_at, i.dispute_reason,
       p.method, p.paid_on::text as paid_on, p.commission_cents, p.recorded_at as paid_at,
       coalesce(t.amount_cents, 0) as tip_cents, r.number as receipt_number, r.version as receipt_version,
       (select ${CARD_CHARGE_JSON} from card_charges cc where cc.booking_id = b.id and cc.kind = 'job') as card_charge
from booking_invoices i
join bookings b on b.id = i.booking_id
left join users pu on pu.id = b.professional_id
left join booking_payments p on p.booking_id = b.id
left join booking_tips t on t.booking_id = b.id
left join receipts r on r.booking_id = b.id`;

// The late-change fees charged to a card (they have no final invoice), newest first.
const LATE_FEES_SQL = `
select b.booking_number, b.first_name || ' ' || b.last_name as customer_name, cc.kind, cc.updated_at, ${CARD_CHARGE_JSON} as card_charge
from card_charges cc
join bookings b on b.id = cc.booking_id
where cc.kind in ('late_cancellation', 'late_reschedule') and cc.status <> 'pending'
order by cc.updated_at desc limit ${ADMIN_MONEY_LIST_LIMIT}`;

function toLateFee(row: Row): AdminLateFeeView {
  return {
    bookingNumber: row.booking_number as string,
    customerName: row.customer_name as string,
    kind: row.kind as AdminLateFeeView['kind'],
    updatedAt: new Date(String(row.updated_at)).toISOString(),
    cardCharge: cardChargeOf(row.card_charge as Omit<AdminCardChargeView, 'refundableCents'>)!,
  };
}

function toEntry(row: Row): AdminMoneyEntryView {
  return {
    bookingNumber: row.booking_number as string,
    customerName: row.customer_name as string,
    professionalName: (row.professional_name as string | null) ?? null,
    priceKind: row.price_kind as AdminMoneyEntryView['priceKind'],
    minutesWorked: row.minutes_worked === null ? null : Number(row.minutes_worked),
    workCents: Number(row.work_cents),
    materials: row.materials as AdminMoneyEntryView['materials'],
    totalCents: Number(row.total_cents),
    invoiceStatus: row.status as AdminMoneyEntryView['invoiceStatus'],
    recordedAt: new Date(String(row.recorded_at)).toISOString(),
    disputeReason: (row.dispute_reason as string | null) ?? null,
    payment: row.method
      ? {
          method: row.method as NonNullable<AdminMoneyEntryView['payment']>['method'],
          paidOn: row.paid_on as string,
          commissionCents: Number(row.commission_cents),
        }
      : null,
    tipCents: Number(row.tip_cents),
    receipt: row.receipt_number ? { number: row.receipt_number as string, version: Number(row.receipt_version) } : null,
    cardCharge: cardChargeOf(row.card_charge as Omit<AdminCardChargeView, 'refundableCents'> | null),
  };
}

function cardChargeOf(charge: Omit<AdminCardChargeView, 'refundableCents'> | null): AdminCardChargeView | null {
  if (!charge) return null;
  const refunds = charge.refunds.map((refund) => ({ ...refund, createdAt: new Date(refund.createdAt).toISOString() }));
  const refunded = refunds.filter((refund) => refund.status !== 'failed').reduce((sum, refund) => sum + refund.amountCents, 0);
  return { ...charge, refunds, refundableCents: charge.status === 'succeeded' ? Math.max(0, charge.amountCents - refunded) : 0 };
}

/** The operators' money screen (docs/pricing-and-taxes.md "Operators"), three short lists. */
@Injectable()
export class AdminMoneyRepository {
  constructor(private readonly em: EntityManager) {}

  async view(): Promise<AdminMoneyView> {
    const em = this.em.fork();
    const [toSettle, unpaid, payments, lateFees] = await Promise.all([
      em.execute<Row[]>(
        `${ENTRY_SQL} where i.status in ('disputed', 'awaiting_approval')
         order by i.status = 'disputed' desc, i.recorded_at limit ${ADMIN_MONEY_LIST_LIMIT}`,
      ),
      em.execute<Row[]>(
        `${ENTRY_SQL} where i.status = 'agreed' and p.booking_id is null order by i.recorded_at limit ${ADMIN_MONEY_LIST_LIMIT}`,
      ),
      em.execute<Row[]>(`${ENTRY_SQL} where p.booking_id is not null order by p.recorded_at desc limit ${ADMIN_MONEY_LIST_LIMIT}`),
      em.execute<Row[]>(LATE_FEES_SQL),
    ]);
    return {
      toSettle: toSettle.map(toEntry),
      unpaid: unpaid.map(toEntry),
      payments: payments.map(toEntry),
      lateFees: lateFees.map(toLateFee),
    };
  }
}
