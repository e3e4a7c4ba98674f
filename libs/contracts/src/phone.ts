const NOT_DIGIT_OR_PLUS = /[^\d+]/g;
/** Beyond ten digits the number carries a country code (e.g. 1 514 555 1234). */
const NATIONAL_NUMBER_MAX_LENGTH = 10;

/** The professional sign-up rule: keep digits and '+' only. */
export function normalizeDigitsPlus(phone: string): string {
  return phone.replace(NOT_DIGIT_OR_PLUS, '');
}

/**
 * The booking rule: digits and '+' only; a number longer than 10 characters
 * without a leading '+' gets one. '514-555-1234' -> '5145551234',
 * '1 514 555 1234' -> '+15145551234'.
 */
export function normalizePhone(phone: string): string {
  const digits = normalizeDigitsPlus(phone);
  if (digits.length > NATIONAL_NUMBER_MAX_LENGTH && !digits.startsWith('+')) return `+${digits}`;
  return digits;
}
