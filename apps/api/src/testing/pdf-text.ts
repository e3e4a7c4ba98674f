import { inflateSync } from 'node:zlib';

// Test helper: the text a PDF made by pdfkit shows, line by line. pdfkit writes each line as a
// TJ array of hex strings (WinAnsi codes) split by kerning numbers; joining the hex parts of one
// array gives the line back. Enough to check what a reader would see, without a PDF library.

const WIN_ANSI_TO_UNICODE: Record<number, number> = {
  0x80: 0x20ac,
  0x82: 0x201a,
  0x83: 0x0192,
  0x84: 0x201e,
  0x85: 0x2026,
  0x86: 0x2020,
  0x87: 0x2021,
  0x88: 0x02c6,
  0x89: 0x2030,
  0x8a: 0x0160,
  0x8b: 0x2039,
  0x8c: 0x0152,
  0x8e: 0x017d,
  0x91: 0x2018,
  0x92: 0x2019,
  0x93: 0x201c,
  0x94: 0x201d,
  0x95: 0x2022,
  0x96: 0x2013,
  0x97: 0x2014,
  0x98: 0x02dc,
  0x99: 0x2122,
  0x9a: 0x0161,
  0x9b: 0x203a,
  0x9c: 0x0153,
  0x9e: 0x017e,
  0x9f: 0x0178,
};

export function pdfTextLines(pdf: Buffer): string[] {
  const raw = pdf.toString('latin1');
  const lines: string[] = [];
  for (const match of raw.matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)) {
    let content: string;
    try {
      content = inflateSync(Buffer.from(match[1]!, 'latin1')).toString('latin1');
    } catch {
      continue; // not a compressed content stream (e.g. an image)
    }
    for (const array of content.matchAll(/\[((?:<[0-9a-fA-F]*>|[-\d.\s])*)\]\s*TJ/g)) {
      const hex = [...array[1]!.matchAll(/<([0-9a-fA-F]*)>/g)].map((part) => part[1]).join('');
      const codes = hex.match(/../g)?.map((pair) => parseInt(pair, 16)) ?? [];
      lines.push(String.fromCodePoint(...codes.map((code) => WIN_ANSI_TO_UNICODE[code] ?? code)));
    }
  }
  return lines;
}
