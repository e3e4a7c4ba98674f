import enMail from '@hm/i18n/locales/en/mail.json' with { type: 'json' };
import frMail from '@hm/i18n/locales/fr/mail.json' with { type: 'json' };
import type { MailLocale } from './mail-message.js';

/** Variables each template needs; adding a template means adding its texts to mail.json and a line here. */
export interface MailTemplateData {
  test: { firstName?: string };
  welcome: { firstName: string };
}
export type MailTemplateId = keyof MailTemplateData;

type Texts = typeof enMail;
// fr must have every key en has: a missing French text is a compile error, not an English surprise.
const texts: Record<MailLocale, Texts> = { en: enMail, fr: frMail };

export class MailTemplateError extends Error {}

const escapeHtml = (value: string): string =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/** i18next-style {{name}} interpolation; a variable without a value is an error, never a blank in a sent mail. */
function interpolate(template: string, data: Record<string, unknown>, where: string): string {
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, key: string) => {
    const value = data[key];
    if (value === undefined || value === null || value === '') {
      throw new MailTemplateError(`mail template ${where}: missing value for {{${key}}}`);
    }
    return String(value);
  });
}

/** Fits MailMessage / MailJob once `to` is added. */
export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
  locale: MailLocale;
  template: MailTemplateId;
}

/** Renders subject, plain text and HTML of a template in the recipient's language. */
export function renderMail<T extends MailTemplateId>(templateId: T, locale: MailLocale, data: MailTemplateData[T]): RenderedMail {
  const t = texts[locale];
  const vars = data as Record<string, unknown>;
  const where = `${templateId}/${locale}`;
  const template = t[templateId];
  const subject = interpolate(template.subject, vars, where);
  const greeting = vars.firstName ? interpolate(t.layout.greeting, vars, where) : t.layout.greetingAnonymous;
  const paragraphs = [greeting, ...interpolate(template.body, vars, where).split(/\n{2,}/), t.layout.signature];

  const text = [...paragraphs, '--', t.layout.footer].join('\n\n');
  const html = [
    `<!doctype html><html lang="${locale}"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>`,
    '<body style="font-family:Arial,Helvetica,sans-serif;line-height:1.5;color:#1f2937">',
    ...paragraphs.map((p) => `<p>${escapeHtml(p).replace(/\n/g, '<br>')}</p>`),
    `<hr><p style="font-size:12px;color:#6b7280">${escapeHtml(t.layout.footer)}</p>`,
    '</body></html>',
  ].join('');
  return { subject, text, html, locale, template: templateId };
}
