import { defineEntity, p } from '@mikro-orm/core';
import { TIMELINE_STATUSES, type BookingNote } from '@hm/contracts';
import { Booking } from './booking.entity.js';
import { createdAtColumn } from './columns.js';

// One step of a booking's timeline, read in created_at order.
const BookingTimelineEventSchema = defineEntity({
  name: 'BookingTimelineEvent',
  tableName: 'booking_timeline_events',
  indexes: [{ name: 'booking_timeline_events_booking_id_created_at_index', properties: ['booking', 'createdAt'] }],
  properties: {
    id: p.uuid().primary().defaultRaw('gen_random_uuid()'),
    booking: () => p.manyToOne(Booking).deleteRule('cascade'),
    // The five steps plus 'cancelled' (Migration0004Reservations).
    status: p.enum([...TIMELINE_STATUSES, 'cancelled'] as const).columnType('text'),
    /** What happened, translatable (contracts BookingNote); null for none. */
    note: p.json<BookingNote>().columnType('jsonb').nullable(),
    createdAt: createdAtColumn(),
  },
});

export class BookingTimelineEvent extends BookingTimelineEventSchema.class {}
BookingTimelineEventSchema.setClass(BookingTimelineEvent);

export { BookingTimelineEventSchema };
