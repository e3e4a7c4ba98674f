/** Every BullMQ queue of the product. Later features add theirs here and in JobMap. */
export const QUEUE_NAMES = ['mail', 'chat', 'payments'] as const;
export type QueueName = (typeof QUEUE_NAMES)[number];

/** Redis key prefix of every queue (BullMQ's default is "bull"); tests pass their own to stay apart. */
export const DEFAULT_QUEUE_PREFIX = 'hm';
