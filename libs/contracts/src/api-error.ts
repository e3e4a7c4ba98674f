// Every API error answers with ApiErrorBody. `code` is stable: the web maps it to a translated
// message (i18n namespace `errors`), so never rename a code; add new ones instead.

export const ApiErrorCode = {
  VALIDATION_FAILED: 'VALIDATION_FAILED',
  BAD_REQUEST: 'BAD_REQUEST',
  UNAUTHORIZED: 'UNAUTHORIZED',
  FORBIDDEN: 'FORBIDDEN',
  NOT_FOUND: 'NOT_FOUND',
  METHOD_NOT_ALLOWED: 'METHOD_NOT_ALLOWED',
  CONFLICT: 'CONFLICT',
  PAYLOAD_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  UNSUPPORTED_MEDIA_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
  RATE_LIMITED: 'RATE_LIMITED',
  // A form's honeypot was filled, or it was sent sooner than a person can fill it (public-forms.ts).
  FORM_SENT_TOO_FAST: 'FORM_SENT_TOO_FAST',
  INTERNAL_ERROR: 'INTERNAL_ERROR',
  SERVICE_UNAVAILABLE: 'SERVICE_UNAVAILABLE',
  // Accounts (AuthErrorCode in auth.ts names the same codes for the web's auth pages).
  INVALID_CREDENTIALS: 'INVALID_CREDENTIALS',
  EMAIL_TAKEN: 'EMAIL_TAKEN',
  WEAK_PASSWORD: 'WEAK_PASSWORD',
  INVALID_RESET_TOKEN: 'INVALID_RESET_TOKEN',
  WRONG_CURRENT_PASSWORD: 'WRONG_CURRENT_PASSWORD',
  OAUTH_FAILED: 'OAUTH_FAILED',
  SESSION_EXPIRED: 'SESSION_EXPIRED',
  // Bookings (BookingErrorCode in booking.ts names the same codes).
  BOOKING_NOT_FOUND: 'BOOKING_NOT_FOUND',
  IDEMPOTENCY_KEY_REUSED: 'IDEMPOTENCY_KEY_REUSED',
  BOOKING_NOT_EDITABLE: 'BOOKING_NOT_EDITABLE',
  BOOKING_NOT_CANCELLABLE: 'BOOKING_NOT_CANCELLABLE',
  INVALID_TRANSITION: 'INVALID_TRANSITION',
  // The customer's late change of date or time, or late cancel, without accepting the fee (change-policy.ts).
  LATE_FEE_NOT_ACCEPTED: 'LATE_FEE_NOT_ACCEPTED',
  // En route and start happen on the visit's day (job-timing.ts).
  NOT_JOB_DAY: 'NOT_JOB_DAY',
  // The chosen time has no free pro any more (availability.ts); details.nextSlots proposes others.
  SLOT_TAKEN: 'SLOT_TAKEN',
  // The pro to assign already has a job then (one pro, one job at a time: the database's rule).
  PRO_NOT_FREE: 'PRO_NOT_FREE',
  // Approve or dispute a final price that is not waiting for it (or a booking without one).
  INVOICE_NOT_AWAITING: 'INVOICE_NOT_AWAITING',
  // A correction of a final price already paid (or of a booking without one).
  INVOICE_NOT_CORRECTABLE: 'INVOICE_NOT_CORRECTABLE',
  // A payment recorded before the final price is agreed, or twice.
  PAYMENT_NOT_DUE: 'PAYMENT_NOT_DUE',
  PAYMENT_ALREADY_RECORDED: 'PAYMENT_ALREADY_RECORDED',
  // A tip before the final price is agreed or after its window (tips.ts), or a second one.
  TIP_NOT_ALLOWED: 'TIP_NOT_ALLOWED',
  TIP_ALREADY_GIVEN: 'TIP_ALREADY_GIVEN',
  // A receipt asked of a booking not paid yet.
  RECEIPT_NOT_FOUND: 'RECEIPT_NOT_FOUND',
  /** Card payments are not configured (no Stripe keys): the customer pays the pro directly. */
  CARD_PAYMENTS_OFF: 'CARD_PAYMENTS_OFF',
  /** The booking needs no card now: cancelled, already paid, or a card is already saved. */
  CARD_NOT_NEEDED: 'CARD_NOT_NEEDED',
  /** A webhook whose Stripe-Signature does not match its body. */
  INVALID_WEBHOOK_SIGNATURE: 'INVALID_WEBHOOK_SIGNATURE',
  /** Stripe could not be reached or refused the call; nothing was changed. */
  PAYMENT_PROVIDER_UNAVAILABLE: 'PAYMENT_PROVIDER_UNAVAILABLE',
  /** A refund of a booking whose card was not charged, or whose charge is refunded in full. */
  NOTHING_TO_REFUND: 'NOTHING_TO_REFUND',
  // An estimated arrival that is not a Montreal date-time from now to 12 hours ahead.
  ARRIVAL_TIME_INVALID: 'ARRIVAL_TIME_INVALID',
  PROFESSIONAL_NOT_FOUND: 'PROFESSIONAL_NOT_FOUND',
  // Assigning a pro whose account an operator disabled (docs/operations.md "People").
  PROFESSIONAL_DISABLED: 'PROFESSIONAL_DISABLED',
  // A booking with the welcome offer moved to a phone or home that already took it (docs/pricing-and-taxes.md).
  WELCOME_OFFER_TAKEN: 'WELCOME_OFFER_TAKEN',
  REVIEW_NOT_ALLOWED: 'REVIEW_NOT_ALLOWED',
  REVIEW_ALREADY_EXISTS: 'REVIEW_ALREADY_EXISTS',
  MESSAGING_CLOSED: 'MESSAGING_CLOSED',
  // No translation of this message into the caller's language that may be asked again (docs/messages.md).
  TRANSLATION_NOT_FOUND: 'TRANSLATION_NOT_FOUND',
  // Notification centre: unknown and other people's notifications alike.
  NOTIFICATION_NOT_FOUND: 'NOTIFICATION_NOT_FOUND',
  // Blog (BlogErrorCode in blog.ts names the same codes).
  BLOG_POST_NOT_FOUND: 'BLOG_POST_NOT_FOUND',
  BLOG_NOT_AUTHOR: 'BLOG_NOT_AUTHOR',
  BLOG_COMMENT_NOT_FOUND: 'BLOG_COMMENT_NOT_FOUND',
  BLOG_NOT_COMMENT_AUTHOR: 'BLOG_NOT_COMMENT_AUTHOR',
  BLOG_REPLY_TOO_DEEP: 'BLOG_REPLY_TOO_DEEP',
  BLOG_IMAGE_NOT_AN_IMAGE: 'BLOG_IMAGE_NOT_AN_IMAGE',
  BLOG_IMAGE_TOO_LARGE: 'BLOG_IMAGE_TOO_LARGE',
  BLOG_IMAGE_TOO_MANY_PIXELS: 'BLOG_IMAGE_TOO_MANY_PIXELS',
  BLOG_IMAGE_MISSING: 'BLOG_IMAGE_MISSING',
  BLOG_IMAGE_UPLOAD_FAILED: 'BLOG_IMAGE_UPLOAD_FAILED',
  // Chat (ChatErrorCode in chat.ts names the same codes).
  CHAT_MESSAGE_TOO_LONG: 'CHAT_MESSAGE_TOO_LONG',
  CHAT_REPLY_PENDING: 'CHAT_REPLY_PENDING',
  CHAT_VISITOR_RATE_LIMITED: 'CHAT_VISITOR_RATE_LIMITED',
  CHAT_IP_RATE_LIMITED: 'CHAT_IP_RATE_LIMITED',
  CHAT_DAILY_BUDGET_EXCEEDED: 'CHAT_DAILY_BUDGET_EXCEEDED',
  // Professionals (ProfessionalErrorCode in professionals.ts names the same codes).
  PROFESSIONAL_ALREADY_REGISTERED: 'PROFESSIONAL_ALREADY_REGISTERED',
  APPLICATION_NOT_FOUND: 'APPLICATION_NOT_FOUND',
  APPLICATION_NOT_PENDING: 'APPLICATION_NOT_PENDING',
  // The support inbox: an unknown request, or an assignee who is not an operator.
  SUPPORT_REQUEST_NOT_FOUND: 'SUPPORT_REQUEST_NOT_FOUND',
  OPERATOR_NOT_FOUND: 'OPERATOR_NOT_FOUND',
  // The console's people: an account an operator disabled cannot sign in; operators never change their own account.
  ACCOUNT_DISABLED: 'ACCOUNT_DISABLED',
  PERSON_NOT_FOUND: 'PERSON_NOT_FOUND',
  CANNOT_CHANGE_OWN_ACCOUNT: 'CANNOT_CHANGE_OWN_ACCOUNT',
  ROLE_NOT_ALLOWED: 'ROLE_NOT_ALLOWED',
  // Content moderation: an unknown post or comment; hiding what is hidden, restoring what is not.
  CONTENT_NOT_FOUND: 'CONTENT_NOT_FOUND',
  CONTENT_ALREADY_HIDDEN: 'CONTENT_ALREADY_HIDDEN',
  CONTENT_NOT_HIDDEN: 'CONTENT_NOT_HIDDEN',
  PROFESSIONAL_ACCOUNT_CONFLICT: 'PROFESSIONAL_ACCOUNT_CONFLICT',
  INVALID_INVITATION: 'INVALID_INVITATION',
  // Professional app (ProAppErrorCode in pro-app.ts names the same codes).
  JOB_ALREADY_TAKEN: 'JOB_ALREADY_TAKEN',
  JOB_NOT_FOUND: 'JOB_NOT_FOUND',
  PRO_PHOTO_INVALID: 'PRO_PHOTO_INVALID',
  PRO_PHOTO_TOO_LARGE: 'PRO_PHOTO_TOO_LARGE',
  PRO_PHOTO_TOO_MANY_PIXELS: 'PRO_PHOTO_TOO_MANY_PIXELS',
  PRO_PROFILE_MISSING: 'PRO_PROFILE_MISSING',
  // Verified trades (pro-credentials.ts): a certificate that is not a PDF or an image, or too large; a
  // credential not entered yet; a pro without the valid credentials a job's trade requires (409).
  CREDENTIAL_DOCUMENT_INVALID: 'CREDENTIAL_DOCUMENT_INVALID',
  CREDENTIAL_DOCUMENT_TOO_LARGE: 'CREDENTIAL_DOCUMENT_TOO_LARGE',
  CREDENTIAL_NOT_FOUND: 'CREDENTIAL_NOT_FOUND',
  PRO_NOT_QUALIFIED: 'PRO_NOT_QUALIFIED',
  // A pro's answer to a review (pro-public-profile.ts): no review of their job with that number; answered already.
  REVIEW_NOT_FOUND: 'REVIEW_NOT_FOUND',
  REVIEW_REPLY_EXISTS: 'REVIEW_REPLY_EXISTS',
  // An e-mail's unsubscribe link (unsubscribe.ts).
  INVALID_UNSUBSCRIBE_LINK: 'INVALID_UNSUBSCRIBE_LINK',
} as const;
export type ApiErrorCode = (typeof ApiErrorCode)[keyof typeof ApiErrorCode];

