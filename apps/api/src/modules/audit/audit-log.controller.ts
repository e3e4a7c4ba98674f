import { Controller, Get, HttpStatus, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ADMIN_AUDIT_ROUTE, type AuditLogView } from '@hm/contracts';
import { ApiAnswer } from '../../http/open-api/api-answer.js';
import { RequirePermission } from '../auth/auth-decision.js';
import { AuditLogQueryDto } from './audit-log.dto.js';
import { AuditLogRepository } from './audit-log.repository.js';

/** The operators' audit log in the console (docs/operations.md "Audit log"): read-only, there is no way to change it. */
@ApiTags('admin')
@ApiBearerAuth()
@RequirePermission('audit')
@Controller()
export class AuditLogController {
  constructor(private readonly log: AuditLogRepository) {}

  @Get(ADMIN_AUDIT_ROUTE)
  @ApiOperation({ summary: 'Operator actions, newest first, 50 a page, by action and free-text search (400 VALIDATION_FAILED)' })
  @ApiAnswer(HttpStatus.OK, 'AuditLogView')
  list(@Query() query: AuditLogQueryDto): Promise<AuditLogView> {
    return this.log.list(query);
  }
}
