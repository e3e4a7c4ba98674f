import { Inject, Injectable, Logger } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import type { Redis } from 'ioredis';
import { createHash } from 'node:crypto';
import type { AppConfig, RateLimitRule } from '../../config/app-config.js';
import { REDIS } from '../redis/redis.module.js';
import { throttledErrorLogger } from '../redis/throttled-error-logger.js';
import { RateLimitedException } from './rate-limited.exception.js';

// Fixed window: count (INCR, PEXPIRE on the first hit), return hits and the window's ms left.
const COUNT_SCRIPT = `
local hits = redis.call('INCR', KEYS[1])
if hits == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return {hits, redis.call('PTTL', KEYS[1])}
`;

/** A window's count after this hit. */
export interface WindowCount {
  hits: number;
  msLeft: number;
}

/** Builds the error a refused request gets, from the seconds left in the window. */
export type Refusal = (retryAfterSeconds: number) => Error;

/**
 * The one rate limiter of the API: fixed-window counters in Redis, so a limit holds across every
 * API node. A counter is named by a bucket (which limit) and a subject (whose: an IP, an e-mail,
 * a user); keys hold a hash of the subject, not the value. When Redis is unreachable requests go
 * through (limits pause, the product keeps working), and the problem is logged.
 */
@Injectable()
export class RateLimiter {
  private readonly logFailure = throttledErrorLogger(new Logger(RateLimiter.name));
  private readonly prefix: string;

  constructor(
    @Inject(REDIS) private readonly redis: Redis,
    config: ConfigService<AppConfig, true>,
  ) {
    this.prefix = `${config.get('redis', { infer: true }).keyPrefix}rate-limit:`;
  }

  /** Counts one attempt; past the rule's limit, throws (429 by default) with the time left in the window. */
  async consume(
    bucket: string,
    subject: string,
    rule: RateLimitRule,
    refuse: Refusal = (seconds) => new RateLimitedException(seconds),
  ): Promise<WindowCount | null> {
    const counted = await this.count(bucket, subject, rule);
    if (counted && counted.hits > rule.limit) throw refuse(counted.msLeft / 1000);
    return counted;
  }

  /** Counts one event (e.g. a failed sign-in) and returns how many the window holds now (0 if Redis is down). */
  async record(bucket: string, subject: string, rule: RateLimitRule): Promise<number> {
    return (await this.count(bucket, subject, rule))?.hits ?? 0;
  }

  /** Throws 429 if the window already holds `limit` events, without counting this one. */
  async assertBelowLimit(bucket: string, subject: string, rule: RateLimitRule): Promise<void> {
    const key = this.key(bucket, subject);
    try {
      const [hits, msLeft] = await Promise.all([this.redis.get(key), this.redis.pttl(key)]);
      if (Number(hits ?? 0) >= rule.limit && msLeft > 0) throw new RateLimitedException(msLeft / 1000);
    } catch (error) {
      if (error instanceof RateLimitedException) throw error;
      this.logFailure(asError(error));
    }
  }

  async reset(bucket: string, subject: string): Promise<void> {
    await this.redis.del(this.key(bucket, subject)).catch((error: unknown) => this.logFailure(asError(error)));
  }

  private async count(bucket: string, subject: string, rule: RateLimitRule): Promise<WindowCount | null> {
    try {
      const [hits = 0, msLeft = rule.windowMs] = (await this.redis.eval(
        COUNT_SCRIPT,
        1,
        this.key(bucket, subject),
        rule.windowMs,
      )) as number[];
      return { hits, msLeft: msLeft > 0 ? msLeft : rule.windowMs };
    } catch (error) {
      this.logFailure(asError(error));
      return null;
    }
  }

  private key(bucket: string, subject: string): string {
    return `${this.prefix}${bucket}:${createHash('sha256').update(subject).digest('base64url')}`;
  }
}

const asError = (error: unknown): Error => (error instanceof Error ? error : new Error(String(error)));
