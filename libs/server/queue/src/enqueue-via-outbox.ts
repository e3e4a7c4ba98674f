import { OutboxMessage } from '@hm/db';
import { currentTraceCarrier } from '@hm/tracing';
import type { EntityManager } from '@mikro-orm/core';
import type { JobName, JobPayload } from './job-map.js';
import type { QueueName } from './queue-names.js';

export interface EnqueueOptions {
  /** Wait this long (after the relay moves the row) before the job may run. */
  delayMs?: number;
}

/**
 * Records a job in the outbox inside the caller's transaction; it never touches Redis. The job exists
 * if and only if the transaction commits, and the relay hands it to BullMQ afterwards.
 * Must be called inside em.transactional(...) (the commit flushes the row), so a job can neither be
 * sent for a rolled-back change nor be forgotten for lack of a flush. The returned row gets its id
 * (and so its BullMQ job id, `outbox-<id>`) when the transaction commits.
 */
export function enqueueViaOutbox<Q extends QueueName, N extends JobName<Q>>(
  em: EntityManager,
  queue: Q,
  name: N,
  payload: JobPayload<Q, N>,
  options: EnqueueOptions = {},
): OutboxMessage {
  if (!em.isInTransaction()) {
    throw new Error('enqueueViaOutbox must be called inside em.transactional(), with the business change it belongs to');
  }
  const delayMs = options.delayMs ?? 0;
  if (!Number.isInteger(delayMs) || delayMs < 0) {
    throw new Error(`enqueueViaOutbox: delayMs must be a non-negative integer (got ${delayMs})`);
  }
  // The request that caused it (its id, and its trace when tracing is on) goes with the job.
  return em.create(OutboxMessage, { queue, jobName: name, payload, delayMs, trace: currentTraceCarrier() });
}
