// Reservations and the customer dashboard as both sides see them: reading one booking
// with its timeline, messages and review, editing and cancelling it, the dashboard list, counts and
// activity, and the operator's transitions. Every route answers 404 for a booking the caller may
// not see (never 403, so a booking number's existence is not revealed).
import type { MessageTranslationView } from './message-translation.js';
import type { BookingAction, BookingActor } from './booking-transitions.js';
import type { TimelineStatus } from './booking-status.js';
import type { BookingIdentity, BookingView, CreateBookingRequest } from './booking.js';
import type { LateFeeKind } from './change-policy.js';
import type { FinalInvoiceRequest, FinalInvoiceView } from './final-invoice.js';
import type { ThankYouCode } from './offers.js';
import type { CardChargeFailure, CardChargeView, CardPaymentView } from './card-payments.js';
import type { PaymentMethod, PaymentView } from './payments.js';
import type { TipView } from './tips.js';
import type { PublicCredentialView } from './pro-credentials.js';

// ---- One booking -------------------------------------------------------------------------

/** The assigned professional as the customer sees them. */
export interface BookingProfessionalView {
  id: string;
  firstName: string;
  lastName: string;
  /** Absolute or root-relative URL; null when the pro has no photo (the web shows initials). */
  photoUrl: string | null;
  phone: string | null;
  /** ISO-8601 instant, set when the pro is en route. */
  estimatedArrival: string | null;
  /** The pro's verified, unexpired licence, memberships and insurance (docs/verified-trades.md); never a document. */
  credentials: PublicCredentialView[];
}

export const REVIEW_RATING_MIN = 1;
export const REVIEW_RATING_MAX = 5;
export const REVIEW_COMMENT_MAX_LENGTH = 2000;

export interface BookingReviewView {
  rating: number;
  comment: string;
  createdAt: string;
}

export interface BookingCancellationView {
  /** ISO-8601 instant. */
  cancelledAt: string;
  /** The customer, or HomeMate (an operator). */
  by: 'customer' | 'admin';
}

/** Until when the visit may be moved or cancelled for free, and what a later change costs (change-policy.ts). */
export interface ChangePolicyView {
  /** ISO-8601 instant: FREE_CHANGE_NOTICE_HOURS before the visit. */
  freeUntil: string;
  /** Before taxes. */
  lateFeeCents: number;
}

/** A late-change fee the customer accepted (docs/booking-rules.md), and its card charge (docs/payments-by-card.md). */
export interface LateFeeView {
  kind: LateFeeKind;
  /** Before taxes. */
  amountCents: number;
  /** ISO-8601 instant. */
  createdAt: string;
  /** Its charge to the booking's saved card once tried (the fee with its taxes); null otherwise: to be paid. */
  charge: CardChargeView | null;
}

/** A paid job's receipt (docs/pricing-and-taxes.md "Receipts"). */
export interface ReceiptView {
  /** 'R2026-000001': sequential per year, without gaps. */
  number: string;
  /** 1, then one more at each reissue. */
  version: number;
  /** ISO-8601 instant of the latest version. */
  issuedAt: string;
}

/** GET /api/bookings/:number — the booking with what the reservation page shows around it. */
export interface ReservationView extends BookingView {
  professional: BookingProfessionalView | null;
  review: BookingReviewView | null;
  /**
   * Whose eyes the view is for: the owner reads it as the customer, the assigned professional as
   * the professional, an operator as 'admin'. The web shows the thread from that side ("You").
   */
  viewer: BookingActor;
  /** When a cancelled booking was cancelled, and by whom (null otherwise). */
  cancellation: BookingCancellationView | null;
  /** For a booking the caller may edit (the owner or an operator, pending or confirmed); null otherwise. */
  changePolicy: ChangePolicyView | null;
  /** The late-change fees the customer accepted, oldest first; always empty for the professional. */
  lateFees: LateFeeView[];
  /** To its owner, the thank-you code this booking earned (its first completed job); null otherwise. */
  thankYouCode: ThankYouCode | null;
  /** The final invoice the pro recorded with the completion; null before (docs/pricing-and-taxes.md "The final price"). */
  invoice: FinalInvoiceView | null;
  /** How and when the customer paid, once the pro recorded it; null before. */
  payment: PaymentView | null;
  /** The job's tip once given (tips.ts); null before. */
  tip: TipView | null;
  /** The card saved for the booking and its charge, to its customer and operators (card-payments.ts); null for the pro or without a card. */
  cardPayment: CardPaymentView | null;
  /** The paid job's receipt, to its customer and operators (GET RESERVATION_ROUTES.receipt); null before, and for the pro. */
  receipt: ReceiptView | null;
  /** To its owner, while a tip may be added (the final price agreed, TIP_WINDOW_HOURS after completion): until when; null otherwise. */
  tipUntil: string | null;
  /** What the caller may do now (from booking-transitions.ts and the status rules). */
  can: {
    edit: boolean;
    cancel: boolean;
    review: boolean;
    message: boolean;
  };
}

