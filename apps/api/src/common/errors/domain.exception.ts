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
  FORM_SENT_TOO_FAST: HttpStatus.BAD_REQUEST,
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
  BOOKING_NOT_EDITABLE: HttpStatus.CONFLICT,
  BOOKING_NOT_CANCELLABLE: HttpStatus.CONFLICT,
  INVALID_TRANSITION: HttpStatus.CONFLICT,
  LATE_FEE_NOT_ACCEPTED: HttpStatus.CONFLICT,
  NOT_JOB_DAY: HttpStatus.CONFLICT,
  PRO_NOT_FREE: HttpStatus.CONFLICT,
  INVOICE_NOT_AWAITING: HttpStatus.CONFLICT,
  INVOICE_NOT_CORRECTABLE: HttpStatus.CONFLICT,
  PAYMENT_NOT_DUE: HttpStatus.CONFLICT,
  PAYMENT_ALREADY_RECORDED: HttpStatus.CONFLICT,
  TIP_NOT_ALLOWED: HttpStatus.CONFLICT,
  TIP_ALREADY_GIVEN: HttpStatus.CONFLICT,
  RECEIPT_NOT_FOUND: HttpStatus.NOT_FOUND,
  CARD_PAYMENTS_OFF: HttpStatus.CONFLICT,
  CARD_NOT_NEEDED: HttpStatus.CONFLICT,
  INVALID_WEBHOOK_SIGNATURE: HttpStatus.BAD_REQUEST,
  PAYMENT_PROVIDER_UNAVAILABLE: HttpStatus.SERVICE_UNAVAILABLE,
  NOTHING_TO_REFUND: HttpStatus.CONFLICT,
  SLOT_TAKEN: HttpStatus.CONFLICT,
  ARRIVAL_TIME_INVALID: HttpStatus.BAD_REQUEST,
  PROFESSIONAL_NOT_FOUND: HttpStatus.UNPROCESSABLE_ENTITY,
  PROFESSIONAL_DISABLED: HttpStatus.CONFLICT,
  WELCOME_OFFER_TAKEN: HttpStatus.CONFLICT,
  REVIEW_NOT_ALLOWED: HttpStatus.CONFLICT,
  REVIEW_ALREADY_EXISTS: HttpStatus.CONFLICT,
  MESSAGING_CLOSED: HttpStatus.CONFLICT,
  TRANSLATION_NOT_FOUND: HttpStatus.NOT_FOUND,
  // Someone else's notification is a 404 like an unknown one, so ids cannot be probed.
  NOTIFICATION_NOT_FOUND: HttpStatus.NOT_FOUND,
  // Someone else's draft is a 404 like a missing post; a visible post of someone else is a 403.
  BLOG_POST_NOT_FOUND: HttpStatus.NOT_FOUND,
  BLOG_NOT_AUTHOR: HttpStatus.FORBIDDEN,
  BLOG_COMMENT_NOT_FOUND: HttpStatus.NOT_FOUND,
  BLOG_NOT_COMMENT_AUTHOR: HttpStatus.FORBIDDEN,
  BLOG_REPLY_TOO_DEEP: HttpStatus.BAD_REQUEST,
  BLOG_IMAGE_NOT_AN_IMAGE: HttpStatus.UNSUPPORTED_MEDIA_TYPE,
  BLOG_IMAGE_TOO_LARGE: HttpStatus.PAYLOAD_TOO_LARGE,
  BLOG_IMAGE_TOO_MANY_PIXELS: HttpStatus.PAYLOAD_TOO_LARGE,
  BLOG_IMAGE_MISSING: HttpStatus.BAD_REQUEST,
  BLOG_IMAGE_UPLOAD_FAILED: HttpStatus.INTERNAL_SERVER_ERROR,
  CHAT_MESSAGE_TOO_LONG: HttpStatus.BAD_REQUEST,
  // The previous message still waits for its reply: one question at a time.
  CHAT_REPLY_PENDING: HttpStatus.CONFLICT,
  CHAT_VISITOR_RATE_LIMITED: HttpStatus.TOO_MANY_REQUESTS,
  CHAT_IP_RATE_LIMITED: HttpStatus.TOO_MANY_REQUESTS,
  CHAT_DAILY_BUDGET_EXCEEDED: HttpStatus.TOO_MANY_REQUESTS,
  PROFESSIONAL_ALREADY_REGISTERED: HttpStatus.CONFLICT,
  APPLICATION_NOT_FOUND: HttpStatus.NOT_FOUND,
  SUPPORT_REQUEST_NOT_FOUND: HttpStatus.NOT_FOUND,
  OPERATOR_NOT_FOUND: HttpStatus.UNPROCESSABLE_ENTITY,
  ACCOUNT_DISABLED: HttpStatus.FORBIDDEN,
  PERSON_NOT_FOUND: HttpStatus.NOT_FOUND,
  CONTENT_NOT_FOUND: HttpStatus.NOT_FOUND,
  CONTENT_ALREADY_HIDDEN: HttpStatus.CONFLICT,
  CONTENT_NOT_HIDDEN: HttpStatus.CONFLICT,
  CANNOT_CHANGE_OWN_ACCOUNT: HttpStatus.CONFLICT,
  ROLE_NOT_ALLOWED: HttpStatus.UNPROCESSABLE_ENTITY,
  APPLICATION_NOT_PENDING: HttpStatus.CONFLICT,
  PROFESSIONAL_ACCOUNT_CONFLICT: HttpStatus.CONFLICT,
  INVALID_INVITATION: HttpStatus.BAD_REQUEST,
  // Another pro was faster (or the job was cancelled): a conflict the pro is told about plainly.
  JOB_ALREADY_TAKEN: HttpStatus.CONFLICT,
  JOB_NOT_FOUND: HttpStatus.NOT_FOUND,
  PRO_PHOTO_INVALID: HttpStatus.UNSUPPORTED_MEDIA_TYPE,
  PRO_PHOTO_TOO_LARGE: HttpStatus.PAYLOAD_TOO_LARGE,
  PRO_PHOTO_TOO_MANY_PIXELS: HttpStatus.PAYLOAD_TOO_LARGE,
  PRO_PROFILE_MISSING: HttpStatus.CONFLICT,
  CREDENTIAL_DOCUMENT_INVALID: HttpStatus.UNSUPPORTED_MEDIA_TYPE,
  CREDENTIAL_DOCUMENT_TOO_LARGE: HttpStatus.PAYLOAD_TOO_LARGE,
  CREDENTIAL_NOT_FOUND: HttpStatus.NOT_FOUND,
  // The chosen pro lacks a verified credential the job's trade requires (docs/verified-trades.md).
  PRO_NOT_QUALIFIED: HttpStatus.CONFLICT,
  REVIEW_NOT_FOUND: HttpStatus.NOT_FOUND,
  // A pro answers a review once.
  REVIEW_REPLY_EXISTS: HttpStatus.CONFLICT,
  INVALID_UNSUBSCRIBE_LINK: HttpStatus.BAD_REQUEST,
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
