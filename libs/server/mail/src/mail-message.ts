import type { MailTemplateId } from './render-mail.js';

export type MailLocale = 'fr' | 'en';

/** A rendered e-mail, ready for SMTP. (Same shape as MailJob in @hm/queue.) */
export interface MailMessage {
  to: string;
  /** Where replies go when not to the sender, e.g. the visitor who wrote to support. */
  replyTo?: string;
  subject: string;
  text: string;
  html?: string;
  locale?: MailLocale;
  /** Template it was rendered from; sent as a header so the dev mail viewer and logs can show it. */
  template?: string;
  attachments?: MailAttachment[];
  /** A switchable e-mail's one-click unsubscribe address: the List-Unsubscribe headers (RFC 8058). */
  listUnsubscribe?: string;
}

/** A MailMessage rendered from one of the templates, which names it (mail-categories.ts reads it). */
export type TemplatedMail = MailMessage & { template: MailTemplateId };

/** A file sent with a mail (an .ics calendar entry, a PDF receipt); it travels in JSON job payloads. */
export interface MailAttachment {
  filename: string;
  /** The file's text (UTF-8), or its bytes in base64 when `encoding` says so. */
  content: string;
  encoding?: 'base64';
  contentType: string;
}
