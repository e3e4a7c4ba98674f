import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './business-constants.js';

const UPPERCASE_LETTER = /\p{Lu}/u;
const DIGIT = /\p{Nd}/u;
// Anything that is neither a letter, a digit nor white space: 'é' is a letter, not a symbol.
const SPECIAL_CHARACTER = /[^\p{L}\p{N}\s]/u;

/** Ids of the sign-up password rules; libs/i18n has a message per id. */
export const PasswordRule = {
  MinLength: 'min_length',
  MaxLength: 'max_length',
  Uppercase: 'uppercase',
  Digit: 'digit',
  Common: 'common',
} as const;
export type PasswordRule = (typeof PasswordRule)[keyof typeof PasswordRule];

export interface PasswordCheckOptions {
  /**
   * Rejects passwords found in a list of leaked or common passwords. The list is large,
   * so it is supplied by the server; without it the rule is not applied.
   */
  isCommonPassword?: (password: string) => boolean;
}

/** Counts characters as people see them, so an emoji is one character, not two. */
function characterCount(password: string): number {
  return [...password].length;
}

/**
 * The one password rule of every sign-up and password-change path: at least 8 characters,
 * one upper-case letter, one digit, at most 128 characters. Returns the rules the password
 * breaks; an empty list means it is accepted.
 */
export function checkPassword(password: string, options: PasswordCheckOptions = {}): PasswordRule[] {
  const failed: PasswordRule[] = [];
  const length = characterCount(password);
  if (length < PASSWORD_MIN_LENGTH) failed.push(PasswordRule.MinLength);
  if (length > PASSWORD_MAX_LENGTH) failed.push(PasswordRule.MaxLength);
  if (!UPPERCASE_LETTER.test(password)) failed.push(PasswordRule.Uppercase);
  if (!DIGIT.test(password)) failed.push(PasswordRule.Digit);
  if (options.isCommonPassword?.(password)) failed.push(PasswordRule.Common);
  return failed;
}

export function isAcceptablePassword(password: string, options: PasswordCheckOptions = {}): boolean {
  return checkPassword(password, options).length === 0;
}

/** Label keys of the strength meter, indexed by score 0..4. */
export const PASSWORD_STRENGTH_LABELS = ['very_weak', 'weak', 'fair', 'good', 'strong'] as const;
export type PasswordStrengthLabel = (typeof PASSWORD_STRENGTH_LABELS)[number];
export type PasswordStrengthScore = 0 | 1 | 2 | 3 | 4;

/** The sign-up checklist: each item is met or not. */
export interface PasswordChecklist {
  minLength: boolean;
  uppercase: boolean;
  digit: boolean;
  specialCharacter: boolean;
}

export interface PasswordStrength {
  score: PasswordStrengthScore;
  label: PasswordStrengthLabel;
  checklist: PasswordChecklist;
}

/**
 * The sign-up strength meter: one point each for length >= 8, an upper-case
 * letter, a digit and a special character. Guidance only; checkPassword decides.
 */
export function passwordStrength(password: string): PasswordStrength {
  const checklist: PasswordChecklist = {
    minLength: characterCount(password) >= PASSWORD_MIN_LENGTH,
    uppercase: UPPERCASE_LETTER.test(password),
    digit: DIGIT.test(password),
    specialCharacter: SPECIAL_CHARACTER.test(password),
  };
  const score = Object.values(checklist).filter(Boolean).length as PasswordStrengthScore;
  return { score, label: PASSWORD_STRENGTH_LABELS[score], checklist };
}
