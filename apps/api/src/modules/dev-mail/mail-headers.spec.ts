import { decodeEncodedWords, parseHeaders } from './mail-headers.js';

describe('mail headers', () => {
  it('reads unfolded headers up to the blank line, case-insensitively', () => {
    const raw = [
      'From: HomeMate <no-reply@homemate.local>',
      'To: ana@example.com',
      'Subject: A long subject',
      '  that was folded',
      'Date: Tue, 03 Mar 2026 14:05:00 +0000',
      '',
      'Subject: not a header, the body',
    ].join('\r\n');
    const headers = parseHeaders(raw);
    expect(headers.get('to')).toBe('ana@example.com');
    expect(headers.get('subject')).toBe('A long subject that was folded');
    expect(headers.get('date')).toBe('Tue, 03 Mar 2026 14:05:00 +0000');
  });

  it('decodes RFC 2047 words (UTF-8 Q and B, ISO-8859-1)', () => {
    expect(decodeEncodedWords('=?UTF-8?Q?R=C3=A9servation_confirm=C3=A9e?=')).toBe('Réservation confirmée');
    expect(decodeEncodedWords(`=?UTF-8?B?${Buffer.from('Ménage à Montréal').toString('base64')}?=`)).toBe('Ménage à Montréal');
    expect(decodeEncodedWords('=?ISO-8859-1?Q?Qu=E9bec?= city')).toBe('Québec city');
    expect(decodeEncodedWords('=?UTF-8?Q?Bon?= =?UTF-8?Q?jour?=')).toBe('Bonjour');
    expect(decodeEncodedWords('plain text')).toBe('plain text');
  });
});