export const API_ERROR_CODES: readonly ApiErrorCode[] = Object.values(ApiErrorCode);

export function isApiErrorCode(value: unknown): value is ApiErrorCode {
  return typeof value === 'string' && (API_ERROR_CODES as readonly string[]).includes(value);
}

/** Field path (dotted for nested objects, e.g. `address.city`) to its messages. */
export type ApiErrorFields = Record<string, string[]>;

/**
 * The `fields` code of a text holding a control character other than tab and line breaks. The
 * API refuses such text in every field (body, query, path, socket payload) before its own rules;
 * each form translates it with its other field codes.
 */
export const INVALID_TEXT_FIELD_ERROR = 'INVALID_TEXT';

export interface ApiErrorBody {
  statusCode: number;
  code: ApiErrorCode;
  /** Developer-facing English text; user-facing text comes from the code's translation. */
  message: string;
  fields?: ApiErrorFields;
  /** With RATE_LIMITED: seconds to wait before trying again (also sent as the Retry-After header). */
  retryAfter?: number;
  /** Machine-readable context for operators, e.g. the state of each dependency on a failed health check. */
  details?: Record<string, unknown>;
}

export function isApiErrorBody(value: unknown): value is ApiErrorBody {
  if (typeof value !== 'object' || value === null) return false;
  const body = value as Record<string, unknown>;
  return typeof body.statusCode === 'number' && isApiErrorCode(body.code) && typeof body.message === 'string';
}
