import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsObject, IsOptional, IsString, IsUUID, MaxLength, MinLength } from 'class-validator';
import {
  BOOKING_ACTIONS,
  BOOKING_MESSAGE_MAX_LENGTH,
  type BookingAction,
  type BookingTransitionRequest,
  type FinalInvoiceRequest,
} from '@hm/contracts';
import { schemaRef } from '../../../http/open-api/api-answer.js';
import { Trim } from '../../auth/dto/field-rules.js';

/** POST /api/admin/bookings/:number/transitions. Whether the action is allowed now is the state machine's call. */
export class BookingTransitionDto implements BookingTransitionRequest {
  @ApiProperty({ enum: BOOKING_ACTIONS })
  @IsIn(BOOKING_ACTIONS)
  action!: BookingAction;

  @ApiPropertyOptional({ description: "For 'assign': a user with the professional role" })
  @IsOptional()
  @IsUUID()
  professionalId?: string;

  @ApiPropertyOptional({
    description: "For 'en_route': Montreal wall-clock date-time, from now to 12 hours ahead (else ARRIVAL_TIME_INVALID)",
    example: '2026-03-10T10:45',
  })
  @IsOptional()
  @IsString()
  @MaxLength(64)
  estimatedArrival?: string;

  @ApiPropertyOptional({
    description: "Free text added to the timeline event; required as the reason when 'en_route' or 'start' is not on the visit's day",
    maxLength: BOOKING_MESSAGE_MAX_LENGTH,
  })
  @IsOptional()
  @Trim()
  @IsString()
  @MinLength(1)
  @MaxLength(BOOKING_MESSAGE_MAX_LENGTH)
  note?: string;

  @ApiPropertyOptional({
    allOf: [schemaRef('FinalInvoiceRequest')],
    description:
      "For 'complete': optional for an operator: the final invoice (checked by the contracts' finalInvoiceErrors: 400 VALIDATION_FAILED with codes under invoice.*)",
  })
  @IsOptional()
  @IsObject()
  invoice?: FinalInvoiceRequest;
}
