import { defineEntity, p } from '@mikro-orm/core';
import { LATE_FEE_KINDS } from '@hm/contracts';
import { Booking } from './booking.entity.js';
import { createdAtColumn } from './columns.js';

// A late-change fee the customer accepted (Migration0016LateChangeFees): one of each kind per
// booking at most (the unique constraint), written under the booking's row lock.
const BookingLateFeeSchema = defineEntity({
  name: 'BookingLateFee',
  tableName: 'booking_late_fees',
  uniques: [{ name: 'booking_late_fees_booking_id_kind_unique', properties: ['booking', 'kind'] }],
  checks: [{ name: 'booking_late_fees_amount_cents_check', expression: 'amount_cents >= 0' }],
  properties: {
    id: p.uuid().primary().defaultRaw('gen_random_uuid()'),
    booking: () => p.manyToOne(Booking).deleteRule('cascade'),
    kind: p.enum(LATE_FEE_KINDS).columnType('text'),
    amountCents: p.integer(),
    createdAt: createdAtColumn(),
  },
});

export class BookingLateFee extends BookingLateFeeSchema.class {}
BookingLateFeeSchema.setClass(BookingLateFee);

export { BookingLateFeeSchema };
