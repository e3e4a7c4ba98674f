import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { decodeEncodedWords, headerValue, mailFileName, startMailCatcher, type CaughtMail } from './mail-catcher.ts';

/** Speaks just enough SMTP to deliver one message, like any mail library would. */
function deliver(port: number, message: string): Promise<string[]> {
  const commands = [
    'EHLO test.local',
    'MAIL FROM:<shop@homemate.local>',
    'RCPT TO:<client@example.com>',
    'DATA',
    `${message}\r\n.`,
    'QUIT',
  ];
  return new Promise((resolve, reject) => {
    const replies: string[] = [];
    const socket = connect(port, '127.0.0.1');
    let buffer = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => {
      buffer += chunk;
      // A reply is complete when its last line has a space after the code ("250 OK").
      const lines = buffer.split('\r\n');
      const last = lines[lines.length - 2];
      if (!buffer.endsWith('\r\n') || !last || !/^\d{3} /.test(last)) return;
      replies.push(last);
      buffer = '';
      const next = commands.shift();
      if (next) socket.write(`${next}\r\n`);
    });
    socket.on('close', () => resolve(replies));
    socket.on('error', reject);
  });
}

describe('mail catcher', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'hm-mail-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('writes each message as an .eml file named by time and reports it', async () => {
    const caught: CaughtMail[] = [];
    const catcher = await startMailCatcher(join(dir, 'mail'), (mail) => caught.push(mail));
    try {
      expect(catcher.url).toBe(`smtp://127.0.0.1:${catcher.port}`);
      const message =
        'From: shop@homemate.local\r\nTo: client@example.com\r\nSubject: =?UTF-8?Q?R=C3=A9servation_confirm=C3=A9e?=\r\n\r\nBonjour';
      const replies = await deliver(catcher.port, message);
      expect(replies.filter((reply) => reply.startsWith('250'))).toHaveLength(4);
      const files = readdirSync(catcher.dir);
      expect(files).toHaveLength(1);
      expect(files[0]).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}\.\d{3}Z-[0-9a-f]{8}\.eml$/);
      expect(readFileSync(join(catcher.dir, files[0]!), 'utf8')).toContain('Bonjour');
      expect(caught).toEqual([{ to: 'client@example.com', subject: 'Réservation confirmée', file: join(catcher.dir, files[0]!) }]);
    } finally {
      await catcher.stop();
    }
  });

  it('names files so that they sort by arrival', () => {
    const first = mailFileName(new Date('2026-01-02T03:04:05.006Z'), 'aaaa');
    const second = mailFileName(new Date('2026-01-02T03:04:05.007Z'), '0000');
    expect(first).toBe('2026-01-02T03-04-05.006Z-aaaa.eml');
    expect([second, first].sort()).toEqual([first, second]);
  });

  it('reads folded headers and decodes encoded words', () => {
    const raw = 'To: a@b.c\r\nSubject: =?UTF-8?B?Qm9uam91ciDDqXTDqQ==?=\r\n  suite\r\n\r\nSubject: not a header';
    expect(headerValue(raw, 'subject')).toBe('=?UTF-8?B?Qm9uam91ciDDqXTDqQ==?= suite');
    expect(decodeEncodedWords(headerValue(raw, 'Subject')!)).toBe('Bonjour été suite');
    expect(headerValue(raw, 'Cc')).toBeUndefined();
  });
});
