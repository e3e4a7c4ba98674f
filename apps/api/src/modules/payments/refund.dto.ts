import { ApiProperty } from '@nestjs/swagger';
import { IsIn, IsInt, IsOptional } from 'class-validator';
import { bookingTextError, DISPUTE_REASON_MAX_LENGTH, REFUNDABLE_CHARGES, type RefundableCharge, type RefundRequest } from '@hm/contracts';
import { Trim } from '../auth/dto/field-rules.js';
import { BookingFieldRule } from '../bookings/dto/booking-field-rule.js';

/** POST /api/admin/bookings/:number/refund: how much goes back to the card, and why (the service checks the amount). */
export class RefundDto implements RefundRequest {
  @ApiProperty({ description: 'In cents, up to what the card charge has left to refund', example: 2500 })
  @IsInt()
  amountCents!: number;

  @ApiProperty({ example: 'The tap leaks again: half of the work refunded.', maxLength: DISPUTE_REASON_MAX_LENGTH })
  @Trim()
  @BookingFieldRule((value) => bookingTextError(value, { maxLength: DISPUTE_REASON_MAX_LENGTH, multiline: true }))
  reason!: string;

  @ApiProperty({ enum: REFUNDABLE_CHARGES, required: false, description: "Which card charge: the job's when not given" })
  @IsOptional()
  @IsIn(REFUNDABLE_CHARGES)
  charge?: RefundableCharge;
}
