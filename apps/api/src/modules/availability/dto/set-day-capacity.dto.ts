import { ApiProperty } from '@nestjs/swagger';
import { DAY_CAPACITY_MAX, DayCapacityFieldError, isDayCapacity, todayInToronto, type SetDayCapacityRequest } from '@hm/contracts';
import { Trim } from '../../auth/dto/field-rules.js';
import { BookingFieldRule } from '../../bookings/dto/booking-field-rule.js';
import { serviceIdError } from '../../bookings/dto/create-booking.dto.js';
import { dayError } from './admin-day-query.dto.js';

/** A valid day, today or later in Montreal: a cap only matters for days still to come. */
export function comingDayError(value: unknown): string | null {
  return dayError(value) ?? ((value as string).trim() < todayInToronto() ? DayCapacityFieldError.DateInPast : null);
}

/** DELETE /api/admin/day/capacity?date&serviceId: which trade's day. */
export class DayCapacityKeyDto {
  @ApiProperty({ example: '2027-07-01', description: 'YYYY-MM-DD, a Montreal day, today or later' })
  @Trim()
  @BookingFieldRule(comingDayError)
  date!: string;

  @ApiProperty({ example: 'moving', description: 'A bookable category of the catalogue' })
  @Trim()
  @BookingFieldRule(serviceIdError)
  serviceId!: string;
}

/** PUT /api/admin/day/capacity: the trade's day and its cap. */
export class SetDayCapacityDto extends DayCapacityKeyDto implements SetDayCapacityRequest {
  @ApiProperty({ example: 40, minimum: 0, maximum: DAY_CAPACITY_MAX, description: 'At most this many bookings of the trade that day' })
  @BookingFieldRule((value) => (isDayCapacity(value) ? null : DayCapacityFieldError.InvalidCap))
  maxBookings!: number;
}
