import { ApiProperty } from '@nestjs/swagger';
import {
  BookingFieldError,
  REVIEW_COMMENT_MAX_LENGTH,
  REVIEW_RATING_MAX,
  REVIEW_RATING_MIN,
  type CreateReviewRequest,
} from '@hm/contracts';
import { Trim } from '../../auth/dto/field-rules.js';
import { BookingFieldRule } from './booking-field-rule.js';

export const INVALID_RATING = 'INVALID_RATING';

/** POST /api/bookings/:number/review: 1 to 5 stars and a comment (may be empty, at most 2,000 characters). */
export class CreateReviewDto implements CreateReviewRequest {
  @ApiProperty({ example: 5, minimum: REVIEW_RATING_MIN, maximum: REVIEW_RATING_MAX })
  @BookingFieldRule((value) =>
    Number.isInteger(value) && (value as number) >= REVIEW_RATING_MIN && (value as number) <= REVIEW_RATING_MAX ? null : INVALID_RATING,
  )
  rating!: number;

  @ApiProperty({ example: 'Quick and tidy work.', maxLength: REVIEW_COMMENT_MAX_LENGTH })
  @Trim()
  @BookingFieldRule((value) => {
    if (typeof value !== 'string') return BookingFieldError.Required;
    return value.length > REVIEW_COMMENT_MAX_LENGTH ? BookingFieldError.TooLong : null;
  })
  comment!: string;
}
