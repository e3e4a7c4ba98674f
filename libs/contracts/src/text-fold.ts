// Letters that Unicode does not decompose (NFD leaves them whole) but that French and
// German readers write as two ASCII letters.
const LIGATURES: Readonly<Record<string, string>> = {
  œ: 'oe',
  Œ: 'OE',
  æ: 'ae',
  Æ: 'AE',
  ß: 'ss',
};
const LIGATURE_PATTERN = /[œŒæÆß]/g;
const COMBINING_MARKS = /\p{M}/gu;

/**
 * Removes diacritics ('Ménage' -> 'Menage', 'cœur' -> 'coeur') and keeps the case.
 * Used for search (a visitor types 'menage' or 'demenagement' on an English keyboard)
 * and for slugs. Letters of other scripts stay letters (only their diacritics go).
 */
export function foldAccents(text: string): string {
  return text
    .normalize('NFD')
    .replace(COMBINING_MARKS, '')
    .replace(LIGATURE_PATTERN, (letter) => LIGATURES[letter] ?? letter)
    .normalize('NFC');
}

/** Lower-case, accent-free form for comparing what a person typed with stored text. */
export function foldForSearch(text: string): string {
  return foldAccents(text).toLocaleLowerCase('en');
}
