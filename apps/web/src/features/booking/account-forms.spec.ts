import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { checkInlineLogin, checkInlineSignup, loginErrorMessage, signupErrorMessage } from './account-forms';

const signup = {
  firstName: 'Jean',
  lastName: 'Tremblay',
  phone: '514 555-1234',
  email: 'jean@example.com',
  password: 'Montreal2026',
  confirmPassword: 'Montreal2026',
  acceptTerms: true,
};
const apiError = (status: number, code: string): FetchBaseQueryError => ({ status, data: { statusCode: status, code, message: '' } });

describe('inline login', () => {
  it('requires both fields', () => {
    expect(checkInlineLogin({ email: ' ', password: '', rememberMe: false })).toEqual({ email: 'required', password: 'required' });
    expect(checkInlineLogin({ email: 'jean@example.com', password: 'x', rememberMe: false })).toEqual({});
  });
});

describe('inline signup', () => {
  it('accepts a complete form', () => {
    expect(checkInlineSignup(signup)).toEqual({});
  });

  it('requires every field, the phone included', () => {
    expect(checkInlineSignup({ ...signup, firstName: ' ', phone: '', acceptTerms: false })).toEqual({
      firstName: 'required',
      phone: 'required',
      acceptTerms: 'termsRequired',
    });
  });

  it('checks the e-mail pattern, the password rule and the confirmation', () => {
    expect(checkInlineSignup({ ...signup, email: 'jean@' }).email).toBe('emailInvalid');
    expect(checkInlineSignup({ ...signup, password: 'abcdef', confirmPassword: 'abcdef' }).password).toBe('passwordRule');
    expect(checkInlineSignup({ ...signup, confirmPassword: 'Montreal2027' }).confirmPassword).toBe('passwordsMismatch');
  });
});

describe('account errors of the booking flow (SPEC §8)', () => {
  it('uses the booking texts for wrong credentials, an existing account and unexpected failures', () => {
    expect(loginErrorMessage(apiError(401, 'INVALID_CREDENTIALS'))).toEqual({ namespace: 'booking', key: 'invalidCredentials' });
    expect(loginErrorMessage(apiError(500, 'INTERNAL_ERROR'))).toEqual({ namespace: 'booking', key: 'loginUnexpected' });
    expect(signupErrorMessage(apiError(409, 'EMAIL_TAKEN'))).toEqual({ namespace: 'booking', key: 'emailTaken' });
    expect(signupErrorMessage({ name: 'Error', message: 'boom' })).toEqual({ namespace: 'booking', key: 'signupUnexpected' });
  });

  it('shows other provider messages as they are', () => {
    expect(loginErrorMessage(apiError(429, 'RATE_LIMITED'))).toEqual({ namespace: 'errors', key: 'RATE_LIMITED' });
    expect(signupErrorMessage(apiError(400, 'WEAK_PASSWORD'))).toEqual({ namespace: 'errors', key: 'WEAK_PASSWORD' });
  });
});
