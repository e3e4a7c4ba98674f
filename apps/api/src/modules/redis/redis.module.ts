import { Global, Inject, Logger, Module, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { createRedisConnection } from '@hm/queue';
import type { Redis } from 'ioredis';
import type { AppConfig } from '../../config/app-config.js';
import { throttledErrorLogger } from './throttled-error-logger.js';

const STARTUP_WAIT_MS = 5000;

/** The API's general Redis client (rate limits, health, BullMQ producers). */
export const REDIS = Symbol('REDIS');

@Global()
@Module({
  providers: [
    {
      provide: REDIS,
      inject: [ConfigService],
      useFactory: (config: ConfigService<AppConfig, true>): Redis =>
        // "producer" semantics: while Redis is down a command fails at once instead of
        // waiting in memory, so requests never hang on it.
        createRedisConnection(config.get('redis', { infer: true }).url, 'producer', {
          connectionName: 'api',
          onError: throttledErrorLogger(new Logger('Redis')),
        }),
    },
  ],
  exports: [REDIS],
})
export class RedisModule implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('Redis');

  constructor(@Inject(REDIS) private readonly redis: Redis) {}

  /**
   * Commands fail at once while the client is not connected, so wait for the first connection
   * before serving; if Redis stays away the API starts anyway (health reports it down).
   */
  async onApplicationBootstrap(): Promise<void> {
    if (this.redis.status === 'ready') return;
    const ready = await new Promise<boolean>((resolve) => {
      const timer = setTimeout(() => {
        this.redis.off('ready', onReady);
        resolve(false);
      }, STARTUP_WAIT_MS);
      const onReady = () => {
        clearTimeout(timer);
        resolve(true);
      };
      this.redis.once('ready', onReady);
    });
    if (!ready) this.logger.warn(`Redis is not reachable after ${STARTUP_WAIT_MS / 1000} s; starting anyway (see /api/health)`);
  }

  async onApplicationShutdown(): Promise<void> {
    if (this.redis.status === 'end') return;
    await this.redis.quit().catch(() => this.redis.disconnect());
  }
}
