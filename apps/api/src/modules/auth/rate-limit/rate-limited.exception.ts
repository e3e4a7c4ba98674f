import { ApiErrorCode } from '@hm/contracts';
import { DomainException } from '../../../common/errors/domain.exception.js';

/** 429 RATE_LIMITED with `retryAfter` (seconds) in the body and the Retry-After header. */
export class RateLimitedException extends DomainException {
  constructor(retryAfterSeconds: number) {
    super(ApiErrorCode.RATE_LIMITED, 'Too many attempts. Please wait and try again.');
    this.retryAfter = Math.max(1, Math.ceil(retryAfterSeconds));
  }
}
