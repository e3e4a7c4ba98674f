// A minimal iCalendar (RFC 5545) writer for one event, enough for a calendar entry attached to
// a mail. Times are written in UTC (the 'Z' form), which needs no VTIMEZONE component.

export interface IcsEvent {
  /** Globally unique and stable for the event, e.g. '<booking id>@homemate.example'. */
  uid: string;
  /** When this version of the entry was made (DTSTAMP). */
  stamp: Date;
  start: Date;
  end: Date;
  summary: string;
  description?: string;
  location?: string;
  url?: string;
  status?: 'TENTATIVE' | 'CONFIRMED' | 'CANCELLED';
  /** The entry's revision: a calendar replaces an entry of the same UID by one with a higher SEQUENCE. */
  sequence?: number;
}

export interface IcsOptions {
  /** PRODID, e.g. '-//HomeMate//Bookings//EN'. */
  productId: string;
  /** PUBLISH: an entry to add (or to update, same UID), not an invitation to answer; CANCEL: remove it. */
  method?: 'PUBLISH' | 'CANCEL';
}

const CRLF = '\r\n';
const MAX_LINE_OCTETS = 75;

/** TEXT value escaping of RFC 5545 §3.3.11: backslash, semicolon, comma and line breaks. */
export function escapeIcsText(text: string): string {
  return text
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

/**
 * Folds a content line to at most 75 octets per physical line (RFC 5545 §3.1): continuation lines
 * start with one space, and a multi-byte UTF-8 character is never cut in two.
 */
export function foldIcsLine(line: string): string {
  if (Buffer.byteLength(line, 'utf8') <= MAX_LINE_OCTETS) return line;
  const lines: string[] = [];
  let current = '';
  let octets = 0;
  for (const character of line) {
    const code = character.codePointAt(0)!;
    const size = code < 0x80 ? 1 : code < 0x800 ? 2 : code < 0x10000 ? 3 : 4;
    // Continuation lines carry the leading space, which counts towards their 75 octets.
    const limit = lines.length === 0 ? MAX_LINE_OCTETS : MAX_LINE_OCTETS - 1;
    if (octets + size > limit) {
      lines.push(current);
      current = '';
      octets = 0;
    }
    current += character;
    octets += size;
  }
  lines.push(current);
  return lines.join(`${CRLF} `);
}

/** 20260310T183000Z */
export function formatIcsUtc(date: Date): string {
  if (Number.isNaN(date.getTime())) throw new RangeError('Invalid date in a calendar entry');
  return date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}Z$/, 'Z');
}

/** A VCALENDAR holding one VEVENT, with CRLF line ends and folded lines. */
export function buildIcs(event: IcsEvent, options: IcsOptions): string {
  if (event.end.getTime() <= event.start.getTime()) throw new RangeError('A calendar event must end after it starts');
  const properties: [string, string][] = [
    ['BEGIN', 'VCALENDAR'],
    ['VERSION', '2.0'],
    ['PRODID', options.productId],
    ['CALSCALE', 'GREGORIAN'],
    ['METHOD', options.method ?? 'PUBLISH'],
    ['BEGIN', 'VEVENT'],
    ['UID', escapeIcsText(event.uid)],
    ['DTSTAMP', formatIcsUtc(event.stamp)],
    ...(event.sequence === undefined ? [] : [['SEQUENCE', String(event.sequence)] as [string, string]]),
    ['DTSTART', formatIcsUtc(event.start)],
    ['DTEND', formatIcsUtc(event.end)],
    ['SUMMARY', escapeIcsText(event.summary)],
  ];
  if (event.description !== undefined) properties.push(['DESCRIPTION', escapeIcsText(event.description)]);
  if (event.location !== undefined) properties.push(['LOCATION', escapeIcsText(event.location)]);
  // URL is a URI value, not TEXT: it is written as is (a URL never holds a line break).
  if (event.url !== undefined) properties.push(['URL', new URL(event.url).href]);
  if (event.status !== undefined) properties.push(['STATUS', event.status]);
  properties.push(['END', 'VEVENT'], ['END', 'VCALENDAR']);
  return properties.map(([name, value]) => foldIcsLine(`${name}:${value}`)).join(CRLF) + CRLF;
}
