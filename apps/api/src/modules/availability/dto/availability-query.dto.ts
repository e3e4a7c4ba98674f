import { ApiProperty } from '@nestjs/swagger';
import type { AvailabilityQuery } from '@hm/contracts';
import { Trim } from '../../auth/dto/field-rules.js';
import { BookingFieldRule } from '../../bookings/dto/booking-field-rule.js';
import { subServiceIdError } from '../../bookings/dto/create-booking.dto.js';
import { ServiceAreaCheckQueryDto } from '../../service-areas/dto/service-area-check-query.dto.js';

/** GET /api/public/availability: the address check's service and postal code, and the sub-service. */
export class AvailabilityQueryDto extends ServiceAreaCheckQueryDto implements AvailabilityQuery {
  @ApiProperty({ example: 'leak-repair', description: 'One of its sub-services (its duration decides the free times)' })
  @Trim()
  @BookingFieldRule(subServiceIdError)
  subServiceId!: string;
}
