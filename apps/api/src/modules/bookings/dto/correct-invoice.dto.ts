import { ApiProperty } from '@nestjs/swagger';
import { IsObject } from 'class-validator';
import { bookingTextError, DISPUTE_REASON_MAX_LENGTH, type CorrectInvoiceRequest, type FinalInvoiceRequest } from '@hm/contracts';
import { schemaRef } from '../../../http/open-api/api-answer.js';
import { Trim } from '../../auth/dto/field-rules.js';
import { BookingFieldRule } from './booking-field-rule.js';

/** POST /api/admin/bookings/:number/invoice: the corrected invoice (finalInvoiceErrors: codes under invoice.*) and why. */
export class CorrectInvoiceDto implements CorrectInvoiceRequest {
  @ApiProperty({ allOf: [schemaRef('FinalInvoiceRequest')] })
  @IsObject()
  invoice!: FinalInvoiceRequest;

  @ApiProperty({ example: 'Settled with the customer: one hour less.', maxLength: DISPUTE_REASON_MAX_LENGTH })
  @Trim()
  @BookingFieldRule((value) => bookingTextError(value, { maxLength: DISPUTE_REASON_MAX_LENGTH, multiline: true }))
  reason!: string;
}
