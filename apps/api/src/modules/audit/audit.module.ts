import { Module } from '@nestjs/common';
import { AuditLogController } from './audit-log.controller.js';
import { AuditLogRepository } from './audit-log.repository.js';

/** The audit log's console read; actions record themselves with recordOperatorAction in their own transaction. */
@Module({
  controllers: [AuditLogController],
  providers: [AuditLogRepository],
})
export class AuditModule {}
