import type { SerializedError } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { AuthErrorCode, checkPassword, isBookingEmail, PasswordRule } from '@hm/contracts';
import { apiErrorMessageKey, type ErrorMessageKey } from '../../lib/api-error';
import type { SignupFormValues } from '../auth';

// The wizard's inline sign-in and sign-up (step 4, with the booking flow's own error texts).
// The password rule is the one every sign-up path enforces (libs/contracts checkPassword):
// the 6-character minimum this form once had is raised to the server's rule, or the
// server would refuse what the form accepted.

/** Keys of the `booking` namespace's `account.validation` group. */
export type AccountFieldMessage = 'required' | 'emailInvalid' | 'passwordRule' | 'passwordTooLong' | 'passwordsMismatch' | 'termsRequired';

export interface InlineLoginValues {
  email: string;
  password: string;
  rememberMe: boolean;
}

/** The wizard's sign-up form holds what the sign-up page does, and a phone. */
export type InlineSignupValues = SignupFormValues;

export type FieldMessages<Field extends string> = Partial<Record<Field, AccountFieldMessage>>;

const blank = (value: string) => value.trim() === '';

function emailMessage(email: string): AccountFieldMessage | undefined {
  if (blank(email)) return 'required';
  return isBookingEmail(email.trim()) ? undefined : 'emailInvalid';
}

function passwordMessage(password: string): AccountFieldMessage | undefined {
  if (password === '') return 'required';
  const broken = checkPassword(password);
  if (broken.length === 0) return undefined;
  return broken.includes(PasswordRule.MaxLength) ? 'passwordTooLong' : 'passwordRule';
}

function compact<Field extends string>(entries: [Field, AccountFieldMessage | undefined][]): FieldMessages<Field> {
  const messages: FieldMessages<Field> = {};
  for (const [field, message] of entries) if (message) messages[field] = message;
  return messages;
}

/** Both fields required. */
export function checkInlineLogin(values: InlineLoginValues): FieldMessages<'email' | 'password'> {
  return compact<'email' | 'password'>([
    ['email', emailMessage(values.email)],
    ['password', values.password === '' ? 'required' : undefined],
  ]);
}

/** Everything required, passwords matching, the password rule, the terms accepted. */
export function checkInlineSignup(values: InlineSignupValues): FieldMessages<keyof InlineSignupValues> {
  return compact<keyof InlineSignupValues>([
    ['firstName', blank(values.firstName) ? 'required' : undefined],
    ['lastName', blank(values.lastName) ? 'required' : undefined],
    ['phone', blank(values.phone) ? 'required' : undefined],
    ['email', emailMessage(values.email)],
    ['password', passwordMessage(values.password)],
    [
      'confirmPassword',
      values.confirmPassword === '' ? 'required' : values.confirmPassword === values.password ? undefined : 'passwordsMismatch',
    ],
    ['acceptTerms', values.acceptTerms ? undefined : 'termsRequired'],
  ]);
}

/** A message of the booking flow (booking:account.errors) or a provider message (errors). */
export type AccountErrorMessage =
  | { namespace: 'booking'; key: 'invalidCredentials' | 'loginUnexpected' | 'emailTaken' | 'signupUnexpected' }
  | { namespace: 'errors'; key: ErrorMessageKey };

const UNEXPECTED: ReadonlySet<ErrorMessageKey> = new Set(['UNKNOWN', 'INTERNAL_ERROR']);

/** The booking flow's own texts; other provider messages as they are. */
export function loginErrorMessage(error: FetchBaseQueryError | SerializedError): AccountErrorMessage {
  const key = apiErrorMessageKey(error);
  if (key === AuthErrorCode.InvalidCredentials) return { namespace: 'booking', key: 'invalidCredentials' };
  if (UNEXPECTED.has(key)) return { namespace: 'booking', key: 'loginUnexpected' };
  return { namespace: 'errors', key };
}

export function signupErrorMessage(error: FetchBaseQueryError | SerializedError): AccountErrorMessage {
  const key = apiErrorMessageKey(error);
  if (key === AuthErrorCode.EmailTaken) return { namespace: 'booking', key: 'emailTaken' };
  if (UNEXPECTED.has(key)) return { namespace: 'booking', key: 'signupUnexpected' };
  return { namespace: 'errors', key };
}
