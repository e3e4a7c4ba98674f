import { checkPassword, PasswordRule } from '@hm/contracts';

// Form checks of the profile page: message keys of the `account` namespace's
// `validation` group, in the order the fields are shown.

export type FieldMessage = 'required' | 'passwordRule' | 'passwordTooLong' | 'passwordsMismatch';

/** The message of each invalid field (none when the form may be sent). */
export type FieldMessages<Field extends string> = Partial<Record<Field, FieldMessage>>;

export interface ProfileNameValues {
  firstName: string;
  lastName: string;
}

/** First and last name are required; the other profile fields are optional. */
export function checkProfileForm({ firstName, lastName }: ProfileNameValues): FieldMessages<keyof ProfileNameValues> {
  const fields: FieldMessages<keyof ProfileNameValues> = {};
  if (firstName.trim() === '') fields.firstName = 'required';
  if (lastName.trim() === '') fields.lastName = 'required';
  return fields;
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
export function checkPasswordChangeForm(values: PasswordChangeValues): FieldMessages<keyof PasswordChangeValues> {
  const fields: FieldMessages<keyof PasswordChangeValues> = {};
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
  return fields;
}
