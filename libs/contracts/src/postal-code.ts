const WHITESPACE = /\s+/g;

// Canada Post never uses D, F, I, O, Q or U (they read like digits or each other), and
// W and Z do not start a code.
const CANADIAN_POSTAL_CODE = /^[ABCEGHJ-NPRSTVXY]\d[ABCEGHJ-NPRSTV-Z] ?\d[ABCEGHJ-NPRSTV-Z]\d$/;

/**
 * Upper-case, strip spaces, and write 'A1A 1A1' when 6 characters long. Other
 * lengths (a partial code, a US ZIP, a French code) are only upper-cased and stripped.
 */
export function formatCanadianPostalCode(postalCode: string): string {
  const compact = postalCode.replace(WHITESPACE, '').toUpperCase();
  return compact.length === 6 ? `${compact.slice(0, 3)} ${compact.slice(3)}` : compact;
}

/** True for a real-looking Canadian code in any case and spacing ('h2x1y4', ' H2X 1Y4 '). */
export function isCanadianPostalCode(postalCode: string): boolean {
  return CANADIAN_POSTAL_CODE.test(formatCanadianPostalCode(postalCode));
}

/** First letters of Quebec's postal codes (Canada Post's G, H and J regions). */
export const QUEBEC_POSTAL_CODE_LETTERS = ['G', 'H', 'J'] as const;

/** A Canadian code whose first letter is a Quebec one ('h2x1y4' yes; 'V6B 1A1' no). */
export function isQuebecPostalCode(postalCode: string): boolean {
  const formatted = formatCanadianPostalCode(postalCode);
  return isCanadianPostalCode(formatted) && (QUEBEC_POSTAL_CODE_LETTERS as readonly string[]).includes(formatted[0]!);
}

/**
 * The prefixes of 1, 2 and 3 characters of a code's compact form ('H2X 1Y4' -> H, H2, H2X): a pro's
 * service area (an FSA prefix of 1 to 3 characters) covers the code when it is one of them.
 */
export function postalCodePrefixes(postalCode: string): string[] {
  const compact = postalCode.replace(WHITESPACE, '').toUpperCase();
  return [1, 2, 3].filter((length) => compact.length >= length).map((length) => compact.slice(0, length));
}
