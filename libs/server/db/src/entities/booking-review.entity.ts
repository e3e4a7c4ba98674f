import { defineEntity, p } from '@mikro-orm/core';
import { Booking } from './booking.entity.js';
import { User, USER_LOCALES } from './user.entity.js';
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
    {
      name: 'booking_reviews_reply_check',
      expression: `((pro_reply is null) = (pro_replied_at is null)) and ((pro_reply is null) or ((char_length(pro_reply) >= 1) and (char_length(pro_reply) <= 1000)))`,
    },
  ],
  properties: {
    booking: () => p.oneToOne(Booking).primary().deleteRule('cascade').updateRule('no action'),
    user: () => p.manyToOne(User),
    professional: () => p.manyToOne(User).nullable().deleteRule('no action'),
    rating: p.smallint(),
    comment: p.text(),
    /** Its writer's saved language when written (Migration0045ReviewLanguage); null for earlier reviews. */
    language: p.enum(USER_LOCALES).columnType('text').nullable(),
    /** The pro's one public answer (Migration0039ReviewReplies). */
    proReply: p.text().nullable(),
    proRepliedAt: p.datetime().columnType('timestamptz').nullable(),
    createdAt: createdAtColumn(),
  },
});

export class BookingReview extends BookingReviewSchema.class {}
BookingReviewSchema.setClass(BookingReview);

export { BookingReviewSchema };
