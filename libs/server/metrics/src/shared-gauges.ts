import { QUEUE_NAMES, type TypedQueues } from '@hm/queue';
import { Gauge, type Registry } from 'prom-client';

const JOB_STATES = ['waiting', 'active', 'delayed', 'failed'] as const;

/** Each queue's jobs by state, read from Redis when scraped. */
export function addQueueGauges(registry: Registry, queues: TypedQueues): void {
  new Gauge({
    name: 'hm_queue_jobs',
    help: 'Jobs in each BullMQ queue by state (waiting, active, delayed, failed), read at scrape time',
    labelNames: ['queue', 'state'],
    registers: [registry],
    async collect() {
      this.reset();
      await Promise.all(
        QUEUE_NAMES.map(async (name) => {
          const counts = await queues[name].getJobCounts(...JOB_STATES);
          for (const state of JOB_STATES) this.set({ queue: name, state }, counts[state] ?? 0);
        }),
      );
    },
  });
}

/** Runs one read-only SQL statement and answers its rows (the ORM's connection, whichever the app has). */
export type SqlReader = (sql: string) => Promise<Record<string, unknown>[]>;

/** Outbox rows not handed to BullMQ yet, and the age of the oldest: the relay's lag, read when scraped. */
export function addOutboxGauges(registry: Registry, read: SqlReader): void {
  let last: Promise<{ pending: number; oldest: number }> | undefined;
  // One query per scrape for both gauges (each collect asks; the second reuses the first's answer).
  const sample = () => {
    last ??= read(
      `select count(*)::int as pending, coalesce(extract(epoch from now() - min(created_at)), 0)::float as oldest
         from outbox where relayed_at is null`,
    )
      .then(([row]) => ({ pending: Number(row?.['pending'] ?? 0), oldest: Number(row?.['oldest'] ?? 0) }))
      .finally(() => setTimeout(() => (last = undefined), 0));
    return last;
  };
  new Gauge({
    name: 'hm_outbox_pending_rows',
    help: 'Outbox rows committed but not yet handed to BullMQ',
    registers: [registry],
    async collect() {
      this.set((await sample()).pending);
    },
  });
  new Gauge({
    name: 'hm_outbox_oldest_pending_age_seconds',
    help: 'Age of the oldest outbox row not yet handed to BullMQ (0 when none)',
    registers: [registry],
    async collect() {
      this.set((await sample()).oldest);
    },
  });
}

/** What the gauges read of a `pg` pool (pg.Pool has these). */
export interface PoolCounts {
  totalCount: number;
  idleCount: number;
  waitingCount: number;
}

/** The database pool's connections by state, read when scraped. */
export function addDbPoolGauges(registry: Registry, pool: () => Promise<PoolCounts>): void {
  new Gauge({
    name: 'hm_db_pool_connections',
    help: 'PostgreSQL pool connections: used, free, and requests waiting for one (pending)',
    labelNames: ['state'],
    registers: [registry],
    async collect() {
      const { totalCount, idleCount, waitingCount } = await pool();
      this.set({ state: 'used' }, totalCount - idleCount);
      this.set({ state: 'free' }, idleCount);
      this.set({ state: 'pending' }, waitingCount);
    },
  });
}
