import { Global, Module } from '@nestjs/common';
import { RateLimiter } from './rate-limiter.service.js';

/**
 * The API's one rate limiter. RateLimitGuard (global, in AppModule) spends each client IP's
 * API-wide budget and the named limits a route declares with @RateLimit; features with limits
 * that are not a route's (sign-in failures, chat, socket events) use RateLimiter directly.
 */
@Global()
@Module({
  providers: [RateLimiter],
  exports: [RateLimiter],
})
export class RateLimitModule {}
