import { ApiErrorCode, type ApiErrorFields } from '@hm/contracts';
import { DomainException } from './domain.exception.js';

export class ValidationFailedException extends DomainException {
  constructor(fields: ApiErrorFields, message = 'Some fields are invalid.') {
    super(ApiErrorCode.VALIDATION_FAILED, message, fields);
  }
}
