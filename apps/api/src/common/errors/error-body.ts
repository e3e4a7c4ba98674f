import { HttpException, HttpStatus } from '@nestjs/common';
import { ApiErrorCode, isApiErrorCode, type ApiErrorBody } from '@hm/contracts';
import { DomainException } from './domain.exception.js';

const CODE_BY_STATUS: Readonly<Partial<Record<number, ApiErrorCode>>> = {
  [HttpStatus.BAD_REQUEST]: ApiErrorCode.BAD_REQUEST,
  [HttpStatus.UNAUTHORIZED]: ApiErrorCode.UNAUTHORIZED,
  [HttpStatus.FORBIDDEN]: ApiErrorCode.FORBIDDEN,
  [HttpStatus.NOT_FOUND]: ApiErrorCode.NOT_FOUND,
  [HttpStatus.METHOD_NOT_ALLOWED]: ApiErrorCode.METHOD_NOT_ALLOWED,
  [HttpStatus.CONFLICT]: ApiErrorCode.CONFLICT,
  [HttpStatus.PAYLOAD_TOO_LARGE]: ApiErrorCode.PAYLOAD_TOO_LARGE,
  [HttpStatus.UNSUPPORTED_MEDIA_TYPE]: ApiErrorCode.UNSUPPORTED_MEDIA_TYPE,
  [HttpStatus.TOO_MANY_REQUESTS]: ApiErrorCode.RATE_LIMITED,
  [HttpStatus.SERVICE_UNAVAILABLE]: ApiErrorCode.SERVICE_UNAVAILABLE,
};

const DEFAULT_MESSAGES: Readonly<Partial<Record<ApiErrorCode, string>>> = {
  RATE_LIMITED: 'Too many requests. Please slow down and try again shortly.',
  INTERNAL_ERROR: 'An unexpected error occurred.',
};

export interface ErrorResponse {
  body: ApiErrorBody;
  /** A 5xx that nobody raised on purpose: log it with its stack. */
  unexpected: boolean;
}

/** Maps anything thrown while handling a request to the API error body (never a stack trace). */
export function toErrorResponse(exception: unknown): ErrorResponse {
  if (exception instanceof DomainException) {
    const body: ApiErrorBody = { statusCode: exception.status, code: exception.code, message: exception.message };
    if (exception.fields) body.fields = exception.fields;
    if (exception.details) body.details = exception.details;
    if (exception.retryAfter !== undefined) body.retryAfter = exception.retryAfter;
    return { body, unexpected: false };
  }
  if (exception instanceof HttpException) {
    const statusCode = exception.getStatus();
    const response = exception.getResponse();
    const ownCode = typeof response === 'object' && response !== null ? (response as { code?: unknown }).code : undefined;
    const code = isApiErrorCode(ownCode) ? ownCode : codeForStatus(statusCode);
    return { body: { statusCode, code, message: messageOf(code, response, exception.message) }, unexpected: false };
  }
  const exposed = exposedHttpError(exception);
  if (exposed) {
    const code = codeForStatus(exposed.status);
    return { body: { statusCode: exposed.status, code, message: exposed.message }, unexpected: false };
  }
  const code = ApiErrorCode.INTERNAL_ERROR;
  return { body: { statusCode: HttpStatus.INTERNAL_SERVER_ERROR, code, message: DEFAULT_MESSAGES[code]! }, unexpected: true };
}

export function codeForStatus(status: number): ApiErrorCode {
  return CODE_BY_STATUS[status] ?? (status >= 500 ? ApiErrorCode.INTERNAL_ERROR : ApiErrorCode.BAD_REQUEST);
}

function messageOf(code: ApiErrorCode, response: string | object, fallback: string): string {
  // A library's own text ("ThrottlerException: Too Many Requests") names the library, not the problem.
  if (code === ApiErrorCode.RATE_LIMITED) return DEFAULT_MESSAGES.RATE_LIMITED!;
  if (typeof response === 'string') return response;
  const message = (response as { message?: unknown }).message;
  if (typeof message === 'string') return message;
  if (Array.isArray(message) && message.every((m) => typeof m === 'string')) return message.join('; ');
  return fallback;
}

/**
 * Errors from Express middleware (body-parser's malformed JSON, too-large body) follow the
 * http-errors convention: a 4xx `status` and `expose: true` when the message is safe to show.
 */
function exposedHttpError(exception: unknown): { status: number; message: string } | null {
  if (typeof exception !== 'object' || exception === null) return null;
  const { status, expose, message } = exception as { status?: unknown; expose?: unknown; message?: unknown };
  if (typeof status !== 'number' || status < 400 || status >= 500 || expose !== true) return null;
  return { status, message: typeof message === 'string' ? message : 'Bad request.' };
}
