import { HttpStatus } from '@nestjs/common';
import { ApiErrorCode, type ApiErrorFields } from '@hm/contracts';

/** The one place where an error code gets its HTTP status. */
export const API_ERROR_STATUS: Readonly<Record<ApiErrorCode, HttpStatus>> = {
  VALIDATION_FAILED: HttpStatus.BAD_REQUEST,
  BAD_REQUEST: HttpStatus.BAD_REQUEST,
  UNAUTHORIZED: HttpStatus.UNAUTHORIZED,
  FORBIDDEN: HttpStatus.FORBIDDEN,
  NOT_FOUND: HttpStatus.NOT_FOUND,
  METHOD_NOT_ALLOWED: HttpStatus.METHOD_NOT_ALLOWED,
  CONFLICT: HttpStatus.CONFLICT,
  PAYLOAD_TOO_LARGE: HttpStatus.PAYLOAD_TOO_LARGE,
  UNSUPPORTED_MEDIA_TYPE: HttpStatus.UNSUPPORTED_MEDIA_TYPE,
  RATE_LIMITED: HttpStatus.TOO_MANY_REQUESTS,
  INTERNAL_ERROR: HttpStatus.INTERNAL_SERVER_ERROR,
  SERVICE_UNAVAILABLE: HttpStatus.SERVICE_UNAVAILABLE,
  INVALID_CREDENTIALS: HttpStatus.UNAUTHORIZED,
  EMAIL_TAKEN: HttpStatus.CONFLICT,
  WEAK_PASSWORD: HttpStatus.BAD_REQUEST,
  INVALID_RESET_TOKEN: HttpStatus.BAD_REQUEST,
  // A 400, not a 401: the session is fine, only the form's answer is wrong (a 401 would make the web refresh).
  WRONG_CURRENT_PASSWORD: HttpStatus.BAD_REQUEST,
  OAUTH_FAILED: HttpStatus.BAD_REQUEST,
  SESSION_EXPIRED: HttpStatus.UNAUTHORIZED,
  // Unknown and foreign bookings alike, so booking numbers cannot be probed.
  BOOKING_NOT_FOUND: HttpStatus.NOT_FOUND,
  IDEMPOTENCY_KEY_REUSED: HttpStatus.CONFLICT,
};

/**
 * Base of every error a use case raises on purpose. Features subclass it (or pass their own
 * code once added to ApiErrorCode); the global filter turns it into the API error body.
 */
export class DomainException extends Error {
  /** Seconds before trying again (RATE_LIMITED); sent as `retryAfter` and the Retry-After header. */
  retryAfter?: number;

  constructor(
    readonly code: ApiErrorCode,
    message: string,
    readonly fields?: ApiErrorFields,
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
    this.name = new.target.name;
  }

  get status(): HttpStatus {
    return API_ERROR_STATUS[this.code];
  }
}
