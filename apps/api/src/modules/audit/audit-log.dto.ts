import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional } from 'class-validator';
import { OPERATOR_ACTIONS, type AuditLogQuery, type OperatorActionKind } from '@hm/contracts';
import { PageParam, SearchParam } from '../../common/validation/list-query-params.js';

export class AuditLogQueryDto implements AuditLogQuery {
  @ApiPropertyOptional({ enum: OPERATOR_ACTIONS })
  @IsOptional()
  @IsIn(OPERATOR_ACTIONS)
  action?: OperatorActionKind;

  @SearchParam("The operator's name or e-mail, or the target (booking number, applicant), contains it")
  search?: string;

  @PageParam()
  page?: number;
}
