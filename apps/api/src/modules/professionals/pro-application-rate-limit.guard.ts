import { Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import type { Request } from 'express';
import type { AppConfig } from '../../config/app-config.js';
import { RateLimiter } from '../rate-limit/rate-limiter.service.js';

/**
 * Per-IP budget of the professional application, counted in Redis like the public forms (every
 * attempt counts, a refused one included). It is a sign-up form of the public site, so it takes
 * the waitlist's budget (publicForms.limits.waitlistPerIp), in a bucket of its own.
 */
@Injectable()
export class ProApplicationRateLimitGuard implements CanActivate {
  constructor(
    private readonly limiter: RateLimiter,
    private readonly config: ConfigService<AppConfig, true>,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const rule = this.config.get('publicForms', { infer: true }).limits.waitlistPerIp;
    const request = context.switchToHttp().getRequest<Request>();
    await this.limiter.consume('public-form:proApplicationPerIp', request.ip ?? 'unknown', rule);
    return true;
  }
}
