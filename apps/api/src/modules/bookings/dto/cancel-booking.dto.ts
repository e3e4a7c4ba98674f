import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsOptional } from 'class-validator';
import type { CancelBookingRequest } from '@hm/contracts';

/** POST /api/bookings/:number/cancel: an optional body; the customer's consent to the late-change fee. */
export class CancelBookingDto implements CancelBookingRequest {
  @ApiPropertyOptional({ description: 'Accept the late-change fee (after the free-change deadline; 409 LATE_FEE_NOT_ACCEPTED otherwise)' })
  @IsOptional()
  @IsBoolean()
  acceptLateFee?: boolean;
}
