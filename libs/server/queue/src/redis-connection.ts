import { Redis } from 'ioredis';

export type RedisPurpose = 'worker' | 'producer';

export interface RedisConnectionOptions {
  /** Called on connection errors (ioredis reconnects by itself); without it errors are dropped silently. */
  onError?: (error: Error) => void;
  /** Client name visible in CLIENT LIST, to tell api, worker and relay apart when debugging. */
  connectionName?: string;
}

/**
 * ioredis client for BullMQ.
 * - worker: blocking commands must wait through reconnects (BullMQ requires maxRetriesPerRequest null).
 * - producer: a command while Redis is down fails at once instead of queueing in memory, so the caller
 *   (relay, health check) learns Redis is down and the outbox row simply stays pending.
 */
export function createRedisConnection(url: string, purpose: RedisPurpose, options: RedisConnectionOptions = {}): Redis {
  const client = new Redis(url, {
    connectionName: options.connectionName,
    maxRetriesPerRequest: purpose === 'worker' ? null : 1,
    enableOfflineQueue: purpose === 'worker',
    // Reconnect quickly at first, then at most every 2 s, forever: Redis coming back must be noticed.
    retryStrategy: (times) => Math.min(times * 100, 2000),
    // disconnect() arms this timer even when the socket is already gone; keep shutdowns short.
    disconnectTimeout: 500,
  });
  client.on('error', options.onError ?? (() => undefined));
  return client;
}
