import { Injectable, SetMetadata, type CanActivate, type CustomDecorator, type ExecutionContext } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { Reflector } from '@nestjs/core';
import { normalizeEmail } from '@hm/contracts';
import type { Request } from 'express';
import type { AppConfig, AuthLimits, RateLimitRule } from '../../../config/app-config.js';
import { AuthRateLimiter } from './auth-rate-limiter.service.js';

type RuleName = { [K in keyof AuthLimits]: AuthLimits[K] extends RateLimitRule ? K : never }[keyof AuthLimits];

export interface AuthRateLimitSpec {
  /** Counted per client IP. */
  perIp: RuleName;
  /** Counted per e-mail of the request body (normalised), when it has one. */
  perEmail?: RuleName;
}

const AUTH_RATE_LIMIT = 'hm:auth:rate-limit';

/** Names the limits of an accounts route; AuthRateLimitGuard counts them before the handler runs. */
export const AuthRateLimit = (spec: AuthRateLimitSpec): CustomDecorator<string> => SetMetadata(AUTH_RATE_LIMIT, spec);

@Injectable()
export class AuthRateLimitGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly limiter: AuthRateLimiter,
    private readonly config: ConfigService<AppConfig, true>,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const spec = this.reflector.get<AuthRateLimitSpec | undefined>(AUTH_RATE_LIMIT, context.getHandler());
    if (!spec) return true;
    const limits = this.config.get('auth', { infer: true }).limits;
    const request = context.switchToHttp().getRequest<Request>();
    await this.limiter.consume(spec.perIp, request.ip ?? 'unknown', limits[spec.perIp]);
    // The body is not validated yet (guards run before pipes): count only what looks like an address.
    const email: unknown = (request.body as Record<string, unknown> | undefined)?.email;
    if (spec.perEmail && typeof email === 'string' && email.trim() !== '') {
      await this.limiter.consume(spec.perEmail, normalizeEmail(email), limits[spec.perEmail]);
    }
    return true;
  }
}
