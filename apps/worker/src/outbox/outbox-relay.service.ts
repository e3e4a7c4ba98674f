import { NotifyListener, OUTBOX_CHANNEL } from '@hm/db';
import { OutboxRelay, type TypedQueues } from '@hm/queue';
import { MikroORM } from '@mikro-orm/postgresql';
import { Inject, Injectable, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { InjectPinoLogger, PinoLogger } from 'nestjs-pino';
import type { WorkerConfig } from '../config/worker-config.js';
import { QUEUES, WORKER_CONFIG } from '../infrastructure/tokens.js';

/** Runs the outbox relay in every worker copy, woken by the outbox's NOTIFY; SKIP LOCKED lets the copies share the table. */
@Injectable()
export class OutboxRelayService implements OnApplicationBootstrap, OnModuleDestroy {
  readonly relay: OutboxRelay;
  private readonly listener: NotifyListener;

  constructor(
    orm: MikroORM,
    @Inject(QUEUES) queues: TypedQueues,
    @Inject(WORKER_CONFIG) config: WorkerConfig,
    @InjectPinoLogger(OutboxRelayService.name) logger: PinoLogger,
  ) {
    this.relay = new OutboxRelay({ orm, queues, pollMs: config.outboxPollMs, logger });
    // Committed rows wake the relay (Migration0029OutboxNotify); the poll remains for a lost connection.
    this.listener = new NotifyListener({
      databaseUrl: config.databaseUrl,
      channel: OUTBOX_CHANNEL,
      onNotify: () => this.relay.wake(),
      onError: (error) => logger.warn({ err: error.message }, 'outbox relay: not listening for new rows, polling only'),
    });
  }

  async onApplicationBootstrap(): Promise<void> {
    this.relay.start();
    await this.listener.start();
  }

  async onModuleDestroy(): Promise<void> {
    await this.listener.stop();
    await this.relay.stop();
  }
}
