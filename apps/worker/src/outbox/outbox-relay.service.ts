import { OutboxRelay, type TypedQueues } from '@hm/queue';
import { MikroORM } from '@mikro-orm/postgresql';
import { Inject, Injectable, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { InjectPinoLogger, PinoLogger } from 'nestjs-pino';
import type { WorkerConfig } from '../config/worker-config.js';
import { QUEUES, WORKER_CONFIG } from '../infrastructure/tokens.js';

/** Runs the outbox relay in every worker copy; SKIP LOCKED lets the copies share the table. */
@Injectable()
export class OutboxRelayService implements OnApplicationBootstrap, OnModuleDestroy {
  readonly relay: OutboxRelay;

  constructor(
    orm: MikroORM,
    @Inject(QUEUES) queues: TypedQueues,
    @Inject(WORKER_CONFIG) config: WorkerConfig,
    @InjectPinoLogger(OutboxRelayService.name) logger: PinoLogger,
  ) {
    this.relay = new OutboxRelay({ orm, queues, pollMs: config.outboxPollMs, logger });
  }

  onApplicationBootstrap(): void {
    this.relay.start();
  }

  async onModuleDestroy(): Promise<void> {
    await this.relay.stop();
  }
}
