import { BOOKING_TIME_ZONE } from '@hm/contracts';
import type { MailLocale, TemplatedMail } from './mail-message.js';
import { renderMail, type MailAccount } from './render-mail.js';

// The e-mail of messages a reader has not read (docs/notifications.md), in the reader's saved
// language, each message with its writer and its Montreal time.

export interface UnreadMessage {
  senderName: string;
  /** Plain text as written: the template escapes it in HTML. */
  message: string;
  createdAt: Date;
}

export interface UnreadMessagesInput {
  to: string;
  firstName: string;
  bookingNumber: string;
  /** The booked option, in the reader's language. */
  serviceOption: string;
  /** Oldest first; at least one. */
  messages: readonly UnreadMessage[];
  reservationUrl: string;
  /** The reader's account: the e-mail's unsubscribe link is signed for it. */
  account: MailAccount;
}

const timeFormat: Record<MailLocale, Intl.DateTimeFormat> = {
  en: new Intl.DateTimeFormat('en-CA', { timeZone: BOOKING_TIME_ZONE, month: 'long', day: 'numeric', hour: 'numeric', minute: '2-digit' }),
  fr: new Intl.DateTimeFormat('fr-CA', { timeZone: BOOKING_TIME_ZONE, month: 'long', day: 'numeric', hour: 'numeric', minute: '2-digit' }),
};

/** One e-mail for one message or several (a burst of messages is mailed once). */
export function unreadMessagesMail(locale: MailLocale, input: UnreadMessagesInput): TemplatedMail {
  if (input.messages.length === 0) throw new Error('unreadMessagesMail: no message to send');
  const colon = locale === 'fr' ? '\u00a0:' : ':';
  const messages = input.messages
    .map((m) => `${m.senderName}, ${timeFormat[locale].format(m.createdAt)}${colon}\n${m.message}`)
    .join('\n\n');
  const common = {
    firstName: input.firstName,
    bookingNumber: input.bookingNumber,
    serviceOption: input.serviceOption,
    messages,
    actionUrl: input.reservationUrl,
  };
  const rendered =
    input.messages.length === 1
      ? renderMail('unreadMessage', locale, { ...common, senderName: input.messages[0]!.senderName }, input.account)
      : renderMail('unreadMessages', locale, { ...common, count: input.messages.length }, input.account);
  return { to: input.to, ...rendered };
}
