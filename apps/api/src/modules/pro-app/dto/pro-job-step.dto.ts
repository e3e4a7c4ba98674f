import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsInt, IsObject, IsOptional, IsString, MaxLength, ValidateIf } from 'class-validator';
import {
  DIRECT_PAYMENT_METHODS,
  PRO_JOB_STEP_ACTIONS,
  type FinalInvoiceRequest,
  type ProJobStepRequest,
  type RecordPaymentRequest,
  type ReviseArrivalRequest,
} from '@hm/contracts';
import { schemaRef } from '../../../http/open-api/api-answer.js';

/** POST /api/pro/jobs/:number/steps. Whether the step is allowed now is the state machine's and the job day's call. */
export class ProJobStepDto implements ProJobStepRequest {
  @ApiProperty({ enum: PRO_JOB_STEP_ACTIONS })
  @IsIn(PRO_JOB_STEP_ACTIONS)
  action!: ProJobStepRequest['action'];

  @ApiPropertyOptional({
    description: "Required for 'en_route': Montreal wall-clock date-time, from now to 12 hours ahead (else ARRIVAL_TIME_INVALID)",
    example: '2026-03-10T10:45',
  })
  @ValidateIf((dto: ProJobStepDto) => dto.action === 'en_route' || dto.estimatedArrival !== undefined)
  @IsString()
  @MaxLength(64)
  estimatedArrival?: string;

  @ApiPropertyOptional({
    allOf: [schemaRef('FinalInvoiceRequest')],
    description:
      "For 'complete': required: the final invoice (checked by the contracts' finalInvoiceErrors: 400 VALIDATION_FAILED with codes under invoice.*)",
  })
  @IsOptional()
  @IsObject()
  invoice?: FinalInvoiceRequest;
}

/** PUT /api/pro/jobs/:number/arrival. */
export class ReviseArrivalDto implements ReviseArrivalRequest {
  @ApiProperty({
    description: 'Montreal wall-clock date-time, from now to 12 hours ahead (else ARRIVAL_TIME_INVALID)',
    example: '2026-03-10T11:15',
  })
  @IsString()
  @MaxLength(64)
  estimatedArrival!: string;
}

/** POST /api/pro/jobs/:number/payment; the rules are the contracts' (paymentErrors), applied by the service. */
export class RecordPaymentDto implements RecordPaymentRequest {
  @ApiProperty({ enum: DIRECT_PAYMENT_METHODS })
  @IsString()
  @MaxLength(16)
  method!: RecordPaymentRequest['method'];

  @ApiProperty({ description: "Montreal day, from the job's completion to today", example: '2026-03-10' })
  @IsString()
  @MaxLength(10)
  paidOn!: string;

  @ApiPropertyOptional({ description: 'A tip the customer gave with it, in cents', example: 1500 })
  @IsOptional()
  @IsInt()
  tipCents?: number;
}
