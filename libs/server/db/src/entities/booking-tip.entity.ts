import { defineEntity, p } from '@mikro-orm/core';
import { Booking } from './booking.entity.js';
import { User } from './user.entity.js';

// A job's tip (Migration0023Tips, the source of truth for its checks): given by the customer in
// the app, or recorded by the pro with a direct payment; one per job, all of it the pro's.
const BookingTipSchema = defineEntity({
  name: 'BookingTip',
  tableName: 'booking_tips',
  checks: [
    { name: 'booking_tips_amount_check', expression: '"amount_cents" >= 0' },
    { name: 'booking_tips_percent_check', expression: '"percent" in (10, 15, 20)' },
    { name: 'booking_tips_given_by_check', expression: `"given_by" in ('customer', 'professional')` },
  ],
  properties: {
    booking: () => p.manyToOne(Booking).primary().deleteRule('cascade'),
    amountCents: p.integer(),
    percent: p.smallint().nullable(),
    givenBy: p.enum(['customer', 'professional'] as const).columnType('text'),
    givenByUser: () => p.manyToOne(User).nullable().deleteRule('set null').updateRule('no action'),
    givenAt: p.datetime().columnType('timestamptz').defaultRaw('now()'),
  },
});

export class BookingTip extends BookingTipSchema.class {}
BookingTipSchema.setClass(BookingTip);

export { BookingTipSchema };
