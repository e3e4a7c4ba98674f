// What a translation must keep exactly as written (docs/messages.md): every group of digits (prices,
// times, dates, phone numbers, street numbers, postal codes, booking numbers), every e-mail address
// and every link. Checked after the service answers; a translation missing one is rejected.

const EMAIL = /[\p{L}\p{N}._%+-]+@[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)+/gu;
const URL = /\bhttps?:\/\/[^\s<>"]+|\bwww\.[^\s<>"]+/giu;
const DIGITS = /\d+/g;
// A sentence's end glued to a link is not part of it.
const TRAILING = /[.,;:!?)\]»"']+$/u;

export interface ProtectedTokens {
  /** E-mail addresses and links, as written. */
  literals: string[];
  /** Groups of digits outside them, each as often as it occurs. */
  digits: string[];
}

export function protectedTokens(text: string): ProtectedTokens {
  const literals: string[] = [];
  const rest = text
    .replace(URL, (link) => {
      literals.push(link.replace(TRAILING, ''));
      return ' ';
    })
    .replace(EMAIL, (address) => {
      literals.push(address);
      return ' ';
    });
  return { literals, digits: rest.match(DIGITS) ?? [] };
}

/** Whether `translation` still holds every protected token of `original` (digit groups at least as often). */
export function keepsProtectedTokens(original: string, translation: string): boolean {
  const before = protectedTokens(original);
  if (!before.literals.every((literal) => translation.includes(literal))) return false;
  const after = protectedTokens(translation);
  const counts = new Map<string, number>();
  for (const group of after.digits) counts.set(group, (counts.get(group) ?? 0) + 1);
  for (const group of before.digits) {
    const left = counts.get(group) ?? 0;
    if (left === 0) return false;
    counts.set(group, left - 1);
  }
  return true;
}
