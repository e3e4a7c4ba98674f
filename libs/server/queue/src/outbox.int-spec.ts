import { NotifyListener, OUTBOX_CHANNEL, OutboxMessage } from '@hm/db';
import { createOrmOptions } from '@hm/db';
import { createTestDatabase, type TestDatabase } from '@hm/db/testing';
import { MikroORM } from '@mikro-orm/postgresql';
import { randomBytes } from 'node:crypto';
import type { Redis } from 'ioredis';
import { runWithRequestId, traceCarrierFrom } from '@hm/tracing';
import { enqueueViaOutbox } from './enqueue-via-outbox.js';
import { OutboxRelay, outboxJobId } from './outbox-relay.js';
import { closeQueues, createQueues, type TypedQueues } from './queues.js';
import { createRedisConnection } from './redis-connection.js';

// The shared Redis of the machine (REDIS_URL for CI elsewhere); every key is under a prefix unique to this run.
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const silent = { debug: () => undefined, warn: () => undefined, error: () => undefined };
const mail = (n: number) => ({ to: `user${n}@example.com`, subject: `Subject ${n}`, text: `Body ${n}` });

describe('transactional outbox and relay', () => {
  let db: TestDatabase;
  let orm: MikroORM;
  let redis: Redis;
  let queues: TypedQueues;

  beforeAll(async () => {
    db = await createTestDatabase('hm_test_queue');
    orm = await MikroORM.init(createOrmOptions({ url: db.url }));
    redis = createRedisConnection(REDIS_URL, 'producer');
    queues = createQueues(redis, { prefix: `hmtest-${randomBytes(4).toString('hex')}` });
  });

  afterEach(async () => {
    await queues.mail.obliterate({ force: true });
    await orm.em.fork().execute('truncate outbox restart identity');
  });

  afterAll(async () => {
    await closeQueues(queues);
    redis.disconnect();
    await orm?.close(true);
    await db?.drop();
  });

  const relay = (overrides: Partial<ConstructorParameters<typeof OutboxRelay>[0]> = {}) =>
    new OutboxRelay({ orm, queues, pollMs: 50, logger: silent, ...overrides });
  const pendingCount = async () => orm.em.fork().count(OutboxMessage, { relayedAt: null });

  describe('enqueueViaOutbox', () => {
    it('writes the row with the business transaction, and not at all when it rolls back', async () => {
      await expect(
        orm.em.fork().transactional(async (em) => {
          enqueueViaOutbox(em, 'mail', 'send', mail(1));
          throw new Error('business rule failed');
        }),
      ).rejects.toThrow('business rule failed');
      expect(await orm.em.fork().count(OutboxMessage)).toBe(0);

      const row = await orm.em.fork().transactional(async (em) => enqueueViaOutbox(em, 'mail', 'send', mail(2), { delayMs: 5000 }));
      const stored = await orm.em.fork().findOneOrFail(OutboxMessage, { id: row.id });
      expect(stored).toMatchObject({ queue: 'mail', jobName: 'send', payload: mail(2), delayMs: 5000, relayedAt: null, relayAttempts: 0 });
    });

    it('refuses to run outside a transaction, where the row could be lost or sent for nothing', () => {
      expect(() => enqueueViaOutbox(orm.em.fork(), 'mail', 'send', mail(1))).toThrow('inside em.transactional()');
    });
  });

  describe('OutboxRelay', () => {
    // First: ioredis keeps a disconnect timer (500 ms) after the dead connection is dropped,
    // which then runs out during the other tests instead of holding Jest open at the end.
    it('leaves rows pending, with the error recorded, while Redis is unreachable', async () => {
      // Nothing listens on port 1: as if Redis were down when the relay starts.
      const deadRedis = createRedisConnection('redis://127.0.0.1:1', 'producer');
      const deadQueues = createQueues(deadRedis, { prefix: 'hmtest-unreachable' });
      try {
        const row = await orm.em.fork().transactional(async (em) => enqueueViaOutbox(em, 'mail', 'send', mail(1)));
        const dead = relay({ queues: deadQueues, connectTimeoutMs: 300 });
        await expect(dead.relayOnce()).resolves.toBe(0);
        await expect(dead.relayOnce()).resolves.toBe(0);

        const stored = await orm.em.fork().findOneOrFail(OutboxMessage, { id: row.id });
        expect(stored.relayedAt).toBeNull();
        expect(stored.relayAttempts).toBe(2);
        expect(stored.lastError).toMatch(/Redis not reachable/);

        // The same row goes through once a reachable Redis is there.
        await expect(relay().relayOnce()).resolves.toBe(1);
        expect(await queues.mail.getJob(outboxJobId(row.id))).toBeDefined();
      } finally {
        await closeQueues(deadQueues);
        deadRedis.disconnect();
      }
    });

    it('moves committed rows to BullMQ with the queue defaults, the delay and an id derived from the row', async () => {
      const now = await orm.em.fork().transactional(async (em) => enqueueViaOutbox(em, 'mail', 'send', mail(1)));
      const later = await orm.em.fork().transactional(async (em) => enqueueViaOutbox(em, 'mail', 'send', mail(2), { delayMs: 60_000 }));

      await expect(relay().relayOnce()).resolves.toBe(2);

      const job = await queues.mail.getJob(outboxJobId(now.id));
      expect(job).toMatchObject({ name: 'send', data: mail(1) });
      expect(job?.opts).toMatchObject({ attempts: 4, backoff: { type: 'exponential', delay: 1000 } });
      expect(await job?.getState()).toBe('waiting');
      expect(await (await queues.mail.getJob(outboxJobId(later.id)))?.getState()).toBe('delayed');
      expect(await pendingCount()).toBe(0);
    });

    it("gives each job the request that wrote its row (id and trace context), as the job's telemetry metadata", async () => {
      const traceparent = '00-0af7651916cd43dd8448eb211c80319c-b7ad6b7169203331-01';
      const caused = await runWithRequestId('req-outbox-1', () =>
        orm.em.fork().transactional(async (em) => enqueueViaOutbox(em, 'mail', 'send', mail(1))),
      );
      const scheduled = await orm.em.fork().transactional(async (em) => enqueueViaOutbox(em, 'mail', 'send', mail(2)));
      // A row written with a trace (tracing on in the writer) keeps it as is.
      await orm.em.fork().nativeUpdate(OutboxMessage, { id: caused.id }, { trace: { requestId: 'req-outbox-1', traceparent } });

      await expect(relay().relayOnce()).resolves.toBe(2);

      const job = await queues.mail.getJob(outboxJobId(caused.id));
      expect(traceCarrierFrom(job?.opts.telemetry?.metadata)).toEqual({ requestId: 'req-outbox-1', traceparent });
      expect((await queues.mail.getJob(outboxJobId(scheduled.id)))?.opts.telemetry).toBeUndefined();
    });

    it('adds a row only once when it is relayed again after a crash between add and mark', async () => {
      const row = await orm.em.fork().transactional(async (em) => enqueueViaOutbox(em, 'mail', 'send', mail(1)));
      await relay().relayOnce();
      await orm.em.fork().execute('update outbox set relayed_at = null where id = ?', [row.id]);
      await relay().relayOnce();

      expect(await queues.mail.getJobCounts('waiting', 'delayed')).toEqual({ waiting: 1, delayed: 0 });
      expect(await pendingCount()).toBe(0);
    });

    it('relays each queue’s rows together, and a row it cannot enqueue holds no other back', async () => {
      await orm.em.fork().transactional(async (em) => {
        for (let i = 0; i < 3; i++) enqueueViaOutbox(em, 'mail', 'send', mail(i));
      });
      await orm.em.fork().execute(`insert into outbox (queue, job_name, payload) values ('nope', 'send', '{}'), ('nope', 'send', '{}')`);
      await orm.em.fork().transactional(async (em) => enqueueViaOutbox(em, 'mail', 'send', mail(3)));
      expect(await relay().relayOnce()).toBe(4);
      expect(await queues.mail.getJobCounts('waiting')).toEqual({ waiting: 4 });
      const stuck = await orm.em.fork().find(OutboxMessage, { relayedAt: null });
      expect(stuck.map((row) => [row.queue, row.relayAttempts, row.lastError])).toEqual([
        ['nope', 1, 'unknown queue "nope"'],
        ['nope', 1, 'unknown queue "nope"'],
      ]);
    });

    it('lets several relays share the table without adding any row twice', async () => {
      await orm.em.fork().transactional(async (em) => {
        for (let i = 0; i < 60; i++) enqueueViaOutbox(em, 'mail', 'send', mail(i));
      });
      const relays = [relay({ batchSize: 7 }), relay({ batchSize: 7 }), relay({ batchSize: 7 })];
      let moved = 0;
      while ((await pendingCount()) > 0) {
        const counts = await Promise.all(relays.map((r) => r.relayOnce()));
        moved += counts.reduce((a, b) => a + b, 0);
      }
      expect(moved).toBe(60);
      expect(await queues.mail.getJobCounts('waiting')).toEqual({ waiting: 60 });
    });

    it('polls on its own once started, and stop() waits for the batch in hand', async () => {
      const r = relay();
      r.start();
      await orm.em.fork().transactional(async (em) => enqueueViaOutbox(em, 'mail', 'send', mail(1)));
      const deadline = Date.now() + 5000;
      while ((await pendingCount()) > 0 && Date.now() < deadline) await new Promise((res) => setTimeout(res, 20));
      await r.stop();
      expect(await pendingCount()).toBe(0);

      await orm.em.fork().transactional(async (em) => enqueueViaOutbox(em, 'mail', 'send', mail(2)));
      await new Promise((res) => setTimeout(res, 200));
      expect(await pendingCount()).toBe(1);
    });

    it('relays committed rows at once when the outbox notifies, long before its next poll', async () => {
      const r = relay({ pollMs: 60_000 });
      const wakes: number[] = [];
      const listener = new NotifyListener({
        databaseUrl: db.url,
        channel: OUTBOX_CHANNEL,
        onNotify: () => {
          wakes.push(Date.now());
          r.wake();
        },
        onError: (error) => {
          throw error;
        },
      });
      r.start();
      await listener.start();
      try {
        // The first poll (at start) finds nothing; the next is a minute away.
        while (wakes.length === 0) await new Promise((res) => setTimeout(res, 10));
        const before = wakes.length;
        // A rolled-back insert notifies nobody.
        await expect(
          orm.em.fork().transactional(async (em) => {
            enqueueViaOutbox(em, 'mail', 'send', mail(1));
            await em.flush();
            throw new Error('rolled back');
          }),
        ).rejects.toThrow('rolled back');
        await orm.em.fork().transactional(async (em) => {
          for (let i = 2; i < 5; i++) enqueueViaOutbox(em, 'mail', 'send', mail(i));
        });
        const deadline = Date.now() + 3000;
        while ((await pendingCount()) > 0 && Date.now() < deadline) await new Promise((res) => setTimeout(res, 10));
        expect(await queues.mail.getJobCounts('waiting')).toEqual({ waiting: 3 });
        expect(await pendingCount()).toBe(0);
        // One notification for the transaction's one statement, none for the rolled-back one.
        expect(wakes.length - before).toBe(1);
      } finally {
        await listener.stop();
        await r.stop();
      }
    });
  });
});
