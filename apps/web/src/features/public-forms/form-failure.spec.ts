import { formFailureOf } from './form-failure';

describe('formFailureOf', () => {
  it('reads field codes of a 400 answer', () => {
    const error = { status: 400, data: { code: 'VALIDATION_FAILED', fields: { email: ['INVALID_EMAIL'], message: ['REQUIRED'] } } };
    expect(formFailureOf(error)).toEqual({ kind: 'fields', fields: { email: 'INVALID_EMAIL', message: 'REQUIRED' } });
  });

  it('ignores field messages that are not codes, and falls back to the form failure', () => {
    const error = { status: 400, data: { code: 'VALIDATION_FAILED', fields: { extra: ['property extra should not exist'] } } };
    expect(formFailureOf(error)).toEqual({ kind: 'failed' });
  });

  it('reads the wait of a rate limit', () => {
    expect(formFailureOf({ status: 429, data: { code: 'RATE_LIMITED', retryAfter: 41.2 } })).toEqual({
      kind: 'rateLimited',
      retryAfterSeconds: 42,
    });
    expect(formFailureOf({ status: 429, data: '<html>' })).toEqual({ kind: 'rateLimited', retryAfterSeconds: null });
  });

  it('tells a network failure from a server failure', () => {
    expect(formFailureOf({ status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' })).toEqual({ kind: 'network' });
    expect(formFailureOf({ status: 500, data: { code: 'INTERNAL_ERROR' } })).toEqual({ kind: 'failed' });
    expect(formFailureOf(undefined)).toEqual({ kind: 'failed' });
  });
});
