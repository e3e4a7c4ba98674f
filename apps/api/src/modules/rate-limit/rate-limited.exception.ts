import { ApiErrorCode } from '@hm/contracts';
import { DomainException } from '../../common/errors/domain.exception.js';

/** What a named limit (sign-in, a form…) answers; the API-wide budget says "requests" instead. */
export const TOO_MANY_ATTEMPTS = 'Too many attempts. Please wait and try again.';
export const TOO_MANY_REQUESTS = 'Too many requests. Please slow down and try again shortly.';

/** 429 RATE_LIMITED with `retryAfter` (seconds) in the body and the Retry-After header. */
export class RateLimitedException extends DomainException {
  constructor(retryAfterSeconds: number, message: string = TOO_MANY_ATTEMPTS) {
    super(ApiErrorCode.RATE_LIMITED, message);
    this.retryAfter = Math.max(1, Math.ceil(retryAfterSeconds));
  }
}
