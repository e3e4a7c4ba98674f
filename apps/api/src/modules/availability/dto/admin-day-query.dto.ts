import { ApiProperty } from '@nestjs/swagger';
import { BookingFieldError, isIsoDate, type AdminDayQuery } from '@hm/contracts';
import { Trim } from '../../auth/dto/field-rules.js';
import { BookingFieldRule } from '../../bookings/dto/booking-field-rule.js';
import { serviceIdError } from '../../bookings/dto/create-booking.dto.js';

/** Any valid calendar day, past ones included (an operator looks back too). */
export function dayError(value: unknown): BookingFieldError | null {
  if (typeof value !== 'string' || value.trim() === '') return BookingFieldError.Required;
  return isIsoDate(value.trim()) ? null : BookingFieldError.InvalidDate;
}

/** GET /api/admin/day. */
export class AdminDayQueryDto implements AdminDayQuery {
  @ApiProperty({ example: '2026-03-10', description: 'YYYY-MM-DD, a Montreal day' })
  @Trim()
  @BookingFieldRule(dayError)
  date!: string;

  @ApiProperty({ example: 'plumbing', description: 'A bookable category of the catalogue' })
  @Trim()
  @BookingFieldRule(serviceIdError)
  serviceId!: string;
}
