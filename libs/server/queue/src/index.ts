export { QUEUE_NAMES, DEFAULT_QUEUE_PREFIX, type QueueName } from './queue-names.js';
export {
  JOB_NAMES,
  type JobMap,
  type JobName,
  type JobPayload,
  type QueuePayload,
  type MailJob,
  type MailJobAttachment,
  type ChatReplyJob,
  type TranslateMessageJob,
  type BookingReminderJob,
  type AccountLinkJob,
  type UnreadMessagesJob,
  type ReceiptMailJob,
  type BookingConfirmationJob,
  type StripeEventJob,
  type CardChargeJob,
  type CardRefundJob,
} from './job-map.js';
export { queueDefaults, workerDefaults } from './queue-defaults.js';
export { createRedisConnection, type RedisPurpose, type RedisConnectionOptions } from './redis-connection.js';
export { createQueues, closeQueues, type TypedQueue, type TypedQueues, type CreateQueuesOptions } from './queues.js';
export { enqueueViaOutbox, type EnqueueOptions } from './enqueue-via-outbox.js';
export { OutboxRelay, outboxJobId, type OutboxRelayOptions, type RelayLogger } from './outbox-relay.js';
