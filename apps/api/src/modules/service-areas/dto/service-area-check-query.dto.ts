import { ApiProperty } from '@nestjs/swagger';
import { BOOKING_FIELD_MAX_LENGTH, bookingPostalCodeError, type ServiceAreaCheckQuery } from '@hm/contracts';
import { Trim } from '../../auth/dto/field-rules.js';
import { BookingFieldRule } from '../../bookings/dto/booking-field-rule.js';
import { serviceIdError } from '../../bookings/dto/create-booking.dto.js';

/** GET /api/public/service-areas/check: the wizard's service and postal code, checked like a booking's. */
export class ServiceAreaCheckQueryDto implements ServiceAreaCheckQuery {
  @ApiProperty({ example: 'plumbing', description: 'A bookable category of the catalogue' })
  @Trim()
  @BookingFieldRule(serviceIdError)
  serviceId!: string;

  @ApiProperty({
    example: 'H2X 1Y4',
    maxLength: BOOKING_FIELD_MAX_LENGTH.postalCode,
    description: 'A Quebec postal code (POSTAL_CODE_OUTSIDE_QUEBEC otherwise)',
  })
  @Trim()
  @BookingFieldRule(bookingPostalCodeError)
  postalCode!: string;
}
