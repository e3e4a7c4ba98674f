import type { AccountLinkKind } from '@hm/db';
import type { QueueName } from './queue-names.js';

/**
 * A rendered e-mail. Producers render templates (renderMail from @hm/mail) when they enqueue, so a
 * retried job sends exactly what was decided at the time of the business change. Never for a mail
 * that carries a secret: jobs stay readable in Redis and Bull Board (see AccountLinkJob).
 */
export interface MailJob {
  to: string;
  /** Where replies go when not to the sender, e.g. the visitor who wrote to support. */
  replyTo?: string;
  subject: string;
  text: string;
  html?: string;
  locale?: 'fr' | 'en';
  /** Template id the mail was rendered from, kept for logs and the dev mail viewer. */
  template?: string;
  /** Files sent with the mail, e.g. a booking's .ics calendar entry or a PDF receipt (base64: the payload is JSON). */
  attachments?: MailJobAttachment[];
  /** A switchable e-mail's one-click unsubscribe address, sent as List-Unsubscribe (RFC 8058). */
  listUnsubscribe?: string;
}

export interface MailJobAttachment {
  filename: string;
  /** The file's text (UTF-8), or its bytes in base64 when `encoding` says so. */
  content: string;
  encoding?: 'base64';
  /** e.g. 'text/calendar; charset=utf-8; method=PUBLISH' */
  contentType: string;
}

/**
 * queue -> job name -> payload. Shared by producers (enqueueViaOutbox) and processors
 * (@JobHandler in the worker), so both sides agree on every payload at compile time.
 */
export interface JobMap {
  mail: {
    send: MailJob;
    /** The e-mail 24 h before a visit, a delayed job. */
    bookingReminder: BookingReminderJob;
    /** A password-reset or invitation link, its token made by the worker at send time. */
    accountLink: AccountLinkJob;
    /** One reader's unread messages on one booking, a delayed job (docs/notifications.md). */
    unreadMessages: UnreadMessagesJob;
    /** A paid job's receipt with its PDF, made when the job runs (docs/pricing-and-taxes.md "Receipts"). */
    receipt: ReceiptMailJob;
    /** A new booking's confirmation with its calendar entry, written when the job runs from the booking as stored. */
    bookingConfirmation: BookingConfirmationJob;
    /** The daily reminders of credentials about to expire or lapsed (a repeatable job, docs/verified-trades.md). */
    credentialExpiries: Record<string, never>;
  };
  payments: {
    /** Apply one Stripe webhook event, stored once in stripe_events (docs/payments-by-card.md). */
    stripeEvent: StripeEventJob;
    /** Charge a booking's saved card off-session: the job's total with its tip, a tip given after, a late-change fee. */
    charge: CardChargeJob;
    /** Send an operator's refund to Stripe. */
    refund: CardRefundJob;
  };
  chat: {
    /** Answer the conversation's pending user message (chat assistant). */
    reply: ChatReplyJob;
    /** Delete conversations past their 30 days (a repeatable job). */
    purge: Record<string, never>;
    /** Translate a booking message for its readers whose language it is not in (docs/messages.md). */
    translateMessage: TranslateMessageJob;
  };
}

/**
 * The reminder of a booking (docs/booking-rules.md). The worker re-reads the booking and sends only if `version`
 * is still the booking's reminder_version (an edit of the date or time, or a cancellation, bumps
 * it) and the booking is still pending or confirmed.
 */
export interface BookingReminderJob {
  bookingId: string;
  version: number;
  /** Absolute link to the reservation page (the worker has no public URL of its own). */
  reservationUrl: string;
}

/**
 * Ids only: the worker gives the link row its token (issueAccountLink from @hm/db), so the secret
 * exists only in the sent mail and, hashed, on the row. A link spent or expired by then sends nothing.
 */
export interface AccountLinkJob {
  kind: AccountLinkKind;
  /** password_reset_tokens.id or professional_invitations.id */
  rowId: string;
  /** The page the link opens, without its token, e.g. https://homemate.example/reset-password. */
  pageUrl: string;
}

/**
 * Ids only: when the job runs, the worker mails the reader the messages they have still not read
 * nor been mailed (none: nothing is sent), in their saved language, unless they turned messages off.
 */
export interface UnreadMessagesJob {
  bookingId: string;
  /** The reader: the booking's owner or its assigned professional. */
  userId: string;
  /** Absolute link to the reservation page, where both parties read the thread. */
  reservationUrl: string;
}

/** Ids only: the event's payload is read from stripe_events, never carried in Redis. */
export interface StripeEventJob {
  eventId: string;
}

/** Ids only: the worker reads the booking, its invoice, tip, card and charges when the job runs. */
export interface CardChargeJob {
  bookingId: string;
  /** The job's total with its tip, a tip given after it, or a late-change fee the customer accepted. */
  kind: 'job' | 'tip' | 'late_cancellation' | 'late_reschedule';
}

export interface CardRefundJob {
  refundId: string;
}

/**
 * Ids only: the worker renders the receipt's PDF from what the receipt row says when the job runs,
 * outside the payment's transaction (which holds the year's receipt counter). A version replaced
 * meanwhile sends nothing: its successor's job sends the receipt as it is now.
 */
/** Written by the booking's own insert statement (bookingInsertStatement of @hm/db). */
export interface BookingConfirmationJob {
  bookingId: string;
  /** Absolute link to the reservation page (the worker has no public URL of its own). */
  reservationUrl: string;
}

export interface ReceiptMailJob {
  bookingId: string;
  version: number;
  /** Absolute link to the reservation page. */
  reservationUrl: string;
}

/** Ids only: the worker reads the conversation as it is when the job runs. */
export interface ChatReplyJob {
  conversationId: string;
  /** The user message to answer. */
  messageId: string;
}

/**
 * Ids only: the worker reads the message, its booking's current readers and their languages when
 * the job runs, so a reader who may no longer see the thread gets nothing.
 */
export interface TranslateMessageJob {
  messageId: string;
}

export type JobName<Q extends QueueName> = keyof JobMap[Q] & string;
export type JobPayload<Q extends QueueName, N extends JobName<Q>> = JobMap[Q][N];
/** Union of the payloads of one queue. */
export type QueuePayload<Q extends QueueName> = JobMap[Q][JobName<Q>];

/**
 * The job names at run time (types vanish), so the worker can check at start-up that every job has
 * exactly one handler. The type below fails to compile if this list and JobMap drift apart.
 */
export const JOB_NAMES = {
  mail: ['send', 'bookingReminder', 'accountLink', 'unreadMessages', 'receipt', 'bookingConfirmation', 'credentialExpiries'],
  payments: ['stripeEvent', 'charge', 'refund'],
  chat: ['reply', 'purge', 'translateMessage'],
} as const satisfies { [Q in QueueName]: readonly JobName<Q>[] };

type Missing = { [Q in QueueName]: Exclude<JobName<Q>, (typeof JOB_NAMES)[Q][number]> }[QueueName];
// If this line fails to compile, a job name of JobMap is missing from JOB_NAMES.
const _jobNamesComplete: [Missing] extends [never] ? true : Missing = true;
void _jobNamesComplete;
