import type { TemplatedMail } from './mail-message.js';
import type { MailLocale } from './mail-message.js';
import { renderMail } from './render-mail.js';

export interface ServiceAreaOpenedInput {
  /** The address left on the service area's waitlist. */
  to: string;
  /** The service's name in the e-mail's language. */
  serviceName: string;
  /** The area that opened ('J8Y'). */
  fsa: string;
  /** Where to book (the booking page). */
  bookUrl: string;
}

/** To someone on a service area's waitlist, in the language they asked in: a pro of the service now serves their area. */
export function serviceAreaOpenedMail(locale: MailLocale, input: ServiceAreaOpenedInput): TemplatedMail {
  const rendered = renderMail('serviceAreaOpened', locale, { serviceName: input.serviceName, fsa: input.fsa, actionUrl: input.bookUrl });
  return { to: input.to, ...rendered };
}
