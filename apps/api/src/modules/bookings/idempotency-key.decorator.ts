import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import { ApiErrorCode } from '@hm/contracts';
import type { Request } from 'express';
import { DomainException } from '../../common/errors/domain.exception.js';

// Visible ASCII only: the key is compared byte for byte and stored; clients send a UUID.
const IDEMPOTENCY_KEY = /^[\x21-\x7E]{1,255}$/;

/** The request's Idempotency-Key header, or null when there is none. A malformed key is a 400. */
export const IdempotencyKey = createParamDecorator((_data: unknown, context: ExecutionContext): string | null => {
  const value = context.switchToHttp().getRequest<Request>().headers['idempotency-key'];
  if (value === undefined) return null;
  if (typeof value !== 'string' || !IDEMPOTENCY_KEY.test(value)) {
    throw new DomainException(
      ApiErrorCode.BAD_REQUEST,
      'The Idempotency-Key header must be 1 to 255 visible ASCII characters (a UUID, say).',
    );
  }
  return value;
});
