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
