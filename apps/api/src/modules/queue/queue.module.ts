import { BullModule, getQueueToken } from '@nestjs/bullmq';
import { Global, Logger, Module, type OnModuleInit } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { ModuleRef } from '@nestjs/core';
import { QUEUE_NAMES, queueDefaults, type TypedQueue } from '@hm/queue';
import type { Redis } from 'ioredis';
import type { AppConfig } from '../../config/app-config.js';
import { REDIS } from '../redis/redis.module.js';
import { throttledErrorLogger } from '../redis/throttled-error-logger.js';
import { OutboxWaker } from './outbox-waker.js';

/**
 * Every BullMQ queue, registered with @nestjs/bullmq on the API's Redis client (inject one with
 * `@InjectQueue(name)`). Producers do not add jobs here: they write outbox rows, which the
 * worker's relay moves to BullMQ. The API's queues serve Bull Board and the removal of a
 * cancelled booking's reminder. OutboxWaker wakes the relays for rows that do not wake them themselves.
 */
@Global()
@Module({
  imports: [
    BullModule.forRootAsync({
      inject: [REDIS, ConfigService],
      useFactory: (redis: Redis, config: ConfigService<AppConfig, true>) => ({
        connection: redis,
        prefix: config.get('redis', { infer: true }).queuePrefix,
      }),
    }),
    BullModule.registerQueue(...QUEUE_NAMES.map((name) => ({ name, defaultJobOptions: queueDefaults[name] }))),
  ],
  providers: [OutboxWaker],
  exports: [BullModule, OutboxWaker],
})
export class QueueModule implements OnModuleInit {
  constructor(private readonly moduleRef: ModuleRef) {}

  onModuleInit(): void {
    // Redis outages are expected: log them (throttled) instead of leaving 'error' unheard.
    const onError = throttledErrorLogger(new Logger('Queues'));
    for (const name of QUEUE_NAMES)
      this.moduleRef.get<TypedQueue<typeof name>>(getQueueToken(name), { strict: false }).on('error', onError);
  }
}
