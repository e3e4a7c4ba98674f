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

const NORTH_AMERICAN = /^(\+?1)?(\d{3})(\d{3})(\d{4})$/;

/**
 * A stored phone (digits and '+') as people read it, everywhere a phone is shown: a North
 * American number as '(514) 555-0147', with '+1 ' in front when it carries the country code
 * ('+15145550147' or '15145550147'); anything else (another country, too short) as stored.
 * Links (`tel:`) keep the stored digits.
 */
export function formatPhone(phone: string): string {
  const match = NORTH_AMERICAN.exec(phone);
  if (!match) return phone;
  const [, country, area, exchange, line] = match;
  const national = `(${area}) ${exchange}-${line}`;
  return country ? `+1 ${national}` : national;
}
