import { closeQueues, type TypedQueues } from '@hm/queue';
import { MikroORM } from '@mikro-orm/postgresql';
import { Inject, Injectable, type OnApplicationShutdown } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { InjectPinoLogger, PinoLogger } from 'nestjs-pino';
import { PRODUCER_REDIS, QUEUES, WORKER_REDIS } from './tokens.js';

async function closeRedis(client: Redis): Promise<void> {
  // QUIT lets pending replies arrive; while Redis is unreachable there is nothing to wait for.
  if (client.status === 'ready') await client.quit().catch(() => client.disconnect());
  else client.disconnect();
}

/**
 * Closes the shared connections last: Nest runs every onModuleDestroy (workers finishing the job in
 * hand, the relay finishing its batch) before any onApplicationShutdown.
 */
@Injectable()
export class ConnectionsCloser implements OnApplicationShutdown {
  constructor(
    private readonly orm: MikroORM,
    @Inject(QUEUES) private readonly queues: TypedQueues,
    @Inject(PRODUCER_REDIS) private readonly producerRedis: Redis,
    @Inject(WORKER_REDIS) private readonly workerRedis: Redis,
    @InjectPinoLogger(ConnectionsCloser.name) private readonly logger: PinoLogger,
  ) {}

  async onApplicationShutdown(): Promise<void> {
    await closeQueues(this.queues);
    await Promise.all([closeRedis(this.producerRedis), closeRedis(this.workerRedis)]);
    await this.orm.close();
    this.logger.info('worker stopped: jobs in hand finished, connections closed');
  }
}
