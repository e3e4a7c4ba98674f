import enMail from '@hm/i18n/locales/en/mail.json' with { type: 'json' };
import frMail from '@hm/i18n/locales/fr/mail.json' with { type: 'json' };
import type { NotificationCategory } from '@hm/contracts';
import { MAIL_CATEGORIES } from './mail-categories.js';
import { renderMailLayout } from './mail-layout.js';
import type { MailLocale } from './mail-message.js';
import { unsubscribeLinks, type UnsubscribeSigner } from './unsubscribe-token.js';

/** A booking whose details changed: to the customer (bookingUpdated) or to its pro (proJobUpdated). */
interface ChangedBookingData {
  firstName: string;
  bookingNumber: string;
  serviceOption: string;
  when: string;
  address: string;
  /** The fields that changed, as a list in the e-mail's language. */
  changes: string;
  actionUrl: string;
}

/** A reader's unread messages on a booking: `messages` is the list, written out in the e-mail's language. */
interface UnreadMessagesData {
  firstName: string;
  bookingNumber: string;
  serviceOption: string;
  messages: string;
  actionUrl: string;
}

/** Variables each template needs; adding a template means adding its texts to mail.json and a line here. */
export interface MailTemplateData {
  test: { firstName?: string };
  welcome: { firstName: string };
  /** actionUrl: the single-use link to /reset-password. */
  resetPassword: { firstName: string; actionUrl: string };
  /** Built by bookingConfirmationMail (booking-confirmation.ts); actionUrl: the reservation page. */
  bookingConfirmation: {
    firstName: string;
    bookingNumber: string;
    serviceName: string;
    serviceOption: string;
    price: string;
    when: string;
    address: string;
    actionUrl: string;
  };
  /** Built by booking-notifications.ts; actionUrl: the reservation page. */
  bookingCancelled: { firstName: string; bookingNumber: string; serviceOption: string; when: string; actionUrl: string };
  bookingUpdated: ChangedBookingData;
  bookingReminder: { firstName: string; bookingNumber: string; serviceOption: string; when: string; address: string; actionUrl: string };
  bookingProAssigned: {
    firstName: string;
    bookingNumber: string;
    serviceOption: string;
    when: string;
    professionalName: string;
    actionUrl: string;
  };
  bookingEnRoute: {
    firstName: string;
    bookingNumber: string;
    professionalName: string;
    address: string;
    arrival: string;
    actionUrl: string;
  };
  /** A pro who is on the way gave a new estimated arrival. */
  bookingArrivalUpdated: { firstName: string; bookingNumber: string; professionalName: string; arrival: string; actionUrl: string };
  bookingStarted: { firstName: string; bookingNumber: string; serviceOption: string; professionalName: string; actionUrl: string };
  bookingCompleted: { firstName: string; bookingNumber: string; serviceOption: string; actionUrl: string };
  /** Built by thankYouCodeMail (booking-notifications.ts), after a customer's first completed job; actionUrl: the booking page. */
  thankYouCode: { firstName: string; code: string; percent: number; actionUrl: string };
  /** Built by finalPriceToApproveMail (booking-notifications.ts); total: formatted, taxes included; actionUrl: the reservation page. */
  finalPriceToApprove: { firstName: string; bookingNumber: string; total: string; actionUrl: string };
  /** Built by receiptMail (receipt.ts), with the PDF; paid: formatted, tip included; actionUrl: the reservation page. */
  receipt: { firstName: string; number: string; bookingNumber: string; paid: string; actionUrl: string };
  receiptReissued: { firstName: string; number: string; bookingNumber: string; paid: string; actionUrl: string };
  /** Built by cardPaymentNeededMail: the card could not be charged off-session; actionUrl: Stripe's payment page. */
  cardPaymentNeeded: { firstName: string; bookingNumber: string; amount: string; actionUrl: string };
  /** Built by refundMadeMail: an operator's refund reached the card; reason: the operator's words; actionUrl: the reservation page. */
  refundMade: { firstName: string; bookingNumber: string; amount: string; reason: string; actionUrl: string };
  /** Built by finalPriceDisputedMail (booking-notifications.ts); sent to SUPPORT_EMAIL; actionUrl: the booking in the console. */
  finalPriceDisputed: { customerName: string; bookingNumber: string; total: string; reason: string; actionUrl: string };
  /** Built by pro-job-notifications.ts, to the assigned professional; actionUrl: the pro app's jobs. */
  /** access: the door code and parking, which only the assigned pro is told. */
  proJobUpdated: ChangedBookingData & { access: string };
  proReviewReceived: { firstName: string; bookingNumber: string; serviceOption: string; rating: number; actionUrl: string };
  /** Built by unreadMessagesMail (message-notifications.ts): one unread message, or several; actionUrl: the reservation page. */
  unreadMessage: UnreadMessagesData & { senderName: string };
  unreadMessages: UnreadMessagesData & { count: number };
  proJobCancelled: {
    firstName: string;
    bookingNumber: string;
    serviceOption: string;
    when: string;
    address: string;
    reason: string;
    actionUrl: string;
  };
  /** Built by supportContactMail (support-notification.ts); sent to SUPPORT_EMAIL. */
  supportContactMessage: {
    senderName: string;
    senderEmail: string;
    subjectLabel: string;
    language: string;
    receivedAt: string;
    reference: string;
    message: string;
  };
  /** Built by supportFaqQuestionMail (support-notification.ts); sent to SUPPORT_EMAIL. */
  supportFaqQuestion: {
    senderName: string;
    senderEmail: string;
    language: string;
    receivedAt: string;
    reference: string;
    question: string;
  };
  /** To the sender of a contact message or a FAQ question: it arrived (support-notification.ts). */
  contactReceived: { firstName: string; reference: string };
  faqQuestionReceived: { firstName: string; reference: string };
  /**
   * Built by supportReplyMail (support-notification.ts): an operator's answer, in the sender's language; reply: the operator's
   * words; actionUrl: the site's contact page, where the sender writes again (a reply to the e-mail reaches support's mailbox,
   * not the request's thread).
   */
  supportReply: { firstName: string; reply: string; operatorName: string; reference: string; actionUrl: string };
  /** To whoever applied on /grow-business: the application arrived. */
  proApplicationReceived: { firstName: string };
  /** An approved professional's single-use link to /pro/welcome; days: how long it works. */
  proInvitation: { firstName: string; days: number; actionUrl: string };
  /** The operator declined the application (sent only when they choose to). */
  proRejected: { firstName: string };
  /** To someone on a service area's waitlist, once: a pro now serves it (service-area-notification.ts); actionUrl: the booking page. */
  serviceAreaOpened: { serviceName: string; fsa: string; actionUrl: string };
  /** Built by contentModerationMail: an operator hid the author's post or comment; item: which, in the e-mail's language; reason: the operator's words. */
  contentHidden: { firstName: string; item: string; reason: string };
  contentRestored: { firstName: string; item: string };
  /** Built by credential-notification.ts, to the pro; credential: its name in the e-mail's language; actionUrl: the pro app's credentials page. */
  credentialVerified: { firstName: string; credential: string; actionUrl: string };
  /** note: the operator's words. */
  credentialRejected: { firstName: string; credential: string; note: string; actionUrl: string };
  /** date: the expiry day written out; days: 30, 7 or 1. */
  credentialExpiring: { firstName: string; credential: string; date: string; days: number; actionUrl: string };
  credentialExpired: { firstName: string; credential: string; date: string; actionUrl: string };
}
export type MailTemplateId = keyof MailTemplateData;

