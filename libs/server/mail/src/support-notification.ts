import type { ContactSubject, Language } from '@hm/contracts';
import enForms from '@hm/i18n/locales/en/forms.json' with { type: 'json' };
import frForms from '@hm/i18n/locales/fr/forms.json' with { type: 'json' };
import enMail from '@hm/i18n/locales/en/mail.json' with { type: 'json' };
import frMail from '@hm/i18n/locales/fr/mail.json' with { type: 'json' };
import type { MailLocale, MailMessage, TemplatedMail } from './mail-message.js';
import { renderMail } from './render-mail.js';

// The e-mails that tell support about a message from the public site (contact form, FAQ
// question). The sender's own words go in the body as they typed them (renderMail escapes HTML).

/** Support works in French (Quebec's Charter of the French language makes it the language of work). */
export const SUPPORT_MAIL_LOCALE: MailLocale = 'fr';

interface SupportRequestBase {
  /** SUPPORT_EMAIL. */
  to: string;
  /** The stored row's id, so support can find it. */
  reference: string;
  firstName: string;
  lastName: string;
  email: string;
  /** The language the sender used on the site. */
  locale: Language;
  receivedAt: Date;
}

export interface SupportContactInput extends SupportRequestBase {
  subject: ContactSubject;
  message: string;
}

export interface SupportFaqQuestionInput extends SupportRequestBase {
  question: string;
}

const subjects = { en: enForms.subjects, fr: frForms.subjects } as const;
const languages = { en: enMail.supportLanguages, fr: frMail.supportLanguages } as const;
const DATE_TIME_FORMATS: Readonly<Record<MailLocale, Intl.DateTimeFormat>> = {
  en: new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Toronto', dateStyle: 'long', timeStyle: 'short' }),
  fr: new Intl.DateTimeFormat('fr-CA', { timeZone: 'America/Toronto', dateStyle: 'long', timeStyle: 'short' }),
};

function common(input: SupportRequestBase, locale: MailLocale) {
  return {
    senderName: `${input.firstName} ${input.lastName}`,
    senderEmail: input.email,
    language: languages[locale][input.locale],
    receivedAt: DATE_TIME_FORMATS[locale].format(input.receivedAt),
    reference: input.reference,
  };
}

export function supportContactMail(input: SupportContactInput, locale: MailLocale = SUPPORT_MAIL_LOCALE): MailMessage {
  const rendered = renderMail('supportContactMessage', locale, {
    ...common(input, locale),
    subjectLabel: subjects[locale][input.subject],
    message: input.message,
  });
  // Support answers the visitor by replying to the notification.
  return { to: input.to, replyTo: input.email, ...rendered };
}

export function supportFaqQuestionMail(input: SupportFaqQuestionInput, locale: MailLocale = SUPPORT_MAIL_LOCALE): MailMessage {
  const rendered = renderMail('supportFaqQuestion', locale, { ...common(input, locale), question: input.question });
  return { to: input.to, replyTo: input.email, ...rendered };
}

/** What the sender of a contact message or a FAQ question is told: it arrived, with its reference. */
export interface SupportAcknowledgementInput {
  /** The sender's address, as stored. */
  to: string;
  firstName: string;
  /** The stored row's id, as in support's notification. */
  reference: string;
  /** The language the sender used on the site. */
  locale: Language;
}

/**
 * The acknowledgement to the sender, in the language they wrote in. It never repeats what they
 * wrote: anyone may type any address in the form, and the e-mail must not carry a stranger's text.
 */
export function supportAcknowledgementMail(kind: 'contact' | 'faqQuestion', input: SupportAcknowledgementInput): TemplatedMail {
  const template = kind === 'contact' ? 'contactReceived' : 'faqQuestionReceived';
  return { to: input.to, ...renderMail(template, input.locale, { firstName: input.firstName, reference: input.reference }) };
}

/** An operator's reply from the console's inbox, to the sender, in the language they wrote in. */
export interface SupportReplyInput {
  /** The sender's address, as stored. */
  to: string;
  firstName: string;
  locale: Language;
  /** The operator's words, as typed. */
  reply: string;
  /** The operator's first name: a person answered. */
  operatorName: string;
  /** The request's id, as in the acknowledgement. */
  reference: string;
  /** SUPPORT_EMAIL: where an answer to the e-mail goes (support's mailbox, not the request's thread). */
  replyTo: string;
  /** The site's contact page: the e-mail asks the sender to write again there, with the reference. */
  contactUrl: string;
}

export function supportReplyMail(input: SupportReplyInput): TemplatedMail {
  const { to, locale, replyTo, contactUrl, ...data } = input;
  return { to, replyTo, ...renderMail('supportReply', locale, { ...data, actionUrl: contactUrl }) };
}
