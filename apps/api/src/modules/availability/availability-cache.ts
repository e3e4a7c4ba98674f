import { Inject, Injectable, Logger } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import type { AvailabilityView } from '@hm/contracts';
import type { Redis } from 'ioredis';
import type { AppConfig } from '../../config/app-config.js';
import { REDIS } from '../redis/redis.module.js';

/** Longest a computed answer is served again; a change of pros' time makes it stale at once (below). */
export const AVAILABILITY_CACHE_TTL_MS = 30_000;

/**
 * The wizard's free times (docs/booking-rules.md "Free slots"), kept in Redis for a few seconds per
 * sub-service, postal code and minute (the lead time moves with the clock): many customers of one
 * area ask the same question, and each answer reads every candidate pro's month. Every change that
 * can move a free time (a booking made, moved, assigned, cancelled or finished, a pro's schedule,
 * trades or areas, an approval) bumps one version after it commits, so no answer computed before
 * it is served after it. Booking itself never reads the cache: it checks the pros again. Redis
 * down: every read computes, and nothing is cached.
 */
@Injectable()
export class AvailabilityCache {
  private readonly logger = new Logger(AvailabilityCache.name);
  private readonly versionKey: string;
  private readonly prefix: string;

  constructor(
    @Inject(REDIS) private readonly redis: Redis,
    config: ConfigService<AppConfig, true>,
  ) {
    const keyPrefix = config.get('redis', { infer: true }).keyPrefix;
    this.versionKey = `${keyPrefix}availability:version`;
    this.prefix = `${keyPrefix}availability:view:`;
  }

  /** The cached answer for the key's parts, else `compute()`'s, stored for the next asks. */
  async read(parts: readonly string[], now: Date, compute: () => Promise<AvailabilityView>): Promise<AvailabilityView> {
    let key: string | null = null;
    try {
      const version = (await this.redis.get(this.versionKey)) ?? '0';
      key = `${this.prefix}${version}:${Math.floor(now.getTime() / 60_000)}:${parts.join(':')}`;
      const cached = await this.redis.get(key);
      if (cached) return JSON.parse(cached) as AvailabilityView;
    } catch (error) {
      this.logger.warn(`availability cache unreadable: ${(error as Error).message}`);
      key = null;
    }
    const view = await compute();
    if (key) this.redis.set(key, JSON.stringify(view), 'PX', AVAILABILITY_CACHE_TTL_MS).catch(() => undefined);
    return view;
  }

  /** After a committed change of pros' time: every answer computed before is stale. */
  invalidate(): void {
    this.redis.incr(this.versionKey).catch((error: Error) => this.logger.warn(`availability cache not invalidated: ${error.message}`));
  }
}
