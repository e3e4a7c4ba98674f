import { p } from '@mikro-orm/core';
import { SUPPORTED_LANGUAGES, SUPPORT_STATUSES, type SupportStatus } from '@hm/contracts';
import { User } from './user.entity.js';

// What the contact form's messages and the FAQ page's questions both hold: who wrote, in which
// language, and where support stands with it (Migration0005PublicSite).

/** The inbox's statuses (SUPPORT_STATUSES; Migration0031SupportInbox). */
export const SUPPORT_REQUEST_STATUSES = SUPPORT_STATUSES;
export type SupportRequestStatus = SupportStatus;

/** The sender, as typed (trimmed; the e-mail lower-cased). */
export const senderColumns = () => ({
  firstName: p.text(),
  lastName: p.text(),
  email: p.text(),
});

export const supportRequestStateColumns = () => ({
  status: p.enum(SUPPORT_REQUEST_STATUSES).columnType('text').default('new'),
  locale: p.enum(SUPPORTED_LANGUAGES).columnType('text'),
  /** The operator working on it; null: nobody yet. */
  assignee: () => p.manyToOne(User).nullable().deleteRule('set null'),
});
