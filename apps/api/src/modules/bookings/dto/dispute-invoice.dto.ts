import { ApiProperty } from '@nestjs/swagger';
import { bookingTextError, DISPUTE_REASON_MAX_LENGTH, type DisputeInvoiceRequest } from '@hm/contracts';
import { Trim } from '../../auth/dto/field-rules.js';
import { BookingFieldRule } from './booking-field-rule.js';

/** POST /api/bookings/:number/invoice/dispute: what is wrong with the final price (1 to 1,000 characters). */
export class DisputeInvoiceDto implements DisputeInvoiceRequest {
  @ApiProperty({ example: 'Two hours more than planned, with no explanation.', maxLength: DISPUTE_REASON_MAX_LENGTH })
  @Trim()
  @BookingFieldRule((value) => bookingTextError(value, { maxLength: DISPUTE_REASON_MAX_LENGTH, multiline: true }))
  reason!: string;
}
