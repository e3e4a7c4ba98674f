import { Injectable, SetMetadata, type CanActivate, type CustomDecorator, type ExecutionContext } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { Reflector } from '@nestjs/core';
import type { Request } from 'express';
import type { AppConfig } from '../../config/app-config.js';
import type { PublicFormLimits } from '../../config/public-site-config.js';
import { AuthRateLimiter } from '../auth/rate-limit/auth-rate-limiter.service.js';

const PUBLIC_FORM_RATE_LIMIT = 'hm:public-forms:rate-limit';

/** Names the per-IP limit of a public form route; PublicFormRateLimitGuard counts it before the handler runs. */
export const PublicFormRateLimit = (rule: keyof PublicFormLimits): CustomDecorator<string> => SetMetadata(PUBLIC_FORM_RATE_LIMIT, rule);

/**
 * Per-IP budget of each public form, in Redis (the accounts' limiter: hashed keys, shared by every
 * API node, requests pass if Redis is down). Every attempt counts, a refused one included, so a
 * script cannot probe the validation for free. Past the limit: 429 RATE_LIMITED with retryAfter.
 */
@Injectable()
export class PublicFormRateLimitGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly limiter: AuthRateLimiter,
    private readonly config: ConfigService<AppConfig, true>,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const rule = this.reflector.get<keyof PublicFormLimits | undefined>(PUBLIC_FORM_RATE_LIMIT, context.getHandler());
    if (!rule) return true;
    const limits = this.config.get('publicForms', { infer: true }).limits;
    const request = context.switchToHttp().getRequest<Request>();
    await this.limiter.consume(`public-form:${rule}`, request.ip ?? 'unknown', limits[rule]);
    return true;
  }
}
