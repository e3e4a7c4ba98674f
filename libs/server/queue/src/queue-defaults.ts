import type { DefaultJobOptions } from 'bullmq';
import type { QueueName } from './queue-names.js';

const DAY_S = 24 * 3600;

// Retention matters for correctness, not only memory: the relay deduplicates by job id, and BullMQ
// only rejects a duplicate id while the first job still exists. Keeping completed jobs a day covers
// any re-relay window (a relay crash between add and mark) by far. Jobs hold personal data (mail
// addresses, bookings), so finished ones are bounded by age and by count, whichever comes first.
const retention = {
  removeOnComplete: { age: DAY_S, count: 10_000 },
  // Longer, for an operator to look into; fewer, since a failing SMTP server could fail thousands.
  removeOnFail: { age: 14 * DAY_S, count: 5_000 },
} as const satisfies DefaultJobOptions;

/** Attempts, back-off and retention of every queue, in one place (producers and relay use these). */
export const queueDefaults: { [Q in QueueName]: DefaultJobOptions } = {
  // 1 try + 3 retries, waiting 1 s, 2 s, 4 s between them.
  mail: { attempts: 4, backoff: { type: 'exponential', delay: 1000 }, ...retention },
  // 3 retries of a failed completion, 1 s, 2 s, 4 s; the processor turns the last failure
  // (or a 401/403, which is not retried) into the failure text, so a visitor always gets an answer.
  chat: { attempts: 4, backoff: { type: 'exponential', delay: 1000 }, ...retention },
  // Stripe unreachable: 1 s, 2 s, 4 s… up to about a minute; every call carries its idempotency key, so a retry never charges twice.
  payments: { attempts: 7, backoff: { type: 'exponential', delay: 1000 }, ...retention },
};

/** Worker-side settings per queue. */
export const workerDefaults: { [Q in QueueName]: { concurrency: number } } = {
  mail: { concurrency: 5 },
  chat: { concurrency: 5 },
  // A webhook burst: each event is one short transaction (docs/payments-by-card.md).
  payments: { concurrency: 10 },
};
