import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsISO8601, ValidateIf } from 'class-validator';
import { PRO_JOB_STEP_ACTIONS, type ProJobStepRequest } from '@hm/contracts';

/** POST /api/pro/jobs/:number/steps. Whether the step is allowed now is the state machine's call. */
export class ProJobStepDto implements ProJobStepRequest {
  @ApiProperty({ enum: PRO_JOB_STEP_ACTIONS })
  @IsIn(PRO_JOB_STEP_ACTIONS)
  action!: ProJobStepRequest['action'];

  @ApiPropertyOptional({ description: "Required for 'en_route': ISO-8601 instant", example: '2026-03-10T18:45:00Z' })
  @ValidateIf((dto: ProJobStepDto) => dto.action === 'en_route' || dto.estimatedArrival !== undefined)
  @IsISO8601({ strict: true })
  estimatedArrival?: string;
}
