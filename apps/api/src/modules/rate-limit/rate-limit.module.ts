import { Module } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { ThrottlerModule } from '@nestjs/throttler';
import type { Redis } from 'ioredis';
import type { AppConfig } from '../../config/app-config.js';
import { REDIS } from '../redis/redis.module.js';
import { RedisThrottlerStorage } from './redis-throttler-storage.js';

/**
 * One global budget per client IP across the whole API (not per route), shared by all nodes
 * through Redis. Features needing a stricter limit (login, contact form) add a named throttler
 * with @Throttle on their route.
 */
@Module({
  imports: [
    ThrottlerModule.forRootAsync({
      inject: [ConfigService, REDIS],
      useFactory: (config: ConfigService<AppConfig, true>, redis: Redis) => {
        const { limit, windowMs } = config.get('rateLimit', { infer: true });
        return {
          // Named 'default' so that a bare @SkipThrottle() applies to it.
          throttlers: [{ name: 'default', limit, ttl: windowMs }],
          storage: new RedisThrottlerStorage(redis, config.get('redis', { infer: true }).keyPrefix),
          generateKey: (_context, tracker, throttlerName) => `${throttlerName}:${tracker}`,
          // Socket events are not HTTP requests; the gateway is protected at connection time.
          skipIf: (context) => context.getType() !== 'http',
        };
      },
    }),
  ],
})
export class RateLimitModule {}
