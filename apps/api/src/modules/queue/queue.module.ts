import { Global, Inject, Logger, Module, type OnApplicationShutdown } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { closeQueues, createQueues, type TypedQueues } from '@hm/queue';
import type { Redis } from 'ioredis';
import type { AppConfig } from '../../config/app-config.js';
import { REDIS } from '../redis/redis.module.js';
import { throttledErrorLogger } from '../redis/throttled-error-logger.js';

/** Every BullMQ queue, for producers (through the outbox) and for Bull Board. */
export const QUEUES = Symbol('QUEUES');

@Global()
@Module({
  providers: [
    {
      provide: QUEUES,
      inject: [REDIS, ConfigService],
      useFactory: (redis: Redis, config: ConfigService<AppConfig, true>): TypedQueues =>
        createQueues(redis, {
          prefix: config.get('redis', { infer: true }).queuePrefix,
          onError: throttledErrorLogger(new Logger('Queues')),
        }),
    },
  ],
  exports: [QUEUES],
})
export class QueueModule implements OnApplicationShutdown {
  constructor(@Inject(QUEUES) private readonly queues: TypedQueues) {}

  async onApplicationShutdown(): Promise<void> {
    // Closing only stops this process's producers; a failure here must not block shutdown.
    await closeQueues(this.queues).catch(() => undefined);
  }
}
