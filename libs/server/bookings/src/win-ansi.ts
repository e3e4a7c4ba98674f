// PDF's standard Helvetica is encoded in WinAnsi (Windows-1252): every French letter (é, è, à,
// ç, œ, ...) and « » ’ “ ” – • are there, but nothing else. A character outside it would print
// as a wrong glyph, so texts go through toWinAnsiText first.

/** Unicode code points that WinAnsi has outside Latin-1 (as pdfkit maps them). */
const WIN_ANSI_EXTRAS = new Set([
  0x0152, 0x0153, 0x0160, 0x0161, 0x0178, 0x017d, 0x017e, 0x0192, 0x02c6, 0x02dc, 0x2013, 0x2014, 0x2018, 0x2019, 0x201a, 0x201c, 0x201d,
  0x201e, 0x2020, 0x2021, 0x2022, 0x2026, 0x2030, 0x2039, 0x203a, 0x20ac, 0x2122,
]);

// French typography uses thin and narrow no-break spaces (Intl's fr-CA output has them too).
const SPACES = /[\u2000-\u200a\u202f\u205f]/g;

export function isWinAnsiCharacter(character: string): boolean {
  const code = character.codePointAt(0)!;
  return (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || WIN_ANSI_EXTRAS.has(code) || character === '\n';
}

/** The text with odd spaces made plain and anything WinAnsi lacks shown as '?'. */
export function toWinAnsiText(text: string): string {
  return Array.from(text.replace(SPACES, ' '), (character) => (isWinAnsiCharacter(character) ? character : '?')).join('');
}
