import i18next from 'i18next';
import { resources } from '@hm/i18n';
import { AuthErrorCode } from '@hm/contracts';
import { apiErrorMessageKey, specificApiErrorKey, translateApiError, translateOwnJobError } from './api-error';

const body = (statusCode: number, code: string) => ({ statusCode, code, message: 'for developers' });

describe('apiErrorMessageKey', () => {
  it('uses the code of the API error body', () => {
    expect(apiErrorMessageKey({ status: 400, data: { ...body(400, 'VALIDATION_FAILED'), fields: { email: ['bad'] } } })).toBe(
      'VALIDATION_FAILED',
    );
    expect(apiErrorMessageKey({ status: 429, data: body(429, 'RATE_LIMITED') })).toBe('RATE_LIMITED');
    expect(apiErrorMessageKey({ status: 503, data: body(503, 'SERVICE_UNAVAILABLE') })).toBe('SERVICE_UNAVAILABLE');
  });

  it('falls back to the status when the code has no message yet, or there is no code', () => {
    expect(apiErrorMessageKey({ status: 404, data: body(404, 'SOMETHING_NEW') })).toBe('NOT_FOUND');
    expect(apiErrorMessageKey({ status: 401, data: null })).toBe('UNAUTHORIZED');
    expect(apiErrorMessageKey({ status: 403, data: 'Forbidden' })).toBe('FORBIDDEN');
    expect(apiErrorMessageKey({ status: 500, data: {} })).toBe('INTERNAL_ERROR');
    expect(apiErrorMessageKey({ status: 418, data: {} })).toBe('UNKNOWN');
  });

  it('does not take a code that only looks like one', () => {
    expect(apiErrorMessageKey({ status: 500, data: { code: 'toString' } })).toBe('INTERNAL_ERROR');
    expect(apiErrorMessageKey({ status: 500, data: { code: 42 } })).toBe('INTERNAL_ERROR');
  });

  it('reports a server that cannot be reached as a network error', () => {
    expect(apiErrorMessageKey({ status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' })).toBe('NETWORK_ERROR');
    expect(apiErrorMessageKey({ status: 'TIMEOUT_ERROR', error: 'AbortError' })).toBe('NETWORK_ERROR');
  });

  it('reads the status of a body that is not JSON (e.g. a proxy page)', () => {
    expect(apiErrorMessageKey({ status: 'PARSING_ERROR', originalStatus: 502, data: '<html>', error: 'SyntaxError' })).toBe(
      'SERVICE_UNAVAILABLE',
    );
  });

  it('has a message for anything else', () => {
    expect(apiErrorMessageKey({ message: 'boom', name: 'Error' })).toBe('UNKNOWN');
    expect(apiErrorMessageKey(undefined)).toBe('UNKNOWN');
  });
});

describe('translateApiError', () => {
  const i18n = i18next.createInstance();
  beforeAll(() => i18n.init({ resources, fallbackLng: 'en', defaultNS: 'common' }));

  it('gives the message in the current language', () => {
    const error = { status: 429, data: body(429, 'RATE_LIMITED') };
    expect(translateApiError(error, i18n.getFixedT('en', 'errors'))).toBe('Too many attempts. Please wait a moment and try again.');
    expect(translateApiError(error, i18n.getFixedT('fr', 'errors'))).toBe(
      'Trop de tentatives. Veuillez patienter un instant et réessayer.',
    );
  });

  it('uses the generic message of SPEC §8 for unknown failures', () => {
    expect(translateApiError(undefined, i18n.getFixedT('en', 'errors'))).toBe('An unexpected error occurred. Please try again.');
  });
});

describe('translateOwnJobError', () => {
  const i18n = i18next.createInstance();
  beforeAll(() => i18n.init({ resources, fallbackLng: 'en', defaultNS: 'common' }));

  it('tells the pro to renew their own credentials, where an operator reads "this professional"', () => {
    const error = { status: 409, data: body(409, 'PRO_NOT_QUALIFIED') };
    expect(translateApiError(error, i18n.getFixedT('en', 'errors'))).toMatch(/^This professional does not have/);
    expect(translateOwnJobError(error, i18n.getFixedT('en', 'errors'))).toMatch(
      /^Your licence, .* renew it in your profile, under Licences and insurance/,
    );
    expect(translateOwnJobError(error, i18n.getFixedT('fr', 'errors'))).toMatch(
      /^Votre licence, .* renouvelez-la dans votre profil, sous Licences et assurances/,
    );
  });

  it('gives any other error its usual message', () => {
    const error = { status: 409, data: body(409, 'NOT_JOB_DAY') };
    expect(translateOwnJobError(error, i18n.getFixedT('en', 'errors'))).toBe(translateApiError(error, i18n.getFixedT('en', 'errors')));
  });
});

describe('the accounts error codes', () => {
  it.each(Object.values(AuthErrorCode))('%s has its own message in both languages', (code) => {
    expect(apiErrorMessageKey({ status: 400, data: body(400, code) })).toBe(code);
    const en: Record<string, string> = resources.en.errors;
    const fr: Record<string, string> = resources.fr.errors;
    expect(en[code]).toEqual(expect.any(String));
    expect(fr[code]).toEqual(expect.any(String));
    expect(fr[code]).not.toBe(en[code]);
  });

  it('uses the texts of SPEC §8 for sign-in and sign-up', () => {
    const i18n = i18next.createInstance();
    void i18n.init({ resources, fallbackLng: 'en', defaultNS: 'common' });
    const t = i18n.getFixedT('en', 'errors');
    expect(translateApiError({ status: 401, data: body(401, 'INVALID_CREDENTIALS') }, t)).toBe(
      'Invalid email or password. Please try again.',
    );
    expect(translateApiError({ status: 409, data: body(409, 'EMAIL_TAKEN') }, t)).toBe(
      'An account with this email already exists. Please sign in instead.',
    );
  });
});

describe('specificApiErrorKey', () => {
  it('keeps errors that say what went wrong', () => {
    expect(specificApiErrorKey({ status: 401, data: body(401, 'WRONG_CURRENT_PASSWORD') })).toBe('WRONG_CURRENT_PASSWORD');
    expect(specificApiErrorKey({ status: 429, data: body(429, 'RATE_LIMITED') })).toBe('RATE_LIMITED');
    expect(specificApiErrorKey({ status: 'FETCH_ERROR', error: 'offline' })).toBe('NETWORK_ERROR');
  });

  it('leaves generic failures to the form, which has a more precise text', () => {
    expect(specificApiErrorKey({ status: 500, data: body(500, 'INTERNAL_ERROR') })).toBeUndefined();
    expect(specificApiErrorKey({ status: 418, data: {} })).toBeUndefined();
    expect(specificApiErrorKey(undefined)).toBeUndefined();
  });
});
