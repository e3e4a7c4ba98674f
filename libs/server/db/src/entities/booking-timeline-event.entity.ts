import { defineEntity, p } from '@mikro-orm/core';
import { TIMELINE_STATUSES } from '@hm/contracts';
import { Booking } from './booking.entity.js';

// One step of a booking's timeline (SPEC §4), read in created_at order.
const BookingTimelineEventSchema = defineEntity({
  name: 'BookingTimelineEvent',
  tableName: 'booking_timeline_events',
  indexes: [{ name: 'booking_timeline_events_booking_id_created_at_index', properties: ['booking', 'createdAt'] }],
  properties: {
    id: p.uuid().primary().defaultRaw('gen_random_uuid()'),
    booking: () => p.manyToOne(Booking).deleteRule('cascade'),
    status: p.enum(TIMELINE_STATUSES).columnType('text'),
    notes: p.text().nullable(),
    createdAt: p.datetime().columnType('timestamptz').defaultRaw('now()').onCreate(() => new Date()),
  },
});

export class BookingTimelineEvent extends BookingTimelineEventSchema.class {}
BookingTimelineEventSchema.setClass(BookingTimelineEvent);

export { BookingTimelineEventSchema };
