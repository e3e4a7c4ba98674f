import { ApiErrorCode, checkPassword, type PasswordRule } from '@hm/contracts';
import { DomainException } from '../../../common/errors/domain.exception.js';
import { isCommonPassword } from './common-passwords.js';

/** The one server-side password rule (sign-up, reset, change): checkPassword plus the common list. */
export function passwordProblems(password: string): PasswordRule[] {
  return checkPassword(password, { isCommonPassword });
}

/** Throws 400 WEAK_PASSWORD with the broken rule ids under `fields[field]`. */
export function assertAcceptablePassword(password: string, field = 'password'): void {
  const problems = passwordProblems(password);
  if (problems.length > 0) {
    throw new DomainException(ApiErrorCode.WEAK_PASSWORD, 'The password does not meet the password rule.', { [field]: problems });
  }
}
