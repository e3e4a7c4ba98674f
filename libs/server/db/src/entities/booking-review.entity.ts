import { defineEntity, p } from '@mikro-orm/core';
import { Booking } from './booking.entity.js';
import { User } from './user.entity.js';
import { createdAtColumn } from './columns.js';

export const BOOKING_REVIEW_COMMENT_MAX_LENGTH = 2000;

// The customer's review of a completed booking (Migration0004Reservations). The booking is the
// primary key, so a second review of the same booking is refused by the database itself.
const BookingReviewSchema = defineEntity({
  name: 'BookingReview',
  tableName: 'booking_reviews',
  indexes: [{ name: 'booking_reviews_professional_id_created_at_index', properties: ['professional', 'createdAt'] }],
  checks: [
    { name: 'booking_reviews_rating_check', expression: '(rating >= 1) and (rating <= 5)' },
    { name: 'booking_reviews_comment_check', expression: `char_length(comment) <= ${BOOKING_REVIEW_COMMENT_MAX_LENGTH}` },
  ],
  properties: {
    booking: () => p.oneToOne(Booking).primary().deleteRule('cascade').updateRule('no action'),
    user: () => p.manyToOne(User),
    professional: () => p.manyToOne(User).nullable().deleteRule('no action'),
    rating: p.smallint(),
    comment: p.text(),
    createdAt: createdAtColumn(),
  },
});

export class BookingReview extends BookingReviewSchema.class {}
BookingReviewSchema.setClass(BookingReview);

export { BookingReviewSchema };
