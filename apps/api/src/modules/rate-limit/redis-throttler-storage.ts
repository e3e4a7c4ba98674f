import { Logger } from '@nestjs/common';
import type { ThrottlerStorage } from '@nestjs/throttler';
import type { Redis } from 'ioredis';
import { throttledErrorLogger } from '../redis/throttled-error-logger.js';

interface ThrottlerStorageRecord {
  totalHits: number;
  timeToExpire: number;
  isBlocked: boolean;
  timeToBlockExpire: number;
}

// One round trip, atomic: count the hit (INCR, PEXPIRE on the first hit of a window), then
// report or start a block once the limit is passed. Returns hits, window ms left, blocked (0/1),
// block ms left.
const INCREMENT_SCRIPT = `
local hits = redis.call('INCR', KEYS[1])
if hits == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local windowLeft = redis.call('PTTL', KEYS[1])
local blockLeft = redis.call('PTTL', KEYS[2])
if blockLeft > 0 then return {hits, windowLeft, 1, blockLeft} end
if hits > tonumber(ARGV[2]) then
  redis.call('SET', KEYS[2], '1', 'PX', ARGV[3])
  return {hits, windowLeft, 1, tonumber(ARGV[3])}
end
return {hits, windowLeft, 0, 0}
`;

/**
 * Fixed-window hit counter in Redis, so a limit holds across every API node. If Redis is
 * unreachable the request is let through: losing rate limiting for a moment is better than
 * failing every request while Redis is down.
 */
export class RedisThrottlerStorage implements ThrottlerStorage {
  private readonly logFailure = throttledErrorLogger(new Logger(RedisThrottlerStorage.name));

  constructor(
    private readonly redis: Redis,
    private readonly keyPrefix: string,
  ) {}

  async increment(key: string, ttl: number, limit: number, blockDuration: number, throttlerName: string): Promise<ThrottlerStorageRecord> {
    const base = `${this.keyPrefix}throttle:${throttlerName}:${key}`;
    try {
      const reply = (await this.redis.eval(INCREMENT_SCRIPT, 2, base, `${base}:blocked`, ttl, limit, blockDuration || ttl)) as number[];
      const [hits = 0, windowLeftMs = ttl, blocked = 0, blockLeftMs = 0] = reply;
      return {
        totalHits: hits,
        timeToExpire: toSeconds(windowLeftMs > 0 ? windowLeftMs : ttl),
        isBlocked: blocked === 1,
        timeToBlockExpire: blocked === 1 ? toSeconds(blockLeftMs) : 0,
      };
    } catch (error) {
      this.logFailure(error instanceof Error ? error : new Error(String(error)));
      return { totalHits: 0, timeToExpire: toSeconds(ttl), isBlocked: false, timeToBlockExpire: 0 };
    }
  }
}

const toSeconds = (ms: number): number => Math.max(1, Math.ceil(ms / 1000));
