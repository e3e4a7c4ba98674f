import { OutboxMessage } from '@hm/db';
import { LockMode, type MikroORM } from '@mikro-orm/core';
import { queueDefaults } from './queue-defaults.js';
import { QUEUE_NAMES, type QueueName } from './queue-names.js';
import type { TypedQueues } from './queues.js';

/** pino-compatible subset (nestjs-pino's PinoLogger fits too). */
export interface RelayLogger {
  debug(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

export interface OutboxRelayOptions {
  /** The relay forks its own EntityManager from it for every batch. */
  orm: MikroORM;
  queues: TypedQueues;
  pollMs: number;
  logger: RelayLogger;
  /** Rows moved per transaction. */
  batchSize?: number;
  /** How long to wait for a queue's Redis connection before calling the tick failed. */
  connectTimeoutMs?: number;
  /** After a wake, how long to wait for more commits to relay with it (one batch for a burst, not one tick per row). */
  wakeDelayMs?: number;
}

/** BullMQ job id of an outbox row: BullMQ ignores an add whose id exists, so re-relaying is harmless. */
export const outboxJobId = (rowId: string): string => `outbox-${rowId}`;

const isQueueName = (value: string): value is QueueName => (QUEUE_NAMES as readonly string[]).includes(value);

class RedisUnavailableError extends Error {}

function withTimeout<T>(promise: Promise<T>, ms: number, message: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new RedisUnavailableError(message)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/**
 * Moves committed outbox rows to BullMQ. Rows are claimed with FOR UPDATE SKIP LOCKED, so any number
 * of relays (one per worker copy) can run side by side without handing a row over twice at once; a
 * relay dying between "added to BullMQ" and "marked relayed" only causes a second add with the same
 * job id, which BullMQ ignores. When Redis is down the rows stay pending (with the error recorded)
 * and are retried on the next tick.
 */
export class OutboxRelay {
  private readonly batchSize: number;
  private readonly connectTimeoutMs: number;
  private timer: NodeJS.Timeout | undefined;
  private inFlight: Promise<number> | undefined;
  private running = false;
  private ticking = false;
  private wokenDuringTick = false;
  private nextTickAt = 0;

  constructor(private readonly options: OutboxRelayOptions) {
    this.batchSize = options.batchSize ?? 100;
    this.connectTimeoutMs = options.connectTimeoutMs ?? 2000;
  }

  start(): void {
    if (this.running) return;
    this.running = true;
    this.schedule(0);
  }

  /** Stops polling and waits for the batch in hand to finish (its rows are then marked or left pending). */
  async stop(): Promise<void> {
    this.running = false;
    clearTimeout(this.timer);
    this.timer = undefined;
    await this.inFlight?.catch(() => undefined);
  }

  /** Relays one batch; returns how many rows were handed to BullMQ. */
  relayOnce(): Promise<number> {
    // One batch at a time per relay: a manual call during a tick waits for it, then runs its own.
    const previous = this.inFlight ?? Promise.resolve(0);
    const run = previous.catch(() => 0).then(() => this.relayBatch());
    this.inFlight = run;
    return run;
  }

  /**
   * Rows were committed (the outbox's NOTIFY): relay them in `wakeDelayMs` rather than at the next
   * poll, with whatever else commits meanwhile. A wake during a tick makes the relay go again right
   * after it, so no row waits for the poll.
   */
  wake(): void {
    if (!this.running) return;
    if (this.ticking) {
      this.wokenDuringTick = true;
      return;
    }
    const delayMs = this.options.wakeDelayMs ?? 20;
    if (this.timer && this.nextTickAt <= Date.now() + delayMs) return; // a tick is due sooner anyway
    clearTimeout(this.timer);
    this.schedule(delayMs);
  }

  private schedule(delayMs: number): void {
    if (!this.running) return;
    this.nextTickAt = Date.now() + delayMs;
    this.timer = setTimeout(() => {
      this.timer = undefined;
      void this.tick();
    }, delayMs);
  }

  private async tick(): Promise<void> {
    let moved = 0;
    this.ticking = true;
    this.wokenDuringTick = false;
    try {
      moved = await this.relayOnce();
    } catch (error) {
      this.options.logger.error({ err: error }, 'outbox relay tick failed');
    }
    this.ticking = false;
    // A full batch means more rows are probably waiting, and a wake during the tick means rows came: go again at once.
    this.schedule(moved >= this.batchSize ? 0 : this.wokenDuringTick ? (this.options.wakeDelayMs ?? 20) : this.options.pollMs);
  }

  private async relayBatch(): Promise<number> {
    const em = this.options.orm.em.fork();
    return em.transactional(async (tx) => {
      const rows = await tx.find(
        OutboxMessage,
        { relayedAt: null },
        { orderBy: { id: 'asc' }, limit: this.batchSize, lockMode: LockMode.PESSIMISTIC_PARTIAL_WRITE },
      );
      let moved = 0;
      // Each queue's rows go to Redis in one round trip (addBulk); a bulk refused for another reason
      // than Redis being down is tried row by row, so one bad row does not hold the others back.
      for (const group of byQueue(rows)) {
        if (await this.addBulk(group)) {
          for (const row of group) row.relayedAt = new Date();
          moved += group.length;
          continue;
        }
        const { added, redisDown } = await this.addOneByOne(group);
        moved += added;
        if (redisDown) break;
      }
      await tx.flush();
      if (moved > 0) this.options.logger.debug({ moved }, 'outbox relay: rows moved to BullMQ');
      return moved;
    });
  }

  /** All of `rows` (one queue's) in one addBulk; false when it did not happen (nothing was added then, or rows are added again harmlessly by id). */
  private async addBulk(rows: OutboxMessage[]): Promise<boolean> {
    const name = rows[0]!.queue;
    if (rows.length < 2 || !isQueueName(name)) return false;
    const queue = this.options.queues[name];
    try {
      await withTimeout(queue.waitUntilReady(), this.connectTimeoutMs, `Redis not reachable for queue "${name}"`);
      await queue.addBulk(
        rows.map((row) => ({
          name: row.jobName as never,
          data: row.payload as never,
          opts: jobOptions(name, row),
        })),
      );
      return true;
    } catch {
      return false; // row by row: each row's own error is recorded there
    }
  }

  /** Adds rows one at a time, marking each one relayed or recording its error; stops at the first sign that Redis is down. */
  private async addOneByOne(rows: OutboxMessage[]): Promise<{ added: number; redisDown: boolean }> {
    let added = 0;
    for (const row of rows) {
      try {
        await this.add(row);
        row.relayedAt = new Date();
        added++;
      } catch (error) {
        row.relayAttempts += 1;
        row.lastError = error instanceof Error ? error.message : String(error);
        if (error instanceof RedisUnavailableError) {
          // Every other row would fail the same way; keep them for the next tick.
          this.options.logger.warn(
            { outboxId: row.id, pending: rows.length - added, err: error.message },
            'outbox relay: Redis unavailable, rows stay pending',
          );
          return { added, redisDown: true };
        }
        this.options.logger.error({ outboxId: row.id, err: error }, 'outbox relay: could not enqueue row');
      }
    }
    return { added, redisDown: false };
  }

  private async add(row: OutboxMessage): Promise<void> {
    if (!isQueueName(row.queue)) {
      throw new Error(`unknown queue "${row.queue}"`);
    }
    const queue = this.options.queues[row.queue];
    // Until the first connection succeeds BullMQ would wait forever; after that, the producer
    // connection has no offline queue, so an add while Redis is down fails at once.
    await withTimeout(queue.waitUntilReady(), this.connectTimeoutMs, `Redis not reachable for queue "${row.queue}"`);
    try {
      await queue.add(row.jobName as never, row.payload as never, jobOptions(row.queue, row));
    } catch (error) {
      if (isConnectionError(error)) throw new RedisUnavailableError(error instanceof Error ? error.message : String(error));
      throw error;
    }
  }
}

/**
 * A row's BullMQ options: its queue's defaults, its id and delay, and the trace of the request that
 * wrote it as the job's telemetry metadata (the bullmq-otel format), which the worker runs the job under.
 */
function jobOptions(queue: QueueName, row: OutboxMessage) {
  return {
    ...queueDefaults[queue],
    jobId: outboxJobId(row.id),
    delay: row.delayMs,
    ...(row.trace ? { telemetry: { metadata: JSON.stringify(row.trace) } } : {}),
  };
}

/** The rows of each queue, in their order. */
function byQueue(rows: readonly OutboxMessage[]): OutboxMessage[][] {
  const groups = new Map<string, OutboxMessage[]>();
  for (const row of rows) groups.set(row.queue, [...(groups.get(row.queue) ?? []), row]);
  return [...groups.values()];
}

function isConnectionError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  return (
    /Stream isn't writeable|Connection is closed|ECONNREFUSED|ECONNRESET|ETIMEDOUT|EPIPE|MaxRetriesPerRequest/i.test(error.message) ||
    (typeof code === 'string' && ['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE'].includes(code))
  );
}