// ---- Timeline ----------------------------------------------------------------------------

/**
 * A translatable note on a timeline event or a system message: the web renders it in the
 * reader's language from `code` and `params`. Free text typed by an operator or a pro is `text`.
 */
export type BookingNote =
  | { code: 'booking_received' }
  | { code: 'pro_assigned'; professionalName: string }
  | { code: 'en_route'; professionalName: string; estimatedArrival: string | null }
  /** The pro on the way gave a new estimated arrival (an instant). */
  | { code: 'arrival_updated'; professionalName: string; estimatedArrival: string }
  | { code: 'job_started'; professionalName: string | null }
  | { code: 'job_completed'; professionalName: string | null }
  | { code: 'details_updated'; fields: EditableBookingField[] }
  /** A move to a time its pro is not free: the job waits for another pro (docs/booking-rules.md). */
  | { code: 'back_to_matching'; professionalName: string }
  | { code: 'booking_cancelled'; by: 'customer' | 'admin' }
  | { code: 'review_left'; rating: number }
  /** The final price waits for the customer's approval (docs/pricing-and-taxes.md "The final price"). */
  | { code: 'final_price_to_approve'; totalCents: number }
  | { code: 'final_price_approved'; by: 'customer' | 'admin' }
  | { code: 'final_price_disputed' }
  /** HomeMate's support corrected the final price (a dispute settled): the new total, agreed. */
  | { code: 'final_price_corrected'; totalCents: number }
  /** The job was paid: recorded by the pro, or charged to the card (docs/pricing-and-taxes.md "Payment"). */
  | { code: 'payment_recorded'; method: PaymentMethod; amountCents: number; tipCents: number }
  /** The customer tipped from the app (tips.ts). */
  | { code: 'tip_given'; amountCents: number }
  /** The customer saved a card for the booking (card-payments.ts): its brand and last four digits. */
  | { code: 'card_saved'; brand: string; last4: string }
  /** The card could not be charged off-session: the customer pays through the payment link. */
  | { code: 'card_payment_needed'; amountCents: number; reason: CardChargeFailure }
  /** HomeMate refunded part or all of the card payment. */
  | { code: 'refund_made'; amountCents: number }
  | { code: 'text'; text: string };
export type BookingNoteCode = BookingNote['code'];

/** 'cancelled' marks the cancellation on the timeline; the five statuses are the job's steps. */
export type TimelineEventStatus = TimelineStatus | 'cancelled';

export interface TimelineEventView {
  id: string;
  status: TimelineEventStatus;
  note: BookingNote | null;
  createdAt: string;
}

// ---- Messages ----------------------------------------------------------------------------

export type MessageSenderType = 'customer' | 'professional' | 'system';

export const BOOKING_MESSAGE_MAX_LENGTH = 2000;

export interface BookingMessageView {
  id: string;
  senderType: MessageSenderType;
  senderName: string;
  /** Plain text, shown as text (never as HTML). For a system message, the text in the booking's language. */
  message: string;
  /** For a system message: what happened, so the web can show it in the reader's language. */
  note: BookingNote | null;
  createdAt: string;
  /**
   * To a reader of the message (the other party) whose language differs from the one it was written
   * in, once the worker has translated it (docs/messages.md); null otherwise, and always for its writer.
   */
  translation?: MessageTranslationView | null;
}

export interface SendBookingMessageRequest {
  message: string;
}

/** The two people a booking's thread is written to: its owner and its assigned professional. */
export type ThreadReader = 'customer' | 'professional';

/**
 * Whose messages each reader is told about (docs/notifications.md): the other party's, and an
 * operator's (written as HomeMate, `system`), which are for both. HomeMate's lines about an event
 * (a system message with a note) are not among them: each event has its own e-mail.
 */
export const MESSAGES_FOR_READER: Readonly<Record<ThreadReader, readonly MessageSenderType[]>> = {
  customer: ['professional', 'system'],
  professional: ['customer', 'system'],
};

/** Who is told about a message written by `sender`: everyone but its writer. */
export function readersOfMessage(sender: MessageSenderType): ThreadReader[] {
  return (['customer', 'professional'] as const).filter((reader) => MESSAGES_FOR_READER[reader].includes(sender));
}

