import { ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsIn, IsInt, IsOptional, IsString, MaxLength, Min } from 'class-validator';
import { OPERATOR_ACTIONS, type AuditLogQuery, type OperatorActionKind } from '@hm/contracts';

export class AuditLogQueryDto implements AuditLogQuery {
  @ApiPropertyOptional({ enum: OPERATOR_ACTIONS })
  @IsOptional()
  @IsIn(OPERATOR_ACTIONS)
  action?: OperatorActionKind;

  @ApiPropertyOptional({
    maxLength: 100,
    description: "The operator's name or e-mail, or the target (booking number, applicant), contains it",
  })
  @IsOptional()
  @IsString()
  @MaxLength(100)
  search?: string;

  @ApiPropertyOptional({ minimum: 1, default: 1 })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  page?: number;
}
