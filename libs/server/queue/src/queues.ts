import { Queue } from 'bullmq';
import type { Redis } from 'ioredis';
import type { JobName, QueuePayload } from './job-map.js';
import { queueDefaults } from './queue-defaults.js';
import { DEFAULT_QUEUE_PREFIX, QUEUE_NAMES, type QueueName } from './queue-names.js';

export type TypedQueue<Q extends QueueName> = Queue<QueuePayload<Q>, unknown, JobName<Q>>;
export type TypedQueues = { [Q in QueueName]: TypedQueue<Q> };

export interface CreateQueuesOptions {
  prefix?: string;
  onError?: (error: Error, queue: QueueName) => void;
}

/**
 * One BullMQ Queue per queue name, sharing the given (producer) connection, with the per-queue
 * defaults. Closing a queue leaves the shared connection open: its owner closes it.
 */
export function createQueues(connection: Redis, options: CreateQueuesOptions = {}): TypedQueues {
  const make = <Q extends QueueName>(name: Q): TypedQueue<Q> => {
    const queue: TypedQueue<Q> = new Queue(name, {
      connection,
      prefix: options.prefix ?? DEFAULT_QUEUE_PREFIX,
      defaultJobOptions: queueDefaults[name],
    });
    // An 'error' event without a listener would crash the process; Redis outages are expected.
    queue.on('error', (error: Error) => options.onError?.(error, name));
    return queue;
  };
  // Each name maps to its own queue; TypeScript cannot follow that through fromEntries.
  return Object.fromEntries(QUEUE_NAMES.map((name) => [name, make(name)])) as unknown as TypedQueues;
}

export async function closeQueues(queues: TypedQueues): Promise<void> {
  await Promise.all(Object.values(queues).map((queue) => queue.close()));
}
