import { useDispatch } from 'react-redux';
import type { SerializedError } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { useLanguage } from '../../../hooks/use-language';
import { useCreateBookingMutation } from '../api';
import { failureFromError, refusalFromCheck } from '../booking-errors';
import {
  attemptFor,
  buildCreateBookingRequest,
  checkBeforeSubmit,
  isSubmittable,
  requestFingerprint,
  type ContactValues,
} from '../booking-request';
import { newIdempotencyKey } from '../idempotency-key';
import { submitFailed, submitStarted, submitSucceeded } from '../slice';
import type { BookingWizardState } from '../wizard-state';

/**
 * The confirm button: checks the fields, then sends
 * POST /api/bookings with an Idempotency-Key that is kept for retries of the same data.
 */
export function useConfirmBooking(wizard: BookingWizardState, contact: ContactValues, signedIn: boolean) {
  const dispatch = useDispatch();
  const language = useLanguage();
  const [createBooking, { isLoading }] = useCreateBookingMutation();

  const confirm = async () => {
    if (isLoading) return;
    if (!signedIn) {
      dispatch(submitFailed({ step: 'account', fieldErrors: {}, alert: { kind: 'signInRequired' }, forgetAttempt: false }));
      return;
    }
    const check = checkBeforeSubmit(wizard, contact);
    if (!isSubmittable(check)) {
      dispatch(submitFailed(refusalFromCheck(check)));
      return;
    }
    const request = buildCreateBookingRequest(wizard, contact, language);
    const attempt = attemptFor(wizard.attempt, requestFingerprint(request), newIdempotencyKey);
    dispatch(submitStarted(attempt));
    try {
      const booking = await createBooking({ request, idempotencyKey: attempt.key }).unwrap();
      if (typeof booking?.bookingNumber === 'string' && booking.bookingNumber !== '') {
        dispatch(submitSucceeded(booking.bookingNumber));
      } else {
        dispatch(submitFailed({ step: null, fieldErrors: {}, alert: { kind: 'noData' }, forgetAttempt: false }));
      }
    } catch (error) {
      dispatch(submitFailed(failureFromError(error as FetchBaseQueryError | SerializedError)));
    }
  };

  return { confirm, busy: isLoading };
}
