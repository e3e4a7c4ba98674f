import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { failureFromError, refusalFromCheck, stepOfFirstField } from './booking-errors';

const apiError = (status: number, body: Record<string, unknown>): FetchBaseQueryError => ({
  status,
  data: { statusCode: status, message: 'developer text', ...body },
});

describe('API errors after confirming', () => {
  it('sends a signed-out user back to the account step with the sign-in message', () => {
    expect(failureFromError(apiError(401, { code: 'UNAUTHORIZED' }))).toEqual({
      step: 'account',
      fieldErrors: {},
      alert: { kind: 'signInRequired' },
      forgetAttempt: false,
    });
    expect(failureFromError(apiError(401, { code: 'SESSION_EXPIRED' })).step).toBe('account');
  });

  it('marks each invalid field and goes back to the step of the earliest one', () => {
    const failure = failureFromError(
      apiError(400, {
        code: 'VALIDATION_FAILED',
        fields: { phone: ['phone must be a phone number'], postalCode: ['bad'], locale: ['x'] },
      }),
    );
    expect(failure.fieldErrors).toEqual({ phone: 'phoneInvalid', postalCode: 'postalCodeInvalid' });
    expect(failure.step).toBe('address');
    expect(failure.alert).toEqual({ kind: 'createFailed', reason: 'VALIDATION_FAILED' });
  });

  it('reads the code the API gives each field', () => {
    const failure = failureFromError(
      apiError(400, {
        code: 'VALIDATION_FAILED',
        fields: { scheduledDate: ['DATE_IN_PAST'], lastName: ['TOO_LONG'], subServiceId: ['UNKNOWN_SUB_SERVICE'], city: ['REQUIRED'] },
      }),
    );
    expect(failure.fieldErrors).toEqual({
      scheduledDate: 'dateInPast',
      lastName: 'tooLong',
      subServiceId: 'unknownService',
      city: 'required',
    });
    expect(failure.step).toBe('subService');
  });

  it('gives a field without a specific message the generic one', () => {
    expect(failureFromError(apiError(400, { code: 'VALIDATION_FAILED', fields: { firstName: ['too long'] } })).fieldErrors).toEqual({
      firstName: 'invalid',
    });
  });

  it('maps the booking codes to their field and step', () => {
    expect(failureFromError(apiError(400, { code: 'DATE_IN_PAST' }))).toMatchObject({
      step: 'dateTime',
      fieldErrors: { scheduledDate: 'dateInPast' },
    });
    expect(failureFromError(apiError(400, { code: 'TIME_OUTSIDE_HOURS' }))).toMatchObject({
      step: 'dateTime',
      fieldErrors: { scheduledTime: 'timeOutsideHours' },
    });
    expect(failureFromError(apiError(400, { code: 'UNKNOWN_SERVICE' }))).toMatchObject({
      step: 'subService',
      fieldErrors: { subServiceId: 'unknownService' },
    });
  });

  it('sends a taken time back to the date step with the next free times the API offers', () => {
    const nextSlots = [
      { date: '2026-03-12', time: '15:00' },
      { date: '2026-03-13', time: '08:00' },
    ];
    const body = { code: 'SLOT_TAKEN', details: { nextSlots: [...nextSlots, { date: 'tomorrow', time: '9' }, null] } };
    expect(failureFromError(apiError(409, body))).toEqual({
      step: 'dateTime',
      fieldErrors: {},
      alert: { kind: 'slotTaken', nextSlots },
      forgetAttempt: false,
    });
    expect(failureFromError(apiError(409, { code: 'SLOT_TAKEN' })).alert).toEqual({ kind: 'slotTaken', nextSlots: [] });
  });

  it('drops the Idempotency-Key the server saw with other data', () => {
    expect(failureFromError(apiError(409, { code: 'IDEMPOTENCY_KEY_REUSED' }))).toMatchObject({
      alert: { kind: 'unexpected' },
      forgetAttempt: true,
    });
  });

  it('shows provider messages inside the creation error, and keeps the key for a retry', () => {
    expect(failureFromError({ status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' })).toEqual({
      step: null,
      fieldErrors: {},
      alert: { kind: 'createFailed', reason: 'NETWORK_ERROR' },
      forgetAttempt: false,
    });
    expect(failureFromError(apiError(429, { code: 'RATE_LIMITED' })).alert).toEqual({ kind: 'createFailed', reason: 'RATE_LIMITED' });
  });

  it('says "unexpected" for server faults and thrown errors', () => {
    expect(failureFromError(apiError(500, { code: 'INTERNAL_ERROR' })).alert).toEqual({ kind: 'unexpected' });
    expect(failureFromError({ name: 'TypeError', message: 'boom' }).alert).toEqual({ kind: 'unexpected' });
  });

  it('says "no data returned" for a success answer that is not a booking', () => {
    expect(failureFromError({ status: 'PARSING_ERROR', originalStatus: 201, data: '', error: 'SyntaxError' }).alert).toEqual({
      kind: 'noData',
    });
    expect(failureFromError({ status: 'PARSING_ERROR', originalStatus: 502, data: '<html>', error: 'SyntaxError' }).alert).toEqual({
      kind: 'createFailed',
      reason: 'SERVICE_UNAVAILABLE',
    });
  });
});

describe('refused before sending', () => {
  it('lists the missing fields and goes to the step of the first problem', () => {
    expect(refusalFromCheck({ missing: ['phone'], fieldErrors: { phone: 'required', email: 'emailInvalid' } })).toEqual({
      step: 'confirm',
      fieldErrors: { phone: 'required', email: 'emailInvalid' },
      alert: { kind: 'missingFields', fields: ['phone'] },
      forgetAttempt: false,
    });
  });

  it('has no alert for an invalid e-mail alone', () => {
    expect(refusalFromCheck({ missing: [], fieldErrors: { email: 'emailInvalid' } }).alert).toBeNull();
  });

  it('orders steps as the wizard does', () => {
    // The address comes before the date (the free times depend on it).
    expect(stepOfFirstField(['email', 'city', 'scheduledTime'])).toBe('address');
    expect(stepOfFirstField(['email', 'scheduledTime'])).toBe('dateTime');
    expect(stepOfFirstField(['subServiceId', 'phone'])).toBe('subService');
    expect(stepOfFirstField([])).toBeNull();
  });
});
