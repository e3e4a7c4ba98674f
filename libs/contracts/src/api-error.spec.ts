import { API_ERROR_CODES, ApiErrorCode, isApiErrorBody, isApiErrorCode } from './api-error.js';

describe('ApiErrorCode', () => {
  it('uses each code as its own key, so codes can be grepped and never drift', () => {
    for (const [key, value] of Object.entries(ApiErrorCode)) expect(key).toBe(value);
    expect(API_ERROR_CODES).toContain('VALIDATION_FAILED');
    expect(API_ERROR_CODES).toContain('RATE_LIMITED');
  });

  it('recognises codes and error bodies', () => {
    expect(isApiErrorCode('NOT_FOUND')).toBe(true);
    expect(isApiErrorCode('not_found')).toBe(false);
    expect(isApiErrorBody({ statusCode: 400, code: 'VALIDATION_FAILED', message: 'x', fields: { email: ['bad'] } })).toBe(true);
    expect(isApiErrorBody({ statusCode: 400, code: 'SOMETHING_ELSE', message: 'x' })).toBe(false);
    expect(isApiErrorBody({ statusCode: '400', code: 'NOT_FOUND', message: 'x' })).toBe(false);
    expect(isApiErrorBody(null)).toBe(false);
  });
});
