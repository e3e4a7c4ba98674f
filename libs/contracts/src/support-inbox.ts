// The operators' support inbox (docs/operations.md "Support inbox"): the contact form's messages and
// the FAQ page's questions in one list, each with a status, an operator it is assigned to, internal
// notes and the replies sent by e-mail; and the waitlists' sign-ups, exported as CSV.
import type { Language } from './language.js';
import type { ContactSubject, EmailCaptureSource } from './public-forms.js';

/** Where a request came from: the contact form or the FAQ page's question form. */
export const SUPPORT_REQUEST_KINDS = ['contact', 'faq'] as const;
export type SupportRequestKind = (typeof SUPPORT_REQUEST_KINDS)[number];

/** new on arrival; in_progress once someone works on it; answered when a reply is sent; closed by hand. */
export const SUPPORT_STATUSES = ['new', 'in_progress', 'answered', 'closed'] as const;
export type SupportStatus = (typeof SUPPORT_STATUSES)[number];

export const ADMIN_INBOX_ROUTE = 'admin/inbox';
export const adminInboxItemRoute = (kind: SupportRequestKind, id: string): string =>
  `${ADMIN_INBOX_ROUTE}/${kind}/${encodeURIComponent(id)}`;
export const ADMIN_WAITLISTS_ROUTE = 'admin/waitlists';
/** The same list as CSV (text/csv), every page. */
export const ADMIN_WAITLISTS_CSV_ROUTE = 'admin/waitlists/export';

export const INBOX_PAGE_SIZE = 30;
export const WAITLIST_PAGE_SIZE = 50;
/** A reply or an internal note, in characters. */
export const SUPPORT_MESSAGE_MAX_LENGTH = 5000;

/** GET ADMIN_INBOX_ROUTE: newest first. `assigned`: 'me' (the caller), 'nobody', or any. */
export interface InboxQuery {
  kind?: SupportRequestKind;
  status?: SupportStatus;
  assigned?: 'me' | 'nobody';
  /** The sender's name or e-mail, or the text, contains this. */
  search?: string;
  page?: number;
}

export interface InboxPerson {
  id: string;
  name: string;
}

export interface InboxItemSummary {
  kind: SupportRequestKind;
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  /** The language the sender wrote in: replies are e-mailed in it. */
  locale: Language;
  /** The contact form's subject; null for a FAQ question. */
  subject: ContactSubject | null;
  /** The first characters of the message or question. */
  excerpt: string;
  status: SupportStatus;
  assignee: InboxPerson | null;
  /** ISO instants. */
  createdAt: string;
  updatedAt: string;
  replies: number;
}

export interface InboxListView {
  items: InboxItemSummary[];
  page: number;
  totalPages: number;
  total: number;
}

/** A reply (e-mailed to the sender) or an internal note (operators only). */
export interface InboxThreadEntry {
  id: string;
  kind: 'reply' | 'note';
  body: string;
  author: InboxPerson | null;
  /** ISO instant. */
  at: string;
}

export interface InboxItemView extends InboxItemSummary {
  /** The whole message or question, as the sender typed it. */
  text: string;
  /** Oldest first. */
  thread: InboxThreadEntry[];
  /** The operators it may be assigned to, by name. */
  operators: InboxPerson[];
}

/** PATCH adminInboxItemRoute: a new status, and/or an operator to assign (null: nobody). */
export interface UpdateInboxItemRequest {
  status?: SupportStatus;
  assigneeId?: string | null;
}

/** POST …/replies (e-mailed to the sender) and …/notes (kept for operators). */
export interface InboxMessageRequest {
  body: string;
}

/** GET ADMIN_WAITLISTS_ROUTE (and the CSV): newest first, optionally one list. */
export interface WaitlistQuery {
  source?: EmailCaptureSource;
  page?: number;
}

export interface WaitlistEntryView {
  email: string;
  source: EmailCaptureSource;
  locale: Language;
  /** ISO instant. */
  createdAt: string;
}

export interface WaitlistListView {
  items: WaitlistEntryView[];
  page: number;
  totalPages: number;
  total: number;
}
