import { ApiProperty } from '@nestjs/swagger';
import { getService } from '@hm/catalog';
import {
  BOOKING_FIELD_MAX_LENGTH,
  BookingFieldError,
  bookingPostalCodeError,
  type Language,
  type ServiceAreaWaitlistRequest,
} from '@hm/contracts';
import { Trim } from '../../auth/dto/field-rules.js';
import { BookingFieldRule } from '../../bookings/dto/booking-field-rule.js';
import { EmailField, Honeypot, LocaleField } from '../../public-forms/dto/public-form-fields.js';

/**
 * Any service of the catalogue, bookable or coming soon: a coming-soon service's "notify me" form
 * uses this waitlist too (docs/public-figures.md), and its people are told once a pro offers it there.
 */
function catalogueServiceError(value: unknown): BookingFieldError | null {
  if (typeof value !== 'string' || value === '') return BookingFieldError.Required;
  return getService(value) ? null : BookingFieldError.UnknownService;
}

/** POST /api/(public/)service-areas/waitlist: be told once when a pro of the service serves the code's area. */
export class ServiceAreaWaitlistDto implements ServiceAreaWaitlistRequest {
  @EmailField()
  email!: string;

  @ApiProperty({ example: 'plumbing', description: 'A category of the catalogue, bookable or coming soon' })
  @Trim()
  @BookingFieldRule(catalogueServiceError)
  serviceId!: string;

  @ApiProperty({ example: 'J8Y 3R7', maxLength: BOOKING_FIELD_MAX_LENGTH.postalCode, description: 'A Quebec postal code; its FSA is kept' })
  @Trim()
  @BookingFieldRule(bookingPostalCodeError)
  postalCode!: string;

  @LocaleField()
  locale!: Language;

  @Honeypot()
  website?: string;
}
