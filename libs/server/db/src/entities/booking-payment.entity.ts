import { defineEntity, p } from '@mikro-orm/core';
import { PAYMENT_METHODS } from '@hm/contracts';
import { Booking } from './booking.entity.js';
import { User } from './user.entity.js';

// How and when a job was paid (Migration0022DirectPayments, the source of truth for its checks):
// the customer's total of the final invoice (its tip is a BookingTip).
const BookingPaymentSchema = defineEntity({
  name: 'BookingPayment',
  tableName: 'booking_payments',
  checks: [
    { name: 'booking_payments_amount_check', expression: '"amount_cents" >= 0' },
    {
      name: 'booking_payments_commission_check',
      expression:
        '(earned_cents >= 0) and (commission_percent >= 0) and (commission_percent <= 100) and (commission_cents >= 0) and (commission_cents <= earned_cents)',
    },
  ],
  indexes: [{ name: 'booking_payments_paid_on_index', properties: ['paidOn'] }],
  properties: {
    booking: () => p.manyToOne(Booking).primary().deleteRule('cascade'),
    method: p.enum(PAYMENT_METHODS).columnType('text'),
    amountCents: p.integer(),
    /** The invoice's work and materials, and HomeMate's commission on it, fixed when recorded. */
    earnedCents: p.integer(),
    commissionPercent: p.smallint(),
    commissionCents: p.integer(),
    paidOn: p.type('date'),
    recordedBy: () => p.manyToOne(User).nullable().deleteRule('set null').updateRule('no action'),
    recordedAt: p.datetime().columnType('timestamptz').defaultRaw('now()'),
  },
});

export class BookingPayment extends BookingPaymentSchema.class {}
BookingPaymentSchema.setClass(BookingPayment);

export { BookingPaymentSchema };
