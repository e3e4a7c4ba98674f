import { checkPassword, isSimpleEmail, PasswordRule } from '@hm/contracts';

// Form checks of the auth pages. Each returns the message key of every
// invalid field (keys of the `auth` namespace's `validation` group) in the order the fields
// are shown, plus the form-level summary shown when required fields are empty.

export type FieldMessage =
  'required' | 'emailRequired' | 'emailInvalid' | 'passwordRule' | 'passwordTooLong' | 'passwordsMismatch' | 'termsRequired';

export type SummaryMessage = 'summaryLogin' | 'summaryRequired';

export interface FormCheck<Field extends string> {
  fields: Partial<Record<Field, FieldMessage>>;
  summary?: SummaryMessage;
}

export function isFormValid(check: FormCheck<string>): boolean {
  return Object.keys(check.fields).length === 0 && check.summary === undefined;
}

function isBlank(value: string): boolean {
  return value.trim() === '';
}

function emailMessage(email: string, whenEmpty: FieldMessage): FieldMessage | undefined {
  if (isBlank(email)) return whenEmpty;
  return isSimpleEmail(email.trim()) ? undefined : 'emailInvalid';
}

/** The one server rule (libs/contracts), said in the auth pages' words. */
export function newPasswordMessage(password: string): FieldMessage | undefined {
  if (password === '') return 'required';
  const broken = checkPassword(password);
  if (broken.length === 0) return undefined;
  return broken.includes(PasswordRule.MaxLength) ? 'passwordTooLong' : 'passwordRule';
}

function confirmationMessage(password: string, confirmation: string): FieldMessage | undefined {
  if (confirmation === '') return 'required';
  return confirmation === password ? undefined : 'passwordsMismatch';
}

// Drops the fields that passed, keeping the order of the entries.
function compact<Field extends string>(entries: [Field, FieldMessage | undefined][]): Partial<Record<Field, FieldMessage>> {
  const fields: Partial<Record<Field, FieldMessage>> = {};
  for (const [field, message] of entries) if (message) fields[field] = message;
  return fields;
}

export interface LoginValues {
  email: string;
  password: string;
}

/** Login page: both fields required (the password rule is not re-checked at sign-in). */
export function checkLoginForm({ email, password }: LoginValues): FormCheck<keyof LoginValues> {
  const fields = compact<keyof LoginValues>([
    ['email', emailMessage(email, 'required')],
    ['password', password === '' ? 'required' : undefined],
  ]);
  const missing = isBlank(email) || password === '';
  return missing ? { fields, summary: 'summaryLogin' } : { fields };
}

export interface SignupValues {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  confirmPassword: string;
  acceptTerms: boolean;
}

/** Signup page: everything required, simple e-mail pattern, the password rule, a match, the terms. */
export function checkSignupForm(values: SignupValues): FormCheck<keyof SignupValues> {
  const fields = compact<keyof SignupValues>([
    ['firstName', isBlank(values.firstName) ? 'required' : undefined],
    ['lastName', isBlank(values.lastName) ? 'required' : undefined],
    ['email', emailMessage(values.email, 'required')],
    ['password', newPasswordMessage(values.password)],
    ['confirmPassword', confirmationMessage(values.password, values.confirmPassword)],
    ['acceptTerms', values.acceptTerms ? undefined : 'termsRequired'],
  ]);
  const missing = Object.values(fields).includes('required');
  return missing ? { fields, summary: 'summaryRequired' } : { fields };
}

export interface ForgotPasswordValues {
  email: string;
}

/** Forgot password: one field, so its own message says what is missing. */
export function checkForgotPasswordForm({ email }: ForgotPasswordValues): FormCheck<keyof ForgotPasswordValues> {
  return { fields: compact<keyof ForgotPasswordValues>([['email', emailMessage(email, 'emailRequired')]]) };
}

export interface NewPasswordValues {
  password: string;
  confirmPassword: string;
}

/** Reset password: the password rule and a matching confirmation. */
export function checkNewPasswordForm({ password, confirmPassword }: NewPasswordValues): FormCheck<keyof NewPasswordValues> {
  const fields = compact<keyof NewPasswordValues>([
    ['password', newPasswordMessage(password)],
    ['confirmPassword', confirmationMessage(password, confirmPassword)],
  ]);
  const missing = Object.values(fields).includes('required');
  return missing ? { fields, summary: 'summaryRequired' } : { fields };
}
