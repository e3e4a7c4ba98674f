import { buildIcs, escapeIcsText, foldIcsLine, formatIcsUtc, type IcsEvent } from './ics.js';

const octets = (line: string) => Buffer.byteLength(line, 'utf8');
/** Undoes folding (RFC 5545 §3.1): a CRLF followed by one space disappears. */
const unfold = (ics: string) => ics.replace(/\r\n /g, '');

const event: IcsEvent = {
  uid: '3f2b9c1e-0000-4000-8000-000000000001@homemate.example',
  stamp: new Date('2026-03-01T12:00:00.000Z'),
  start: new Date('2026-03-10T18:30:00.000Z'),
  end: new Date('2026-03-10T20:30:00.000Z'),
  summary: 'HomeMate: Plumbing (HM-2026-123456789)',
  description: 'Booking HM-2026-123456789\nLeak repair - Finding and fixing leaks (From $120)',
  location: '1234 rue Saint-Denis, App. 5, Montréal, H2X 1Y4',
  url: 'https://homemate.example/reservation/HM-2026-123456789',
  status: 'TENTATIVE',
};

describe('escapeIcsText', () => {
  it('escapes backslash, semicolon, comma and line breaks (RFC 5545 §3.3.11)', () => {
    expect(escapeIcsText('a\\b;c,d\ne\r\nf')).toBe('a\\\\b\\;c\\,d\\ne\\nf');
    expect(escapeIcsText('plain text: fine')).toBe('plain text: fine');
  });
});

describe('foldIcsLine', () => {
  it('leaves a line of 75 octets alone and folds a longer one', () => {
    expect(foldIcsLine('A'.repeat(75))).toBe('A'.repeat(75));
    const folded = foldIcsLine('B'.repeat(200));
    const lines = folded.split('\r\n');
    expect(lines.length).toBe(3);
    for (const line of lines) expect(octets(line)).toBeLessThanOrEqual(75);
    expect(lines.slice(1).every((line) => line.startsWith(' '))).toBe(true);
    expect(unfold(folded)).toBe('B'.repeat(200));
  });

  it('counts octets, not characters, and never cuts a multi-byte character', () => {
    const text = `LOCATION:${'é'.repeat(60)}🏠${'à'.repeat(40)}`;
    const folded = foldIcsLine(text);
    for (const line of folded.split('\r\n')) {
      expect(octets(line)).toBeLessThanOrEqual(75);
      expect(line).not.toContain('\uFFFD');
    }
    expect(unfold(folded)).toBe(text);
  });
});

describe('formatIcsUtc', () => {
  it('writes the UTC form', () => {
    expect(formatIcsUtc(new Date('2026-03-10T18:30:00.000Z'))).toBe('20260310T183000Z');
    expect(() => formatIcsUtc(new Date('nope'))).toThrow(RangeError);
  });
});

describe('buildIcs', () => {
  const ics = buildIcs(event, { productId: '-//HomeMate//Bookings//EN' });

  it('is a VCALENDAR with one VEVENT, CRLF line ends, and no line over 75 octets', () => {
    expect(ics.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//HomeMate//Bookings//EN\r\n')).toBe(true);
    expect(ics.endsWith('END:VEVENT\r\nEND:VCALENDAR\r\n')).toBe(true);
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    for (const line of ics.split('\r\n')) expect(octets(line)).toBeLessThanOrEqual(75);
    expect(ics.match(/BEGIN:VEVENT/g)).toHaveLength(1);
  });

  it('carries the event, with text escaped', () => {
    const lines = unfold(ics).split('\r\n');
    expect(lines).toEqual(
      expect.arrayContaining([
        'METHOD:PUBLISH',
        'UID:3f2b9c1e-0000-4000-8000-000000000001@homemate.example',
        'DTSTAMP:20260301T120000Z',
        'DTSTART:20260310T183000Z',
        'DTEND:20260310T203000Z',
        'SUMMARY:HomeMate: Plumbing (HM-2026-123456789)',
        'DESCRIPTION:Booking HM-2026-123456789\\nLeak repair - Finding and fixing leaks (From $120)',
        'LOCATION:1234 rue Saint-Denis\\, App. 5\\, Montréal\\, H2X 1Y4',
        'URL:https://homemate.example/reservation/HM-2026-123456789',
        'STATUS:TENTATIVE',
      ]),
    );
  });

  it('keeps a customer-typed semicolon or line break from starting a property of its own', () => {
    const hostile = buildIcs({ ...event, location: 'Apt 3\r\nATTENDEE:mailto:x@evil.example;ROLE=CHAIR' }, { productId: 'p' });
    const lines = unfold(hostile).split('\r\n');
    expect(lines.some((line) => line.startsWith('ATTENDEE'))).toBe(false);
    expect(lines).toContain('LOCATION:Apt 3\\nATTENDEE:mailto:x@evil.example\\;ROLE=CHAIR');
  });

  it('refuses an event that ends before it starts', () => {
    expect(() => buildIcs({ ...event, end: event.start }, { productId: 'p' })).toThrow(RangeError);
  });
});
