export { createMailer, type Mailer, type MailerOptions } from './mailer.js';
export { renderMail, MailTemplateError, type MailTemplateId, type MailTemplateData, type RenderedMail } from './render-mail.js';
export type { MailMessage, MailLocale } from './mail-message.js';
