/** E-mail capture and auth pages: no whitespace, one '@', a dot in the domain. */
export const SIMPLE_EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Booking pattern: letters, digits and ._%+- before '@'; a TLD of 2+ letters. */
export const BOOKING_EMAIL_PATTERN = /^[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}$/;

export function isSimpleEmail(email: string): boolean {
  return SIMPLE_EMAIL_PATTERN.test(email);
}

export function isBookingEmail(email: string): boolean {
  return BOOKING_EMAIL_PATTERN.test(email);
}

/** How every stored e-mail is written, so that look-ups and uniqueness ignore case. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}
