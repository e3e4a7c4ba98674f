import { ConfigService } from '@nestjs/config';
import { mkdtemp, rm, utimes, writeFile, mkdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DomainException } from '../../common/errors/domain.exception.js';
import { DevMailService, isMailFileName } from './dev-mail.service.js';
import { renderMailList } from './dev-mail.view.js';

const mail = (to: string, subject: string, date: string) => `To: ${to}\r\nSubject: ${subject}\r\nDate: ${date}\r\n\r\nHello\r\n`;

describe('DevMailService', () => {
  let root: string;
  let dir: string;
  let service: DevMailService;

  beforeAll(async () => {
    root = await mkdtemp(join(tmpdir(), 'hm-dev-mail-'));
    dir = join(root, 'mail');
    await mkdir(dir);
    await writeFile(join(dir, 'older.eml'), mail('a@example.com', 'First', 'Mon, 02 Mar 2026 10:00:00 +0000'));
    await writeFile(join(dir, 'newer.eml'), mail('b@example.com', '=?UTF-8?Q?Confirm=C3=A9?=', 'Tue, 03 Mar 2026 10:00:00 +0000'));
    await writeFile(join(dir, 'no-date.eml'), 'To: c@example.com\r\nSubject: Undated\r\n\r\nx');
    await utimes(join(dir, 'no-date.eml'), new Date('2026-03-01T00:00:00Z'), new Date('2026-03-01T00:00:00Z'));
    await writeFile(join(dir, 'notes.txt'), 'not a mail');
    await writeFile(join(root, 'secret.eml'), 'outside the mail directory');
    service = new DevMailService({ get: () => ({ dir }) } as unknown as ConfigService<never, true>);
  });
  afterAll(() => rm(root, { recursive: true, force: true }));

  it('lists .eml files newest first with decoded headers', async () => {
    const list = await service.list();
    expect(list.map(({ file, to, subject }) => ({ file, to, subject }))).toEqual([
      { file: 'newer.eml', to: 'b@example.com', subject: 'Confirmé' },
      { file: 'older.eml', to: 'a@example.com', subject: 'First' },
      { file: 'no-date.eml', to: 'c@example.com', subject: 'Undated' },
    ]);
    expect(list[2]!.date.toISOString()).toBe('2026-03-01T00:00:00.000Z');
  });

  it('reads one message as raw text', async () => {
    expect(await service.read('older.eml')).toContain('Subject: First');
  });

  it('refuses names that could leave the directory or are not listed', async () => {
    for (const name of ['../secret.eml', '..%2Fsecret.eml', '/etc/passwd', 'missing.eml', 'notes.txt', '.eml', 'a/../older.eml', '..eml']) {
      await expect(service.read(name)).rejects.toBeInstanceOf(DomainException);
    }
  });

  it('accepts only plain .eml names', () => {
    expect(isMailFileName('1712345678-abc_DEF.eml')).toBe(true);
    expect(isMailFileName('..eml')).toBe(false);
    expect(isMailFileName('a/b.eml')).toBe(false);
    expect(isMailFileName('a\\b.eml')).toBe(false);
  });

  it('shows an empty list while the catcher has not created the directory', async () => {
    const missing = new DevMailService({ get: () => ({ dir: join(root, 'nope') }) } as unknown as ConfigService<never, true>);
    expect(await missing.list()).toEqual([]);
  });

  it('escapes what it renders', () => {
    const html = renderMailList(
      [{ file: 'x.eml', to: '<script>alert(1)</script>', subject: 'a & b', date: new Date('2026-03-03T10:00:00Z') }],
      '/tmp/mail',
    );
    expect(html).not.toContain('<script>alert');
    expect(html).toContain('&lt;script&gt;');
    expect(html).toContain('a &amp; b');
    expect(html).toContain('href="/api/dev/mail/x.eml"');
  });
});
