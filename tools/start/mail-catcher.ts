import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { SMTPServer, type SMTPServerAddress } from 'smtp-server';
import { findFreePort } from './ports.ts';

export interface MailCatcher {
  url: string;
  port: number;
  dir: string;
  stop(): Promise<void>;
}

const maxMessageBytes = 25 * 1024 * 1024;

/** `2026-11-21T17-45-03.123Z`: an ISO timestamp that is also a valid file name everywhere. */
export function mailFileName(now: Date, random = randomBytes(4).toString('hex')): string {
  return `${now.toISOString().replaceAll(':', '-')}-${random}.eml`;
}

export function headerValue(message: string, name: string): string | undefined {
  const headerBlock = message.split(/\r?\n\r?\n/, 1)[0] ?? '';
  const unfolded = headerBlock.replace(/\r?\n[ \t]+/g, ' ');
  const match = new RegExp(`^${name}:[ \\t]*(.*)$`, 'im').exec(unfolded);
  return match?.[1]?.trim();
}

/** Decodes RFC 2047 encoded words (`=?UTF-8?Q?R=C3=A9servation?=`) for the log line. */
export function decodeEncodedWords(value: string): string {
  return value.replace(/=\?([^?]+)\?([BbQq])\?([^?]*)\?=\s*(?==\?)|=\?([^?]+)\?([BbQq])\?([^?]*)\?=/g, (...groups: string[]) => {
    const encoding = groups[2] ?? groups[5] ?? 'Q';
    const text = groups[3] ?? groups[6] ?? '';
    if (encoding.toUpperCase() === 'B') return Buffer.from(text, 'base64').toString('utf8');
    const bytes = text.replace(/_/g, ' ').replace(/=([0-9A-Fa-f]{2})/g, (_match, hex: string) => `%${hex}`);
    try {
      return decodeURIComponent(bytes);
    } catch {
      return text;
    }
  });
}

function recipients(addresses: SMTPServerAddress[]): string {
  return addresses.map((address) => address.address).join(', ');
}

/**
 * A development SMTP server that accepts every message (no auth, loopback only) and writes
 * it as an .eml file; the API lists that folder at /api/dev/mail in development.
 */
export interface CaughtMail {
  to: string;
  subject: string;
  file: string;
}

export async function startMailCatcher(dir: string, onMail: (mail: CaughtMail) => void): Promise<MailCatcher> {
  mkdirSync(dir, { recursive: true });
  const port = await findFreePort();
  const server = new SMTPServer({
    name: 'homemate-dev-mail',
    banner: 'HomeMate development mail catcher',
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    logger: false,
    size: maxMessageBytes,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('error', callback);
      stream.on('end', () => {
        if (stream.sizeExceeded) {
          callback(Object.assign(new Error('Message too large'), { responseCode: 552 }));
          return;
        }
        const raw = Buffer.concat(chunks);
        const file = join(dir, mailFileName(new Date()));
        // Written under a temporary name first so a reader never sees half a message.
        writeFile(`${file}.part`, raw)
          .then(() => rename(`${file}.part`, file))
          .then(() => {
            const text = raw.toString('utf8');
            const subject = decodeEncodedWords(headerValue(text, 'Subject') ?? '(no subject)');
            onMail({ to: recipients(session.envelope.rcptTo), subject, file });
            callback();
          })
          .catch((error: unknown) => callback(error instanceof Error ? error : new Error(String(error))));
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
  // Errors on single connections are the client's problem; they must not crash the launcher.
  server.on('error', () => undefined);
  return {
    url: `smtp://127.0.0.1:${port}`,
    port,
    dir,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
