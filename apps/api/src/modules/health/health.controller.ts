import { Controller, Get } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { HealthCheck, type HealthCheckResult } from '@nestjs/terminus';
import { Public } from '../auth/auth-decision.js';
import { HealthService } from './health.service.js';
import { SkipRateLimit } from '../rate-limit/rate-limit.decorator.js';

@ApiTags('health')
@Controller('health')
export class HealthController {
  constructor(private readonly healthService: HealthService) {}

  // Load balancers and orchestrators poll these; their probes must not eat into anyone's rate limit.
  @Get('live')
  @Public()
  @SkipRateLimit()
  @ApiOperation({ summary: 'Liveness: 200 while the process answers, whatever its dependencies (restart it only when this fails)' })
  @ApiOkResponse({ schema: { type: 'object', properties: { status: { type: 'string', enum: ['ok'] } }, required: ['status'] } })
  live(): { status: 'ok' } {
    return { status: 'ok' };
  }

  @Get('ready')
  @Public()
  @SkipRateLimit()
  @HealthCheck()
  @ApiOperation({ summary: 'Readiness: 200 when the database (migrations applied) and Redis answer, 503 otherwise' })
  ready(): Promise<HealthCheckResult> {
    return this.healthService.check();
  }

  @Get()
  @Public()
  @SkipRateLimit()
  @HealthCheck()
  @ApiOperation({ summary: 'The same as /api/health/ready (kept for existing probes and tools)' })
  check(): Promise<HealthCheckResult> {
    return this.healthService.check();
  }
}