// ---- Edit, cancel, review ----------------------------------------------------------------

/** The service and its option are not editable; these are. */
export const EDITABLE_BOOKING_FIELDS = [
  'scheduledDate',
  'scheduledTime',
  'description',
  'address',
  'apartment',
  'city',
  'postalCode',
  'accessNotes',
  'parking',
  'parkingNotes',
  'firstName',
  'lastName',
  'email',
  'phone',
] as const satisfies readonly (keyof CreateBookingRequest)[];
export type EditableBookingField = (typeof EDITABLE_BOOKING_FIELDS)[number];

/**
 * PATCH /api/bookings/:number — only the fields that change; each validated like a new booking.
 * `acceptLateFee` is not a field of the booking: the customer's consent to the late-change fee when
 * they move the date or time after the free-change deadline (409 LATE_FEE_NOT_ACCEPTED without it).
 */
export type UpdateBookingRequest = Partial<Pick<CreateBookingRequest, EditableBookingField>> & { acceptLateFee?: boolean };

/** POST /api/bookings/:number/cancel — the body is optional; `acceptLateFee` as for an edit. */
export interface CancelBookingRequest {
  acceptLateFee?: boolean;
}

/** The `details` of a 409 LATE_FEE_NOT_ACCEPTED: the fee (before taxes) and the deadline that passed. */
export interface LateFeeRequiredDetails {
  feeCents: number;
  freeUntil: string;
}

export interface CreateReviewRequest {
  rating: number;
  comment: string;
}

// ---- Dashboard ---------------------------------------------------------------------------

export const DASHBOARD_SORT_COLUMNS = ['createdAt', 'scheduledDate', 'bookingNumber', 'customerName', 'service', 'status'] as const;
export type DashboardSortColumn = (typeof DASHBOARD_SORT_COLUMNS)[number];
export type SortDirection = 'asc' | 'desc';

/** Dashboard filters: a stat card's status, or 'assigned' / 'unassigned' (counts). */
export const DASHBOARD_STATUS_FILTERS = [
  'pending',
  'confirmed',
  'in_progress',
  'completed',
  'cancelled',
  'assigned',
  'unassigned',
] as const;
export type DashboardStatusFilter = (typeof DASHBOARD_STATUS_FILTERS)[number];

export interface DashboardListQuery {
  status?: DashboardStatusFilter;
  /** Case-insensitive, partial, on first name, last name, e-mail and booking number. */
  search?: string;
  sort?: DashboardSortColumn;
  direction?: SortDirection;
  /** 1-based; the page size is DASHBOARD_PAGE_SIZE. */
  page?: number;
}

export interface BookingSummaryView extends BookingIdentity {
  subServiceName: string;
  scheduledDate: string;
  scheduledTime: string;
  firstName: string;
  lastName: string;
  email: string;
  city: string;
  professionalName: string | null;
  createdAt: string;
}

export interface DashboardListView {
  items: BookingSummaryView[];
  total: number;
  page: number;
  pageSize: number;
  totalPages: number;
}

/** GET /api/bookings/stats — one query on the server. */
export interface DashboardCountsView {
  total: number;
  pending: number;
  confirmed: number;
  inProgress: number;
  completed: number;
  cancelled: number;
  /** A professional is assigned. */
  assigned: number;
  /** No professional and not cancelled. */
  unassigned: number;
}

export type ActivityPeriodDays = 7 | 30 | 90;

/** GET /api/bookings/activity?days= — bookings made per day (Toronto days), oldest first, zero days included. */
export interface DashboardActivityView {
  days: ActivityPeriodDays;
  points: { date: string; count: number }[];
}

// ---- Operator -----------------------------------------------------------------------------

/** POST /api/admin/bookings/:number/transitions (admin only). */
export interface BookingTransitionRequest {
  action: BookingAction;
  /** Required for 'assign': a user with the professional role. */
  professionalId?: string;
  /** For 'en_route': a Montreal wall-clock 'YYYY-MM-DDTHH:MM' from now to 12 hours ahead. */
  estimatedArrival?: string;
  /**
   * Free text added to the timeline event. Required, as the reason, for 'en_route' or 'start' on
   * another day than the visit's (NOT_JOB_DAY otherwise).
   */
  note?: string;
  /** For 'complete': the final invoice; required from the pro, optional for an operator. */
  invoice?: FinalInvoiceRequest;
}

export interface ProfessionalOptionView {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
}

// ---- Routes (relative to /api) ----------------------------------------------------------

const byNumber = (bookingNumber: string): string => `bookings/${encodeURIComponent(bookingNumber)}`;

