import { Inject, Injectable, ServiceUnavailableException } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/core';
import { HealthCheckService, HealthIndicatorService, type HealthCheckResult } from '@nestjs/terminus';
import { ApiErrorCode } from '@hm/contracts';
import { pendingMigrations } from '@hm/db';
import type { Redis } from 'ioredis';
import { DomainException } from '../../common/errors/domain.exception.js';
import { REDIS } from '../redis/redis.module.js';

const CHECK_TIMEOUT_MS = 1500;

@Injectable()
export class HealthService {
  constructor(
    private readonly health: HealthCheckService,
    private readonly indicators: HealthIndicatorService,
    private readonly orm: MikroORM,
    @Inject(REDIS) private readonly redis: Redis,
  ) {}

  /**
   * Ready to serve: the database answers with every migration of this build applied, and Redis
   * answers. Resolves when so; otherwise a 503 error body whose `details` has each one's state.
   */
  async check(): Promise<HealthCheckResult> {
    try {
      return await this.health.check([
        () =>
          this.indicators
            .check('database')
            .attempt(async () => {
              const pending = await pendingMigrations((sql) => this.orm.em.getConnection().execute(sql));
              if (pending.length > 0) throw new Error(`migrations not applied: ${pending.join(', ')}`);
            })
            .withTimeout(CHECK_TIMEOUT_MS),
        () =>
          this.indicators
            .check('redis')
            .attempt(async () => {
              const reply = await this.redis.ping();
              if (reply !== 'PONG') throw new Error(`unexpected PING reply ${reply}`);
            })
            .withTimeout(CHECK_TIMEOUT_MS),
      ]);
    } catch (error) {
      if (!(error instanceof ServiceUnavailableException)) throw error;
      const result = error.getResponse() as HealthCheckResult;
      const down = Object.keys(result.error ?? {});
      throw new DomainException(ApiErrorCode.SERVICE_UNAVAILABLE, `Unavailable: ${down.join(', ') || 'unknown'}`, undefined, {
        ...result.details,
      });
    }
  }
}
