import 'reflect-metadata';
import { createOrmOptions } from '@hm/db';
import { createTestDatabase, type TestDatabase } from '@hm/db/testing';
import { closeQueues, createQueues, createRedisConnection, enqueueViaOutbox, type MailJob, type TypedQueues } from '@hm/queue';
import { MikroORM } from '@mikro-orm/postgresql';
import type { INestApplicationContext } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { Redis } from 'ioredis';
import { randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import type { WorkerConfig } from '../config/worker-config.js';
import { WorkerModule } from '../worker.module.js';
import { PRODUCER_REDIS, WORKER_REDIS } from '../infrastructure/tokens.js';
import { SmtpSink, type ReceivedMail } from './smtp-sink.js';
import { TestRedis } from './test-redis.js';

/**
 * Everything a worker integration test needs, all real and all its own: a migrated database, a
 * redis-server it can kill, an SMTP server, the worker application, and a producer side (an ORM
 * to write outbox rows, queues to inspect BullMQ).
 */
export class WorkerHarness {
  app: INestApplicationContext | undefined;

  private constructor(
    readonly db: TestDatabase,
    readonly redis: TestRedis,
    readonly smtp: SmtpSink,
    readonly orm: MikroORM,
    readonly config: WorkerConfig,
    private readonly producerRedis: ReturnType<typeof createRedisConnection>,
    readonly queues: TypedQueues,
  ) {}

  /** logLevel: the worker's pino level (silent keeps test output readable; LOG_LEVEL=info to debug). */
  static async create(databaseName: string, logLevel: string | undefined, overrides: Partial<WorkerConfig> = {}): Promise<WorkerHarness> {
    const [db, redis, smtp] = await Promise.all([createTestDatabase(databaseName), TestRedis.start(), SmtpSink.start()]);
    const config: WorkerConfig = {
      nodeEnv: 'test',
      logLevel: (logLevel as WorkerConfig['logLevel'] | undefined) ?? 'silent',
      databaseUrl: db.url,
      redisUrl: redis.url,
      smtpUrl: smtp.url,
      mailFrom: 'HomeMate <no-reply@homemate.local>',
      outboxPollMs: 100,
      healthPort: 0,
      metricsToken: null,
      // Unique per run, so nothing from an earlier run (or another suite) can be picked up.
      queuePrefix: `hmtest-${randomBytes(4).toString('hex')}`,
      shutdownGraceMs: 5000,
      jobLockMs: 30_000,
      stalledCheckMs: 30_000,
      publicUrl: 'http://localhost:3000',
      unsubscribeSecret: 'worker-test-unsubscribe-secret-0123456789',
      // Offline assistant unless a test points it at its own completions server.
      chat: {
        apiUrl: 'http://127.0.0.1:9/v1/chat/completions',
        apiKey: null,
        model: 'test-model',
        translationModel: 'test-model',
        appTitle: 'HomeMate',
        timeoutMs: 5000,
      },
      socketKeyPrefix: `hmtest-sock-${randomBytes(4).toString('hex')}:`,
      stripe: null,
      money: { platformCommissionPercent: 15, taxRegistrations: { gst: null, qst: null } },
      ...overrides,
    };
    const orm = await MikroORM.init(createOrmOptions({ url: db.url }));
    const producerRedis = createRedisConnection(redis.url, 'producer');
    const queues = createQueues(producerRedis, { prefix: config.queuePrefix });
    return new WorkerHarness(db, redis, smtp, orm, config, producerRedis, queues);
  }

  async startWorker(): Promise<INestApplicationContext> {
    this.app = await NestFactory.createApplicationContext(WorkerModule.forRoot(this.config), { logger: false, abortOnError: false });
    return this.app;
  }

  /** What a use case in the API does: a business transaction that also records the mail. */
  async enqueueMail(mail: MailJob): Promise<string> {
    // The id is assigned when the transaction commits (flush), so read it afterwards.
    const row = await this.orm.em.fork().transactional(async (em) => enqueueViaOutbox(em, 'mail', 'send', mail));
    return row.id;
  }

  /**
   * The mail queue's job counts, its schedules' next runs left out (the daily credential check is a
   * delayed job of a job scheduler, there from the worker's start): what a test's own mails did.
   */
  async mailJobCounts(): Promise<Record<'waiting' | 'delayed' | 'active' | 'prioritized' | 'completed' | 'failed', number>> {
    const counts = await this.queues.mail.getJobCounts('waiting', 'delayed', 'active', 'prioritized', 'completed', 'failed');
    const scheduled = (await this.queues.mail.getDelayed()).filter((job) => job.repeatJobKey !== undefined).length;
    return {
      waiting: counts['waiting'] ?? 0,
      delayed: (counts['delayed'] ?? 0) - scheduled,
      active: counts['active'] ?? 0,
      prioritized: counts['prioritized'] ?? 0,
      completed: counts['completed'] ?? 0,
      failed: counts['failed'] ?? 0,
    };
  }

  async outboxRow(id: string): Promise<{ relayed_at: Date | null; relay_attempts: number; last_error: string | null }> {
    const [row] = await this.orm.em.fork().execute('select relayed_at, relay_attempts, last_error from outbox where id = ?', [id]);
    if (!row) throw new Error(`outbox row ${id} not found`);
    return row as { relayed_at: Date | null; relay_attempts: number; last_error: string | null };
  }

  async waitForRow(
    id: string,
    predicate: (row: Awaited<ReturnType<WorkerHarness['outboxRow']>>) => boolean,
    timeoutMs = 10_000,
  ): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (!predicate(await this.outboxRow(id))) {
      if (Date.now() > deadline)
        throw new Error(`outbox row ${id} did not reach the expected state: ${JSON.stringify(await this.outboxRow(id))}`);
      await sleep(50);
    }
  }

  /**
   * The SMTP sink's messages once there are `count`; when they do not come, the error says where
   * the mail stopped (outbox rows still pending and why, the worker's Redis connections, the queue).
   */
  async waitForMail(count: number, timeoutMs = 15_000): Promise<ReceivedMail[]> {
    try {
      return await this.smtp.waitForMessages(count, timeoutMs);
    } catch (error) {
      throw new Error(`${(error as Error).message}\n${JSON.stringify(await this.deliveryState())}`, { cause: error });
    }
  }

  private async deliveryState(): Promise<object> {
    const status = (token: symbol): string => {
      try {
        return (this.app?.get<Redis>(token).status as string | undefined) ?? 'no app';
      } catch (error) {
        return (error as Error).message;
      }
    };
    const pending = await this.orm.em
      .fork()
      .execute('select id, relay_attempts, last_error, created_at from outbox where relayed_at is null order by id')
      .catch((error: Error) => error.message);
    const jobs = await this.mailJobCounts().catch((error: Error) => error.message);
    return {
      pendingOutboxRows: pending,
      workerRedis: status(WORKER_REDIS),
      workerRelayRedis: status(PRODUCER_REDIS),
      harnessRedis: this.producerRedis.status,
      mailJobs: jobs,
      smtpAttempts: this.smtp.attempts.length,
    };
  }

  async close(): Promise<void> {
    // A failed test may have left Redis stopped; shut the worker down the normal way regardless.
    await this.redis.start();
    await this.app?.close();
    await closeQueues(this.queues);
    this.producerRedis.disconnect();
    await this.orm.close(true);
    await Promise.all([this.redis.stop(), this.smtp.close()]);
    await this.db.drop();
  }
}
