import { defineEntity, p } from '@mikro-orm/core';
import { FINAL_INVOICE_STATUSES, type MaterialLine } from '@hm/contracts';
import { Booking } from './booking.entity.js';
import { User } from './user.entity.js';

// A job's final invoice (Migration0021FinalInvoices, the source of truth for its checks): what the
// pro recorded with the completion, the totals as computed (@hm/contracts finalInvoiceTotals), and
// whether the customer agreed.
const BookingInvoiceSchema = defineEntity({
  name: 'BookingInvoice',
  tableName: 'booking_invoices',
  checks: [
    {
      name: 'booking_invoices_amounts_check',
      expression: `(work_cents >= 0) and (discount_cents >= 0) and (discount_cents <= work_cents) and (materials_cents >= 0) and (gst_cents >= 0) and (qst_cents >= 0) and ((minutes_worked is null) or (minutes_worked > 0))`,
    },
    {
      name: 'booking_invoices_totals_check',
      expression: `(subtotal_cents = ((work_cents - discount_cents) + materials_cents)) and (total_cents = ((subtotal_cents + gst_cents) + qst_cents))`,
    },
  ],
  properties: {
    booking: () => p.manyToOne(Booking).primary().deleteRule('cascade'),
    minutesWorked: p.integer().nullable(),
    workCents: p.integer(),
    discountCents: p.integer(),
    materials: p.json<MaterialLine[]>(),
    materialsCents: p.integer(),
    subtotalCents: p.integer(),
    gstCents: p.integer(),
    qstCents: p.integer(),
    totalCents: p.integer(),
    note: p.text().nullable(),
    status: p.enum(FINAL_INVOICE_STATUSES).columnType('text'),
    recordedAt: p.datetime().columnType('timestamptz').defaultRaw('now()'),
    recordedBy: () => p.manyToOne(User).nullable().deleteRule('set null').updateRule('no action'),
    decidedAt: p.datetime().columnType('timestamptz').nullable(),
    decidedBy: () => p.manyToOne(User).nullable().deleteRule('set null').updateRule('no action'),
    disputeReason: p.text().nullable(),
  },
});

export class BookingInvoice extends BookingInvoiceSchema.class {}
BookingInvoiceSchema.setClass(BookingInvoice);

export { BookingInvoiceSchema };
