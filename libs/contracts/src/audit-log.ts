// The operators' audit log (docs/operations.md "Audit log"): every action an operator takes in the
// console, with who, when, what and why. Rows are append-only (the database refuses to change or
// delete one), written in the same transaction as the action they record.

/** What an operator did. */
export const OPERATOR_ACTIONS = [
  'application_approved',
  'application_rejected',
  'booking_assigned',
  'booking_transition',
  'invoice_corrected',
  'refund_requested',
  'receipt_reissued',
  'day_capacity_set',
  'day_capacity_removed',
  'support_assigned',
  'support_status_changed',
  'support_replied',
  'account_disabled',
  'account_enabled',
  'password_reset_sent',
  'role_changed',
  'content_hidden',
  'content_restored',
  'credential_verified',
  'credential_rejected',
] as const;
export type OperatorActionKind = (typeof OPERATOR_ACTIONS)[number];

/**
 * What the action was taken on; `targetId` is then an application id, a booking number, a date and
 * trade ("2026-12-01/moving"), a support request ("contact/<uuid>", "faq/<uuid>"), a user id, or a
 * blog post's or comment's id.
 */
export const AUDIT_TARGET_TYPES = ['application', 'booking', 'day', 'support_request', 'user', 'blog_post', 'blog_comment'] as const;
export type AuditTargetType = (typeof AUDIT_TARGET_TYPES)[number];

export const ADMIN_AUDIT_ROUTE = 'admin/audit-log';
export const AUDIT_PAGE_SIZE = 50;

/** GET ADMIN_AUDIT_ROUTE: newest first, filtered. */
export interface AuditLogQuery {
  action?: OperatorActionKind;
  /** The operator's e-mail or name, or the target (booking number, applicant), contains this. */
  search?: string;
  page?: number;
}

/** Facts the action carried, for the console to show; each action fills its own (support_status_changed: from, to). */
export interface AuditDetails {
  /** application_*: the applicant's e-mail and trade. */
  email?: string;
  trade?: string | null;
  /** application_rejected: whether the applicant was e-mailed. */
  notified?: boolean;
  /** booking_assigned / booking_transition: the step (a BookingAction) and the timeline status before and after. */
  step?: string;
  from?: string;
  to?: string;
  /** booking_assigned: the professional given the job. */
  professional?: string | null;
  /** invoice_corrected: the new total; refund_requested: the amount; in cents. */
  totalCents?: number;
  amountCents?: number;
  /** day_capacity_set: the cap. */
  maxBookings?: number;
  /** support_assigned: the operator given the request (null: nobody). */
  assignee?: string | null;
  /** support_replied: the language the reply was e-mailed in; content_hidden / content_restored: the author's, the e-mail's. */
  locale?: string;
  /** content_hidden / content_restored: the post the item is, or is on (its slug). */
  post?: string;
  /** credential_verified / credential_rejected: which one (rbq, cmmtq, cmeq, insurance). */
  credential?: string;
  /** refund_requested: which card charge (job, late_cancellation, late_reschedule). */
  charge?: string;
  /** receipt_reissued: the receipt's number. */
  receipt?: string;
  /** receipt_reissued: the version the reissue made (2 and up). */
  version?: number;
}

export interface OperatorActionView {
  id: string;
  /** ISO instant. */
  at: string;
  actor: { id: string; name: string; email: string };
  action: OperatorActionKind;
  targetType: AuditTargetType;
  targetId: string;
  /** How people name the target: a booking number, an applicant's name, "2026-12-01 · moving". */
  targetLabel: string;
  reason: string | null;
  details: AuditDetails;
}

export interface AuditLogView {
  items: OperatorActionView[];
  page: number;
  totalPages: number;
  total: number;
}
