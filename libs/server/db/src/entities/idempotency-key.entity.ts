import { defineEntity, p } from '@mikro-orm/core';
import { Booking } from './booking.entity.js';
import { User } from './user.entity.js';
import { createdAtColumn } from './columns.js';

// An Idempotency-Key a user sent with a booking request, with a hash of the request and the
// booking it made. Inserted first in the booking's transaction (see Migration0003Bookings), so
// the primary key serialises concurrent duplicates; the booking id is chosen before the booking
// row exists, which is why that foreign key is deferred to commit.
const IdempotencyKeySchema = defineEntity({
  name: 'IdempotencyKey',
  tableName: 'idempotency_keys',
  indexes: [{ name: 'idempotency_keys_booking_id_index', properties: ['booking'] }],
  properties: {
    user: () => p.manyToOne(User).primary().deleteRule('cascade'),
    key: p.text().primary(),
    requestHash: p.text(),
    booking: () => p.manyToOne(Booking).deleteRule('cascade').deferMode('deferred'),
    createdAt: createdAtColumn(),
  },
});

export class IdempotencyKey extends IdempotencyKeySchema.class {}
IdempotencyKeySchema.setClass(IdempotencyKey);

export { IdempotencyKeySchema };
