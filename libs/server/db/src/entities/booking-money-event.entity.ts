import { defineEntity, p } from '@mikro-orm/core';
import { Booking } from './booking.entity.js';
import { User } from './user.entity.js';
import { createdAtColumn } from './columns.js';

export const BOOKING_MONEY_EVENT_KINDS = [
  'invoice_recorded',
  'invoice_approved',
  'invoice_disputed',
  'invoice_corrected',
  'payment_recorded',
  'tip_given',
  'receipt_issued',
  'receipt_reissued',
  'card_saved',
  'charge_failed',
  'refund_requested',
  'refund_succeeded',
  'refund_failed',
  'late_fee_charged',
] as const;
export type BookingMoneyEventKind = (typeof BOOKING_MONEY_EVENT_KINDS)[number];

// One change of a booking's money (Migration0021FinalInvoices): who, when, what, how much and
// why. Written once, never updated: the history of an invoice and, later, of its payment.
const BookingMoneyEventSchema = defineEntity({
  name: 'BookingMoneyEvent',
  tableName: 'booking_money_events',
  indexes: [{ name: 'booking_money_events_booking_id_created_at_index', properties: ['booking', 'createdAt'] }],
  properties: {
    id: p.uuid().primary().defaultRaw('gen_random_uuid()'),
    booking: () => p.manyToOne(Booking).deleteRule('cascade'),
    kind: p.enum(BOOKING_MONEY_EVENT_KINDS).columnType('text'),
    actor: () => p.manyToOne(User).nullable().deleteRule('set null'),
    amountCents: p.integer().nullable(),
    reason: p.text().nullable(),
    createdAt: createdAtColumn(),
  },
});

export class BookingMoneyEvent extends BookingMoneyEventSchema.class {}
BookingMoneyEventSchema.setClass(BookingMoneyEvent);

export { BookingMoneyEventSchema };
