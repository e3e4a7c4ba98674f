// What a translation must keep exactly as written (docs/messages.md): every group of digits (prices,
// times, dates, phone numbers, street numbers, postal codes, booking numbers), and, character for
// character, every e-mail address, link, booking number, postal code and street address. Checked
// after the service answers; a translation missing one is rejected.

const EMAIL = /[\p{L}\p{N}._%+-]+@[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)+/gu;
const URL = /\bhttps?:\/\/[^\s<>"]+|\bwww\.[^\s<>"]+/giu;
const DIGITS = /\d+/g;
// A sentence's end glued to a link is not part of it.
const TRAILING = /[.,;:!?)\]»"']+$/u;

/** A booking number as HomeMate writes it (BOOKING_NUMBER_PATTERN of @hm/contracts), anywhere in a sentence. */
const BOOKING_NUMBER = /(?<![\p{L}\p{N}-])HM-\d{4}-\d{9}(?![\p{L}\p{N}])/gu;

/** A Canadian postal code, H2X 1Y4 (with or without its space, in either case). */
const POSTAL_CODE = /(?<![\p{L}\p{N}])[ABCEGHJ-NPRSTVXY]\d[ABCEGHJ-NPRSTV-Z][ -]?\d[ABCEGHJ-NPRSTV-Z]\d(?![\p{L}\p{N}])/giu;

// Street addresses. A civic number (4512, 4512A, 4512-B, "4512," in the Quebec way), then either the
// street's kind and its name, as in French (4512 rue Saint-Denis, 55 av. du Parc, 1000 ch. de la
// Côte-des-Neiges Ouest), or its name and its kind, as in English (123 Main Street, 12 Oak Ave).
// Case-sensitive on purpose: with the i flag, \p{Lu} would match any letter.
const CIVIC = String.raw`(?<![\p{L}\p{N}.,:/-])\d{1,6}(?:-?[A-Za-z](?![\p{L}]))?,?\s`;
const END = String.raw`(?![\p{L}\p{N}'’-])`;
const WORD = String.raw`[\p{L}\p{N}][\p{L}\p{N}'’-]*`;
const CAPITALIZED = String.raw`\p{Lu}[\p{L}\p{N}'’-]*`;
/** de, du, des, la, le, les (then a space), l', d' (glued): the small words inside a French street name. */
const PARTICLES = String.raw`(?:(?:de|du|des|la|le|les)\s|[ld]['’])*`;
/** A street's kind in any case: "rue", "Rue", "RUE". */
const kinds = (words: string[]): string =>
  words.map((word) => word.replace(/\p{L}/gu, (letter) => `[${letter.toLowerCase()}${letter.toUpperCase()}]`)).join('|');
const FRENCH_KINDS = kinds([
  'rue',
  'avenue',
  'av\\.',
  'boulevard',
  'boul\\.?',
  'bd',
  'blvd\\.?',
  'chemin',
  'ch\\.',
  'place',
  'pl\\.',
  'côte',
  'montée',
  'rang',
  'route',
  'croissant',
  'impasse',
  'allée',
  'terrasse',
  'promenade',
  'square',
]);
const ENGLISH_KINDS = kinds([
  'street',
  'st',
  'road',
  'rd',
  'avenue',
  'ave',
  'drive',
  'dr',
  'lane',
  'ln',
  'court',
  'ct',
  'crescent',
  'cres',
  'boulevard',
  'blvd',
  'place',
  'pl',
  'way',
  'terrace',
  'square',
  'circle',
  'parkway',
]);
/**
 * French order: the kind, then the name: its small words (de la, du, l'...), one word in any case
 * ("rue st-denis" is how people type), then only capitalized words (Est, Ouest too), each maybe
 * after small words, so "au 4512 rue Saint-Denis demain matin" gives "4512 rue Saint-Denis".
 */
const FRENCH_ADDRESS = new RegExp(
  String.raw`${CIVIC}(?:${FRENCH_KINDS})${END}\s${PARTICLES}${WORD}(?:\s${PARTICLES}${CAPITALIZED})*`,
  'gu',
);
/**
 * English order: one to three capitalized name words (or ordinals: 3rd, 1re), the kind (its
 * abbreviation's dot left out), then maybe a direction. Lowercase names are not read: "3 personnes
 * sur place" is no address.
 */
const ENGLISH_NAME = String.raw`(?:\p{Lu}[\p{L}'’-]*|\d{1,3}(?:st|nd|rd|th|e|re|er))`;
const DIRECTION = String.raw`(?:East|West|North|South|Est|Ouest|Nord|Sud|[EONSW])${END}`;
const ENGLISH_ADDRESS = new RegExp(String.raw`${CIVIC}(?:${ENGLISH_NAME}\s){1,3}(?:${ENGLISH_KINDS})${END}(?:\s${DIRECTION})?`, 'gu');

export interface ProtectedTokens {
  /** Links, e-mail addresses, booking numbers, postal codes and street addresses, as written. */
  literals: string[];
  /** Groups of digits outside links and e-mail addresses, each as often as it occurs. */
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
  for (const pattern of [BOOKING_NUMBER, POSTAL_CODE]) literals.push(...(rest.match(pattern) ?? []));
  literals.push(...streetAddresses(rest));
  return { literals, digits: rest.match(DIGITS) ?? [] };
}

/** Each street address once, the French reading first where both fit ("55 avenue du Parc"). */
function streetAddresses(text: string): string[] {
  const found: { at: number; end: number; address: string }[] = [];
  for (const pattern of [FRENCH_ADDRESS, ENGLISH_ADDRESS]) {
    for (const match of text.matchAll(pattern)) {
      const at = match.index;
      const end = at + match[0].length;
      if (!found.some((other) => at < other.end && other.at < end)) found.push({ at, end, address: match[0] });
    }
  }
  return found.sort((a, b) => a.at - b.at).map((f) => f.address);
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
