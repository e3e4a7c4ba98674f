import { ApiProperty } from '@nestjs/swagger';
import {
  BlogFieldError,
  isSimpleEmail,
  isSupportedLanguage,
  SUPPORTED_LANGUAGES,
  type BlogNewsletterRequest,
  type Language,
} from '@hm/contracts';
import { Trim } from '../../auth/dto/field-rules.js';
import { BookingFieldRule as FieldRule } from '../../bookings/dto/booking-field-rule.js';

const EMAIL_MAX_LENGTH = 254;

/** The sidebar's Stay Updated form (the simple e-mail pattern). */
export class BlogNewsletterDto implements BlogNewsletterRequest {
  @ApiProperty({ example: 'camille@example.com' })
  @Trim()
  @FieldRule((value) => {
    if (typeof value !== 'string' || value === '') return BlogFieldError.Required;
    return value.length <= EMAIL_MAX_LENGTH && isSimpleEmail(value) ? null : BlogFieldError.InvalidEmail;
  })
  email!: string;

  @ApiProperty({ enum: SUPPORTED_LANGUAGES })
  @FieldRule((value) => (isSupportedLanguage(value) ? null : BlogFieldError.InvalidLocale))
  locale!: Language;
}
