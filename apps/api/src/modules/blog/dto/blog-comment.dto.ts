import { ApiProperty } from '@nestjs/swagger';
import { BLOG_MAX_LENGTH, type CreateCommentRequest } from '@hm/contracts';
import { BookingFieldRule as FieldRule } from '../../bookings/dto/booking-field-rule.js';
import { CleanText, requiredText } from './blog-field-rules.js';

/** A comment or a reply: plain text, required once trimmed (stored as text, never rendered as HTML). */
export class CreateCommentDto implements CreateCommentRequest {
  @ApiProperty({ example: 'Merci pour les conseils !', maxLength: BLOG_MAX_LENGTH.comment })
  @CleanText()
  @FieldRule(requiredText(BLOG_MAX_LENGTH.comment))
  content!: string;
}
