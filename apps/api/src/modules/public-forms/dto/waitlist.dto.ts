import { ApiPropertyOptional } from '@nestjs/swagger';
import {
  EMAIL_CAPTURE_SOURCES,
  emailCaptureSourceError,
  type EmailCaptureSource,
  type Language,
  type WaitlistRequest,
} from '@hm/contracts';
import { EmailField, FieldRule, Honeypot, LocaleField } from './public-form-fields.js';

/** POST /api/public/waitlist (e-mail required, simple pattern). */
export class WaitlistDto implements WaitlistRequest {
  @EmailField()
  email!: string;

  @ApiPropertyOptional({ enum: EMAIL_CAPTURE_SOURCES, default: 'waitlist', description: 'Where the address was captured' })
  @FieldRule(emailCaptureSourceError)
  source?: EmailCaptureSource;

  @LocaleField()
  locale!: Language;

  @Honeypot()
  website?: string;
}
