import { Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { Reflector } from '@nestjs/core';
import { normalizeEmail } from '@hm/contracts';
import type { Request, Response } from 'express';
import type { AppConfig, RateLimitRule } from '../../config/app-config.js';
import { clientAddress } from './client-address.js';
import { ROUTE_LIMITS, SKIP_RATE_LIMIT, type RouteLimit } from './rate-limit.decorator.js';
import { RateLimitedException, TOO_MANY_REQUESTS } from './rate-limited.exception.js';
import { RateLimiter, type WindowCount } from './rate-limiter.service.js';

const API_WIDE = 'api';

/**
 * Every HTTP request spends the API-wide budget of its client IP (config `rateLimit`), then the
 * limits its route declares with @RateLimit. Socket events are not HTTP requests: the gateway
 * limits them itself (SocketEventLimiter), with the same RateLimiter.
 */
@Injectable()
export class RateLimitGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly limiter: RateLimiter,
    private readonly config: ConfigService<AppConfig, true>,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    if (context.getType() !== 'http') return true;
    if (this.reflector.getAllAndOverride<boolean | undefined>(SKIP_RATE_LIMIT, [context.getHandler(), context.getClass()])) return true;
    const request = context.switchToHttp().getRequest<Request>();
    const ip = clientAddress(request.ip);
    const apiWide = this.config.get('rateLimit', { infer: true });
    const counted = await this.limiter.consume(API_WIDE, ip, apiWide, (seconds) => new RateLimitedException(seconds, TOO_MANY_REQUESTS));
    if (counted) setBudgetHeaders(context.switchToHttp().getResponse<Response>(), apiWide, counted);

    const limits = this.reflector.get<RouteLimit[] | undefined>(ROUTE_LIMITS, context.getHandler()) ?? [];
    for (const { name, per, rule } of limits) {
      const subject = per === 'ip' ? ip : emailOf(request);
      if (subject !== null) await this.limiter.consume(name, subject, this.config.get(rule, { infer: true }) as RateLimitRule);
    }
    return true;
  }
}

/** Tells well-behaved clients their API-wide budget before they run out (the de facto X-RateLimit-* headers). */
function setBudgetHeaders(response: Response, rule: RateLimitRule, counted: WindowCount): void {
  response.setHeader('X-RateLimit-Limit', rule.limit);
  response.setHeader('X-RateLimit-Remaining', Math.max(0, rule.limit - counted.hits));
  response.setHeader('X-RateLimit-Reset', Math.max(1, Math.ceil(counted.msLeft / 1000)));
}

/** The body is not validated yet (guards run before pipes): count only what looks like an address. */
function emailOf(request: Request): string | null {
  const email: unknown = (request.body as Record<string, unknown> | undefined)?.email;
  return typeof email === 'string' && email.trim() !== '' ? normalizeEmail(email) : null;
}