export const RESERVATION_ROUTES = {
  list: 'bookings', // GET DashboardListQuery -> DashboardListView (the caller's own bookings)
  counts: 'bookings/stats', // GET -> DashboardCountsView
  activity: 'bookings/activity', // GET ?days=7|30|90 -> DashboardActivityView
  reservation: byNumber, // GET -> ReservationView; PATCH UpdateBookingRequest -> ReservationView
  cancel: (bookingNumber: string) => `${byNumber(bookingNumber)}/cancel`, // POST CancelBookingRequest? -> ReservationView
  timeline: (bookingNumber: string) => `${byNumber(bookingNumber)}/timeline`, // GET -> TimelineEventView[] (oldest first)
  messages: (bookingNumber: string) => `${byNumber(bookingNumber)}/messages`, // GET -> BookingMessageView[] (oldest first); POST SendBookingMessageRequest -> 201 BookingMessageView
  messagesRead: (bookingNumber: string) => `${byNumber(bookingNumber)}/messages/read`, // POST -> 204 (the caller has read the thread)
  messageTranslation: (bookingNumber: string, messageId: string) => `${byNumber(bookingNumber)}/messages/${messageId}/translation`, // POST -> 202 (ask again for a translation that was unavailable)
  review: (bookingNumber: string) => `${byNumber(bookingNumber)}/review`, // POST CreateReviewRequest -> 201 BookingReviewView
  approveInvoice: (bookingNumber: string) => `${byNumber(bookingNumber)}/invoice/approve`, // POST -> ReservationView
  disputeInvoice: (bookingNumber: string) => `${byNumber(bookingNumber)}/invoice/dispute`, // POST DisputeInvoiceRequest -> ReservationView
  tip: (bookingNumber: string) => `${byNumber(bookingNumber)}/tip`, // POST GiveTipRequest -> ReservationView
  receipt: (bookingNumber: string) => `${byNumber(bookingNumber)}/receipt`, // GET ?lang=fr|en -> application/pdf
  card: (bookingNumber: string) => `${byNumber(bookingNumber)}/card`, // POST -> CardSetupView (Stripe Checkout, setup mode)
  adminTransition: (bookingNumber: string) => `admin/bookings/${encodeURIComponent(bookingNumber)}/transitions`, // POST BookingTransitionRequest -> ReservationView
  adminProfessionals: 'admin/professionals', // GET -> ProfessionalOptionView[]
  adminCorrectInvoice: (bookingNumber: string) => `admin/bookings/${encodeURIComponent(bookingNumber)}/invoice`, // POST CorrectInvoiceRequest -> ReservationView
  adminReissueReceipt: (bookingNumber: string) => `admin/bookings/${encodeURIComponent(bookingNumber)}/receipt/reissue`, // POST -> 204
} as const;

export const ReservationErrorCode = {
  /** Edit or cancel while the status forbids it. */
  BookingNotEditable: 'BOOKING_NOT_EDITABLE',
  BookingNotCancellable: 'BOOKING_NOT_CANCELLABLE',
  /** The customer's late edit of the date or time, or late cancel, without accepting the fee. */
  LateFeeNotAccepted: 'LATE_FEE_NOT_ACCEPTED',
  /** An operator or pro action not allowed from the current state. */
  InvalidTransition: 'INVALID_TRANSITION',
  /** En route or start on another day than the visit's (an operator may, with a reason). */
  NotJobDay: 'NOT_JOB_DAY',
  /** An estimated arrival already past, more than 12 h ahead, or not a date-time. */
  ArrivalTimeInvalid: 'ARRIVAL_TIME_INVALID',
  /** assign a pro who already has a job at that time. */
  ProNotFree: 'PRO_NOT_FREE',
  /** Approve or dispute a final price that does not wait for it. */
  InvoiceNotAwaiting: 'INVOICE_NOT_AWAITING',
  /** assign without a valid professional. */
  ProfessionalNotFound: 'PROFESSIONAL_NOT_FOUND',
  /** assign a pro whose account is disabled. */
  ProfessionalDisabled: 'PROFESSIONAL_DISABLED',
  ReviewNotAllowed: 'REVIEW_NOT_ALLOWED',
  ReviewAlreadyExists: 'REVIEW_ALREADY_EXISTS',
  /** A message on a cancelled booking. */
  MessagingClosed: 'MESSAGING_CLOSED',
  /** Retry of a translation the caller has no unavailable one of. */
  TranslationNotFound: 'TRANSLATION_NOT_FOUND',
} as const;
export type ReservationErrorCode = (typeof ReservationErrorCode)[keyof typeof ReservationErrorCode];
