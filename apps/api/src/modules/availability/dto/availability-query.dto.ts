import { ApiProperty } from '@nestjs/swagger';
import { BOOKING_FIELD_MAX_LENGTH, bookingPostalCodeError, type AvailabilityQuery } from '@hm/contracts';
import { Trim } from '../../auth/dto/field-rules.js';
import { BookingFieldRule } from '../../bookings/dto/booking-field-rule.js';
import { serviceIdError, subServiceIdError } from '../../bookings/dto/create-booking.dto.js';

/** GET /api/public/availability: the wizard's sub-service and postal code, checked like a booking's. */
export class AvailabilityQueryDto implements AvailabilityQuery {
  @ApiProperty({ example: 'plumbing', description: 'A bookable category of the catalogue' })
  @Trim()
  @BookingFieldRule(serviceIdError)
  serviceId!: string;

  @ApiProperty({ example: 'leak-repair', description: 'One of its sub-services (its duration decides the free times)' })
  @Trim()
  @BookingFieldRule(subServiceIdError)
  subServiceId!: string;

  @ApiProperty({
    example: 'H2X 1Y4',
    maxLength: BOOKING_FIELD_MAX_LENGTH.postalCode,
    description: 'A Quebec postal code (POSTAL_CODE_OUTSIDE_QUEBEC otherwise)',
  })
  @Trim()
  @BookingFieldRule(bookingPostalCodeError)
  postalCode!: string;
}
