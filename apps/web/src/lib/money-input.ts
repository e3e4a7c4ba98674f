import { FINAL_INVOICE_AMOUNT_MAX_CENTS } from '@hm/contracts';

/** Cents of a dollar amount as people type it ('120', '120.5', '120,50 $'), or null. */
export function centsOf(text: string): number | null {
  const match = /^\$?\s*(\d{1,6})(?:[.,](\d{1,2}))?\s*\$?$/.exec(text.trim());
  if (!match) return null;
  const cents = Number(match[1]) * 100 + Number((match[2] ?? '0').padEnd(2, '0'));
  return cents <= FINAL_INVOICE_AMOUNT_MAX_CENTS ? cents : null;
}
