import { ApiProperty } from '@nestjs/swagger';
import { BOOKING_FIELD_MAX_LENGTH, bookingPostalCodeError, type Language, type ServiceAreaWaitlistRequest } from '@hm/contracts';
import { Trim } from '../../auth/dto/field-rules.js';
import { BookingFieldRule } from '../../bookings/dto/booking-field-rule.js';
import { serviceIdError } from '../../bookings/dto/create-booking.dto.js';
import { EmailField, Honeypot, LocaleField } from '../../public-forms/dto/public-form-fields.js';

/** POST /api/(public/)service-areas/waitlist: be told once when a pro of the service serves the code's area. */
export class ServiceAreaWaitlistDto implements ServiceAreaWaitlistRequest {
  @EmailField()
  email!: string;

  @ApiProperty({ example: 'plumbing', description: 'A bookable category of the catalogue' })
  @Trim()
  @BookingFieldRule(serviceIdError)
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
