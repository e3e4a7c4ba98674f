// Injection tokens of the shared connections (the ORM is injected by its class, MikroORM).
export const WORKER_CONFIG = Symbol('WORKER_CONFIG');
/** ioredis connection for BullMQ workers (blocking commands, waits through reconnects). */
export const WORKER_REDIS = Symbol('WORKER_REDIS');
/** ioredis connection for producers (the outbox relay): fails fast while Redis is down. */
export const PRODUCER_REDIS = Symbol('PRODUCER_REDIS');
/** TypedQueues from @hm/queue, on the producer connection. */
export const QUEUES = Symbol('QUEUES');
