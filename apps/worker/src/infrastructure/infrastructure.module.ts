import { createOrmOptions } from '@hm/db';
import { createQueues, createRedisConnection } from '@hm/queue';
import { MikroORM } from '@mikro-orm/postgresql';
import { Global, Module, type DynamicModule } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { PinoLogger } from 'nestjs-pino';
import type { WorkerConfig } from '../config/worker-config.js';
import { ConnectionsCloser } from './connections-closer.service.js';
import { PRODUCER_REDIS, QUEUES, WORKER_CONFIG, WORKER_REDIS } from './tokens.js';
import { watchRedis } from './watch-redis.js';
import { WorkerMetrics } from '../metrics/worker-metrics.js';

/** The validated config and the connections every processor shares (PostgreSQL, Redis, queues). */
@Global()
@Module({})
export class InfrastructureModule {
  static forRoot(config: WorkerConfig): DynamicModule {
    const withContext = (logger: PinoLogger): PinoLogger => {
      logger.setContext('Redis');
      return logger;
    };
    return {
      module: InfrastructureModule,
      providers: [
        WorkerMetrics,
        { provide: WORKER_CONFIG, useValue: config },
        {
          provide: MikroORM,
          useFactory: () => MikroORM.init(createOrmOptions({ url: config.databaseUrl, debug: config.logLevel === 'trace' })),
        },
        {
          provide: WORKER_REDIS,
          inject: [PinoLogger],
          useFactory: (logger: PinoLogger) =>
            watchRedis(createRedisConnection(config.redisUrl, 'worker', { connectionName: 'hm-worker' }), withContext(logger), 'worker'),
        },
        {
          provide: PRODUCER_REDIS,
          inject: [PinoLogger],
          useFactory: (logger: PinoLogger) =>
            watchRedis(
              createRedisConnection(config.redisUrl, 'producer', { connectionName: 'hm-worker-relay' }),
              withContext(logger),
              'producer',
            ),
        },
        {
          provide: QUEUES,
          inject: [PRODUCER_REDIS],
          // Connection errors are already logged once by watchRedis.
          useFactory: (redis: Redis) => createQueues(redis, { prefix: config.queuePrefix, onError: () => undefined }),
        },
        ConnectionsCloser,
      ],
      exports: [WORKER_CONFIG, MikroORM, WORKER_REDIS, PRODUCER_REDIS, QUEUES, WorkerMetrics],
    };
  }
}
