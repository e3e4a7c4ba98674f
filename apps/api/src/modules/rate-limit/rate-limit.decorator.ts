import { SetMetadata, type CustomDecorator } from '@nestjs/common';
import type { Path, PathValue } from '@nestjs/config';
import type { AppConfig, RateLimitRule } from '../../config/app-config.js';

/** Where a setting holding a RateLimitRule lives in the configuration, e.g. 'auth.limits.signInPerIp'. */
export type RuleSetting = { [P in Path<AppConfig>]: PathValue<AppConfig, P> extends RateLimitRule ? P : never }[Path<AppConfig>];

export interface RouteLimit {
  /** The counter; routes sharing one budget use the same name. */
  name: string;
  /** Whose attempts are counted: the client IP, or the request body's e-mail (normalised) when it has one. */
  per: 'ip' | 'email';
  rule: RuleSetting;
}

export const ROUTE_LIMITS = 'hm:rate-limit:route';
export const SKIP_RATE_LIMIT = 'hm:rate-limit:skip';

/**
 * A limit of this route, on top of the API-wide per-IP budget; RateLimitGuard counts it before
 * the handler runs. Stack several for several subjects; they are counted in the order written.
 */
export function RateLimit(name: string, spec: Omit<RouteLimit, 'name'>): MethodDecorator {
  return (_target, _key, descriptor) => {
    const handler = descriptor.value as object;
    const declared = (Reflect.getMetadata(ROUTE_LIMITS, handler) as RouteLimit[] | undefined) ?? [];
    // Decorators apply bottom-up: prepending keeps the written order.
    Reflect.defineMetadata(ROUTE_LIMITS, [{ name, ...spec }, ...declared], handler);
  };
}

/** Leaves a route out of every limit, the API-wide one included (health probes). */
export const SkipRateLimit = (): CustomDecorator<string> => SetMetadata(SKIP_RATE_LIMIT, true);
