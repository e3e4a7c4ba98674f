import { createTransport } from 'nodemailer';
import type { MailMessage } from './mail-message.js';
import { listUnsubscribeHeaders } from './unsubscribe-token.js';

export interface MailerOptions {
  /** smtp://user:pass@host:port (smtps:// for implicit TLS). */
  smtpUrl: string;
  /** Default sender, e.g. "HomeMate <no-reply@homemate.local>". */
  from: string;
}

export interface Mailer {
  /** Sends one message; rejects when the SMTP server refuses it (the queue then retries). */
  send(message: MailMessage): Promise<{ messageId: string }>;
  /** Connects and authenticates once, to fail fast on a wrong SMTP_URL. */
  verify(): Promise<void>;
  close(): void;
}

export function createMailer(options: MailerOptions): Mailer {
  const transport = createTransport({
    url: options.smtpUrl,
    // Nodemailer waits minutes by default; a stuck server should fail the job (and let BullMQ retry)
    // well within the worker's shutdown grace period.
    connectionTimeout: 5000,
    greetingTimeout: 5000,
    socketTimeout: 15000,
  });
  return {
    async send(message) {
      const headers: Record<string, string> = {};
      if (message.locale) headers['Content-Language'] = message.locale;
      if (message.template) headers['X-HomeMate-Template'] = message.template;
      if (message.listUnsubscribe) Object.assign(headers, listUnsubscribeHeaders(message.listUnsubscribe));
      const info = await transport.sendMail({
        from: options.from,
        to: message.to,
        ...(message.replyTo ? { replyTo: message.replyTo } : {}),
        subject: message.subject,
        text: message.text,
        html: message.html,
        attachments: message.attachments?.map(({ filename, content, encoding, contentType }) => ({
          filename,
          content,
          encoding,
          contentType,
        })),
        headers,
      });
      return { messageId: info.messageId };
    },
    async verify() {
      await transport.verify();
    },
    close() {
      transport.close();
    },
  };
}
