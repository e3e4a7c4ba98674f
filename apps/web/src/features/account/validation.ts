import { checkPassword, PasswordRule } from '@hm/contracts';

// Form checks of the profile page: message keys of the `account` namespace's
// `validation` group, in the order the fields are shown.

export type FieldMessage = 'required' | 'passwordRule' | 'passwordTooLong' | 'passwordsMismatch';

export interface FormCheck<Field extends string> {
  fields: Partial<Record<Field, FieldMessage>>;
  summary?: 'summaryRequired';
}

export function isFormValid(check: FormCheck<string>): boolean {
  return Object.keys(check.fields).length === 0;
}

function withSummary<Field extends string>(fields: Partial<Record<Field, FieldMessage>>): FormCheck<Field> {
  return Object.values(fields).includes('required') ? { fields, summary: 'summaryRequired' } : { fields };
}

export interface ProfileNameValues {
  firstName: string;
  lastName: string;
}

/** First and last name are required; the other profile fields are optional. */
export function checkProfileForm({ firstName, lastName }: ProfileNameValues): FormCheck<keyof ProfileNameValues> {
  const fields: Partial<Record<keyof ProfileNameValues, FieldMessage>> = {};
  if (firstName.trim() === '') fields.firstName = 'required';
  if (lastName.trim() === '') fields.lastName = 'required';
  return withSummary(fields);
}

export interface PasswordChangeValues {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

/**
 * Current password required (the server checks it), the new one follows the one password
 * rule of every path (stricter than a bare 8-character minimum), and the
 * confirmation matches.
 */
export function checkPasswordChangeForm(values: PasswordChangeValues): FormCheck<keyof PasswordChangeValues> {
  const fields: Partial<Record<keyof PasswordChangeValues, FieldMessage>> = {};
  if (values.currentPassword === '') fields.currentPassword = 'required';
  if (values.newPassword === '') {
    fields.newPassword = 'required';
  } else {
    const broken = checkPassword(values.newPassword);
    if (broken.includes(PasswordRule.MaxLength)) fields.newPassword = 'passwordTooLong';
    else if (broken.length > 0) fields.newPassword = 'passwordRule';
  }
  if (values.confirmPassword === '') fields.confirmPassword = 'required';
  else if (values.confirmPassword !== values.newPassword) fields.confirmPassword = 'passwordsMismatch';
  return withSummary(fields);
}
