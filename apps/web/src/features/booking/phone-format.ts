/**
 * A stored phone (digits and '+') as people read it: North American numbers
 * grouped 3-3-4, '+1' kept when present; anything else as stored.
 */
export function formatPhoneForDisplay(phone: string): string {
  const national = /^(\+?1)?(\d{3})(\d{3})(\d{4})$/.exec(phone);
  if (!national) return phone;
  const [, country, area, exchange, line] = national;
  const grouped = `${area} ${exchange} ${line}`;
  return country ? `+1 ${grouped}` : grouped;
}
