import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect } from '@playwright/test';
import { e2eMailDir } from './e2e-env.ts';

export interface CaughtMail {
  file: string;
  raw: string;
  /** The decoded bodies of every text part (plain and HTML), one after the other. */
  text: string;
}

function header(block: string, name: string): string | undefined {
  const unfolded = block.replace(/\r?\n[ \t]+/g, ' ');
  return new RegExp(`^${name}:[ \\t]*(.*)$`, 'im').exec(unfolded)?.[1]?.trim();
}

/** Quoted-printable: soft line breaks (`=` at the end of a line) go, `=3D` and friends become bytes. */
export function decodeQuotedPrintable(body: string): string {
  const joined = body.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < joined.length; i += 1) {
    const hex = joined[i] === '=' ? /^[0-9A-Fa-f]{2}/.exec(joined.slice(i + 1, i + 3)) : null;
    if (hex) {
      bytes.push(parseInt(hex[0], 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(joined[i] ?? '', 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

/** The decoded text of every leaf part of a MIME message (nested multiparts included). */
export function decodeMime(raw: string): string {
  const split = /\r?\n\r?\n/.exec(raw);
  const headers = split ? raw.slice(0, split.index) : raw;
  const body = split ? raw.slice(split.index + split[0].length) : '';
  const contentType = header(headers, 'Content-Type') ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(contentType)?.[1];
  if (/^multipart\//i.test(contentType) && boundary) {
    return body
      .split(`--${boundary}`)
      .slice(1)
      .filter((part) => !part.startsWith('--'))
      .map((part) => decodeMime(part.replace(/^\r?\n/, '')))
      .join('\n');
  }
  if (!/^text\//i.test(contentType)) return '';
  const encoding = (header(headers, 'Content-Transfer-Encoding') ?? '7bit').toLowerCase();
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding === 'quoted-printable') return decodeQuotedPrintable(body);
  return body;
}

interface MailQuery {
  subject?: RegExp;
  /** Text the decoded bodies must contain. */
  containing?: string;
}

/** Every mail to `to` caught so far that matches, oldest first. */
export async function mailsTo(to: string, query: MailQuery = {}): Promise<CaughtMail[]> {
  const found: CaughtMail[] = [];
  const files = (await readdir(e2eMailDir).catch(() => [] as string[])).filter((name) => name.endsWith('.eml')).sort();
  for (const name of files) {
    const file = join(e2eMailDir, name);
    const raw = await readFile(file, 'utf8');
    const headers = raw.split(/\r?\n\r?\n/, 1)[0] ?? '';
    if (!(header(headers, 'To') ?? '').toLowerCase().includes(to.toLowerCase())) continue;
    const text = decodeMime(raw);
    if (query.subject && !query.subject.test(decodeEncodedWords(header(headers, 'Subject') ?? ''))) continue;
    if (query.containing && !text.includes(query.containing)) continue;
    found.push({ file, raw, text });
  }
  return found;
}

/** RFC 2047 encoded words in a header (`=?UTF-8?Q?R=C3=A9initialiser?=`). */
export function decodeEncodedWords(value: string): string {
  return value.replace(/=\?[^?]+\?([BbQq])\?([^?]*)\?=\s*/g, (_match, encoding: string, text: string) =>
    encoding.toUpperCase() === 'B' ? Buffer.from(text, 'base64').toString('utf8') : decodeQuotedPrintable(text.replace(/_/g, ' ')),
  );
}

/** Waits for a mail to `to` to land in the SMTP catcher's folder (the worker sends it through the outbox). */
export async function waitForMail(to: string, options: MailQuery & { timeout?: number } = {}): Promise<CaughtMail> {
  let found: CaughtMail | undefined;
  await expect
    .poll(async () => (found = (await mailsTo(to, options))[0]) !== undefined, {
      message: `a mail to ${to} in ${e2eMailDir}`,
      timeout: options.timeout ?? 20_000,
      intervals: [250, 500, 1000],
    })
    .toBe(true);
  return found!;
}

/** The password-reset link of a mail, as the user would click it. */
export function resetLinkIn(mail: CaughtMail): URL {
  const match = /https?:\/\/[^\s"'<>]+\/reset-password\?token=[A-Za-z0-9_%-]+/.exec(mail.text);
  if (!match) throw new Error(`No reset link in ${mail.file}:\n${mail.text}`);
  return new URL(match[0].replaceAll('&amp;', '&'));
}
