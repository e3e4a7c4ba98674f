import { ApiErrorCode, BookingFieldError } from '@hm/contracts';
import { DomainException } from '../../common/errors/domain.exception.js';

/** A booking (or an edit) whose postal code no approved pro of its service covers: a 400 on the postal code. */
export const serviceAreaNotServed = (): DomainException =>
  new DomainException(ApiErrorCode.VALIDATION_FAILED, 'No professional serves this postal code for this service yet.', {
    postalCode: [BookingFieldError.ServiceAreaNotServed],
  });