type Texts = typeof enMail;
// fr must have every key en has: a missing French text is a compile error, not an English surprise.
const texts: Record<MailLocale, Texts> = { en: enMail, fr: frMail };

export class MailTemplateError extends Error {}

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

/** The button of a template with an `action` text: only an absolute http(s) link may become one. */
function actionUrl(value: unknown, where: string): string {
  if (typeof value !== 'string' || !URL.canParse(value) || !['http:', 'https:'].includes(new URL(value).protocol)) {
    throw new MailTemplateError(`mail template ${where}: actionUrl must be an http(s) URL`);
  }
  return value;
}

/** A switchable e-mail's unsubscribe link and label; null for an e-mail that is always sent. */
function unsubscribeOf(templateId: MailTemplateId, t: Texts, account: MailAccount | undefined, where: string) {
  const category: NotificationCategory | 'always' = MAIL_CATEGORIES[templateId];
  if (category === 'always') return null;
  if (!account) throw new MailTemplateError(`mail template ${where}: needs the recipient's account for its unsubscribe link`);
  return { label: t.layout.unsubscribe[category], ...unsubscribeLinks(account.signer, { userId: account.userId, category }) };
}

/** The account an e-mail goes to: a switchable e-mail's unsubscribe link is signed for it. */
export interface MailAccount {
  userId: string;
  signer: UnsubscribeSigner;
}

/** Fits MailMessage / MailJob once `to` is added. */
export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
  locale: MailLocale;
  template: MailTemplateId;
  /** A switchable e-mail's one-click unsubscribe address (RFC 8058), sent as List-Unsubscribe. */
  listUnsubscribe?: string;
}

/**
 * Subject, plain text and HTML of a template in the recipient's language. A template whose
 * category has a switch (mail-categories.ts) needs `account`: it carries an unsubscribe link.
 */
export function renderMail<T extends MailTemplateId>(
  templateId: T,
  locale: MailLocale,
  data: MailTemplateData[T],
  account?: MailAccount,
): RenderedMail {
  const t = texts[locale];
  const vars = data as Record<string, unknown>;
  const where = `${templateId}/${locale}`;
  const template = t[templateId];
  const subject = interpolate(template.subject, vars, where);
  const greeting = vars.firstName ? interpolate(t.layout.greeting, vars, where) : t.layout.greetingAnonymous;
  const body = interpolate(template.body, vars, where).split(/\n{2,}/);
  const action = 'action' in template ? { label: template.action, url: actionUrl(vars.actionUrl, where) } : null;
  const unsubscribe = unsubscribeOf(templateId, t, account, where);

  // French puts a (non-breaking) space before a colon.
  const colon = locale === 'fr' ? '\u00a0:' : ':';
  const text = [
    greeting,
    ...body,
    ...(action ? [`${action.label}${colon}\n${action.url}`] : []),
    t.layout.signature,
    '--',
    t.layout.footer,
    ...(unsubscribe ? [`${unsubscribe.label}${colon}\n${unsubscribe.pageUrl}`] : []),
  ].join('\n\n');
  const html = renderMailLayout({
    locale,
    subject,
    preview: body[0] ?? subject,
    greeting,
    paragraphs: body,
    action: action ? { ...action, fallback: t.layout.linkFallback } : null,
    signature: t.layout.signature,
    footer: t.layout.footer,
    unsubscribe: unsubscribe ? { label: unsubscribe.label, url: unsubscribe.pageUrl } : null,
  });
  return { subject, text, html, locale, template: templateId, ...(unsubscribe ? { listUnsubscribe: unsubscribe.oneClickUrl } : {}) };
}
