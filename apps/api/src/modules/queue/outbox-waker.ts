import { Injectable, Logger, type OnModuleDestroy } from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import { getQueueToken } from '@nestjs/bullmq';
import { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import { OUTBOX_CHANNEL } from '@hm/db';
import { OutboxRelay, QUEUE_NAMES, type TypedQueues } from '@hm/queue';

/** Wakes within this long after the first commit asking; the others meanwhile ride on the same wake. */
export const OUTBOX_WAKE_DELAY_MS = 20;

/**
 * Gets committed outbox rows moving sooner than the workers' relays would on their own.
 *
 * - `wake()`, after a commit whose outbox rows do not wake the relays themselves (a booking
 *   message's translation job, Migration0036MessageTranslations): one NOTIFY in a statement of its
 *   own, at most one per OUTBOX_WAKE_DELAY_MS in this process, so the messages' transactions never
 *   send one (PostgreSQL serialises the commits of transactions that did).
 * - `relay()`, after a commit whose job is timed from its arrival (a Stripe event,
 *   docs/payments-by-card.md "Webhooks"): this process moves the pending rows to BullMQ itself,
 *   at most one batch at a time, instead of leaving them to a worker's relay, which shares its event
 *   loop with the jobs of a burst. The rows are claimed as every relay claims them (FOR UPDATE SKIP
 *   LOCKED, BullMQ job id from the row), so the workers' relays and this one never hand a row over twice.
 *
 * Either failing is only logged: the workers' relays poll and find the rows anyway.
 */
@Injectable()
export class OutboxWaker implements OnModuleDestroy {
  private readonly logger = new Logger(OutboxWaker.name);
  private wakeTimer: NodeJS.Timeout | null = null;
  private relayTimer: NodeJS.Timeout | null = null;
  private relayer: OutboxRelay | null = null;

  constructor(
    private readonly em: EntityManager,
    private readonly orm: MikroORM,
    private readonly moduleRef: ModuleRef,
  ) {}

  /** Call after the commit. */
  wake(): void {
    if (this.wakeTimer) return;
    this.wakeTimer = setTimeout(() => {
      this.wakeTimer = null;
      this.em
        .fork()
        .execute('select pg_notify(?, ?)', [OUTBOX_CHANNEL, ''])
        .catch((error: Error) => this.logger.warn(`could not wake the outbox relays: ${error.message}`));
    }, OUTBOX_WAKE_DELAY_MS);
  }

  /** Call after the commit: relays the pending rows from this process within OUTBOX_WAKE_DELAY_MS. */
  relay(): void {
    if (this.relayTimer) return;
    this.relayTimer = setTimeout(() => {
      this.relayTimer = null;
      this.relayerOf()
        .relayOnce()
        .catch((error: Error) => this.logger.warn(`could not relay the outbox rows: ${error.message}`));
    }, OUTBOX_WAKE_DELAY_MS);
  }

  onModuleDestroy(): void {
    for (const timer of [this.wakeTimer, this.relayTimer]) if (timer) clearTimeout(timer);
    this.wakeTimer = null;
    this.relayTimer = null;
  }

  /** The relay on the API's queues, made on first use (never started: it relays when asked, it does not poll). */
  private relayerOf(): OutboxRelay {
    if (!this.relayer) {
      const queues = Object.fromEntries(
        QUEUE_NAMES.map((name) => [name, this.moduleRef.get(getQueueToken(name), { strict: false })]),
      ) as unknown as TypedQueues;
      const log = (level: 'debug' | 'warn' | 'error') => (obj: object, msg: string) => this.logger[level](`${msg} ${JSON.stringify(obj)}`);
      this.relayer = new OutboxRelay({
        orm: this.orm,
        queues,
        pollMs: 0,
        logger: { debug: log('debug'), warn: log('warn'), error: log('error') },
      });
    }
    return this.relayer;
  }
}
