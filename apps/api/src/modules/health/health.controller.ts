import { Controller, Get } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { HealthCheck, type HealthCheckResult } from '@nestjs/terminus';
import { Public } from '../auth/auth-decision.js';
import { HealthService } from './health.service.js';
import { SkipRateLimit } from '../rate-limit/rate-limit.decorator.js';

@ApiTags('health')
@Controller('health')
export class HealthController {
  constructor(private readonly healthService: HealthService) {}

  @Get()
  @Public()
  // Load balancers poll this; their probes must not eat into anyone's rate limit.
  @SkipRateLimit()
  @HealthCheck()
  @ApiOperation({ summary: 'Database and Redis status (200 when both are up, 503 otherwise)' })
  check(): Promise<HealthCheckResult> {
    return this.healthService.check();
  }
}
