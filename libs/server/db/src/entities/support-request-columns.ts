import { p } from '@mikro-orm/core';
import { SUPPORTED_LANGUAGES } from '@hm/contracts';

// What the contact form's messages and the FAQ page's questions both hold: who wrote, in which
// language, and where support stands with it (Migration0005PublicSite).

/** 'pending' on submit; support marks a request answered or closed. */
export const SUPPORT_REQUEST_STATUSES = ['pending', 'answered', 'closed'] as const;
export type SupportRequestStatus = (typeof SUPPORT_REQUEST_STATUSES)[number];

/** The sender, as typed (trimmed; the e-mail lower-cased). */
export const senderColumns = () => ({
  firstName: p.text(),
  lastName: p.text(),
  email: p.text(),
});

export const supportRequestStateColumns = () => ({
  status: p.enum(SUPPORT_REQUEST_STATUSES).columnType('text').default('pending'),
  locale: p.enum(SUPPORTED_LANGUAGES).columnType('text'),
});
