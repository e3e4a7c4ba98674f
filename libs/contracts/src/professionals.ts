// The professional side as the web, the API and the worker see it: the pro application
// on /grow-business (docs/pros.md), the
// operator console (/admin), the invitation a pro follows to set a password, the pro profile,
// and the pure "nearest postal-code area first" rule used to match pros to a booking.
//
// Texts: namespace `growBusiness` (the application form), `admin` (console), `proWelcome`
// (invitation page); error codes in `errors`.
import type { ApiErrorCode } from './api-error.js';
import type { SessionUser } from './auth.js';
import type { Language } from './language.js';
import { bookingTextError } from './booking-fields.js';
import { normalizeDigitsPlus } from './phone.js';
import type { BookingSummaryView, TimelineEventView } from './reservations.js';

// ---- Application (public) ----------------------------------------------------------------

export const ProfessionalStatus = { Pending: 'pending', Approved: 'approved', Rejected: 'rejected' } as const;
export type ProfessionalStatus = (typeof ProfessionalStatus)[keyof typeof ProfessionalStatus];
export const PROFESSIONAL_STATUSES: readonly ProfessionalStatus[] = Object.values(ProfessionalStatus);

export function isProfessionalStatus(value: unknown): value is ProfessionalStatus {
  return typeof value === 'string' && (PROFESSIONAL_STATUSES as readonly string[]).includes(value);
}

/** Longest accepted value of each application field, after trimming (use as the inputs' maxLength). */
export const PRO_APPLICATION_MAX_LENGTH = { name: 100, email: 254, phone: 30 } as const;
/** A phone, once reduced to digits and '+', must have at least this many digits. */
export const PRO_PHONE_MIN_DIGITS = 7;

/**
 * POST PRO_ROUTES.apply. The server trims and lower-cases the e-mail, keeps only digits
 * and '+' of the phone (normalizeDigitsPlus) and stores status 'pending'. It also
 * captures the e-mail (email_captures, source 'professional_signup') in the same transaction.
 */
export interface ProfessionalApplicationRequest {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  /** A catalogue service id from @hm/catalog (SERVICE_IDS), chosen by radio. */
  serviceCategory: string;
  /** The page's language: the language of the mails the pro will get. */
  locale: Language;
  /** Honeypot (PUBLIC_FORM_HONEYPOT_FIELD, 'website'): '' from a person; when filled the API answers like a success and stores nothing. */
  website?: string;
}

/**
 * 201 on success ('Registration successful! We will review your application and contact you soon.').
 * An address already registered answers 409 PROFESSIONAL_ALREADY_REGISTERED (the yellow 'exists'
 * state) — also when two requests race: the unique constraint decides, never only a prior read.
 * 400 VALIDATION_FAILED with `fields` (codes of ProfessionalApplicationFieldError), 429 RATE_LIMITED.
 */
export interface ProfessionalApplicationResponse {
  status: 'registered';
}

/** Values of `fields` in a 400 answer to the application (translated under `growBusiness:fieldErrors.<code>`). */
export const ProfessionalApplicationFieldError = {
  Required: 'REQUIRED',
  TooLong: 'TOO_LONG',
  InvalidText: 'INVALID_TEXT',
  InvalidEmail: 'INVALID_EMAIL',
  InvalidPhone: 'INVALID_PHONE',
  InvalidCategory: 'INVALID_CATEGORY',
  InvalidLocale: 'INVALID_LOCALE',
} as const;
export type ProfessionalApplicationFieldError = (typeof ProfessionalApplicationFieldError)[keyof typeof ProfessionalApplicationFieldError];

/**
 * The phone rule of the application, for the page and the API alike: required; once
 * reduced to digits and '+' (normalizeDigitsPlus), at least PRO_PHONE_MIN_DIGITS digits and a
 * '+' only in front.
 */
export function professionalPhoneError(value: unknown): ProfessionalApplicationFieldError | null {
  if (typeof value !== 'string' || value.trim() === '') return ProfessionalApplicationFieldError.Required;
  if (value.trim().length > PRO_APPLICATION_MAX_LENGTH.phone) return ProfessionalApplicationFieldError.TooLong;
  const phone = normalizeDigitsPlus(value);
  const digits = phone.replace(/\+/g, '');
  if (digits.length < PRO_PHONE_MIN_DIGITS || /.\+/.test(phone)) return ProfessionalApplicationFieldError.InvalidPhone;
  return null;
}

// ---- Operator console (role admin) -------------------------------------------------------

/** One application (a row of `professionals`) as the operator sees it. */
export interface ProfessionalApplicationView {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  /** The category chosen at sign-up comes first. */
  categories: string[];
  status: ProfessionalStatus;
  /** The `users` row, set on approval. */
  userId: string | null;
  createdAt: string;
  reviewedAt: string | null;
}

export interface ProfessionalApplicationListQuery {
  /** Default 'pending'. Oldest first for pending (a queue), newest first otherwise. */
  status?: ProfessionalStatus;
}

/** An operator's reason for a decision on an application, trimmed, in characters (the audit log keeps it). */
export const APPLICATION_REASON_MIN_LENGTH = 3;
export const APPLICATION_REASON_MAX_LENGTH = 500;

/** Field error codes of a decision's reason or note (`fields.reason` / `fields.note` of a 400 VALIDATION_FAILED). */
export const ApplicationReasonError = {
  Required: 'REQUIRED',
  TooShort: 'TOO_SHORT',
  TooLong: 'TOO_LONG',
  /** A control character other than line breaks and tabs. */
  InvalidText: 'INVALID_TEXT',
} as const;
export type ApplicationReasonError = (typeof ApplicationReasonError)[keyof typeof ApplicationReasonError];

/** Why an application is declined (required): APPLICATION_REASON_MIN_LENGTH to APPLICATION_REASON_MAX_LENGTH characters of text, once trimmed. */
export function applicationReasonError(value: unknown): ApplicationReasonError | null {
  const text = bookingTextError(value, { maxLength: APPLICATION_REASON_MAX_LENGTH, multiline: true });
  if (text) return text as ApplicationReasonError;
  return (value as string).trim().length < APPLICATION_REASON_MIN_LENGTH ? ApplicationReasonError.TooShort : null;
}

/** An approval's note (optional): absent or blank, or the reason's rule. */
export function applicationNoteError(value: unknown): ApplicationReasonError | null {
  if (value === undefined || value === null || (typeof value === 'string' && value.trim() === '')) return null;
  return applicationReasonError(value);
}

/**
 * POST approve: only a pending application (else 409 APPLICATION_NOT_PENDING). Creates a
 * `professional` user without a password (or promotes the customer account that has the same
 * e-mail; an admin account answers 409 PROFESSIONAL_ACCOUNT_CONFLICT), links it, and e-mails
 * an invitation to set a password (INVITATION_TTL_DAYS days) through the outbox.
 */
export type ApproveProfessionalResponse = ProfessionalApplicationView;

/** POST approve's body (optional): a note for the audit log (applicationNoteError). */
export interface ApproveProfessionalRequest {
  note?: string;
}

/**
 * POST reject: only a pending application. `reason` says why, for the audit log
 * (applicationReasonError; the applicant's e-mail does not carry it). `notify` sends the applicant
 * a short e-mail (default false).
 */
export interface RejectProfessionalRequest {
  reason: string;
  notify?: boolean;
}

/** An approved pro who can take a waiting booking, nearest postal-code area first. */
export interface MatchingProfessionalView {
  /** The professional's `users` id: what POST admin/bookings/:number/transitions {action:'assign'} takes. */
  userId: string;
  professionalId: string;
  firstName: string;
  lastName: string;
  phone: string;
  /** How close the pro's nearest service area is to the booking's postal code. */
  proximity: PostalProximity;
}

/** A booking waiting for a pro (status pending, timeline waiting_for_pro), oldest first. */
export interface WaitingBookingView {
  booking: BookingSummaryView & { postalCode: string };
  matches: MatchingProfessionalView[];
}

export interface AdminBookingListQuery {
  /** Filters on the booking status. */
  status?: BookingSummaryView['status'];
  /** Partial, case-insensitive on booking number, names and e-mail. */
  search?: string;
  /** 1-based; page size ADMIN_BOOKINGS_PAGE_SIZE. Newest first. */
  page?: number;
}

export const ADMIN_BOOKINGS_PAGE_SIZE = 20;

export interface AdminBookingView extends BookingSummaryView {
  postalCode: string;
  /** Oldest first. */
  timeline: TimelineEventView[];
}

export interface AdminBookingListView {
  items: AdminBookingView[];
  total: number;
  page: number;
  pageSize: number;
  totalPages: number;
}

// ---- Invitation (anonymous, proven by the token) -----------------------------------------

export const INVITATION_TTL_DAYS = 7;
/** The page the invitation e-mail links to: `${PUBLIC_URL}${PRO_WELCOME_PATH}?token=…`. */
export const PRO_WELCOME_PATH = '/pro/welcome';

export interface InvitationCheckRequest {
  token: string;
}

/** 200 for a usable token; a used, expired or unknown one answers 400 INVALID_INVITATION. */
export interface InvitationView {
  firstName: string;
  email: string;
  expiresAt: string;
}

/** The password follows checkPassword (password.ts). 400 WEAK_PASSWORD or INVALID_INVITATION. */
export interface AcceptInvitationRequest {
  token: string;
  password: string;
}

/** 200 AuthSession-shaped answer (+ refresh cookie): the pro is signed in, role 'professional'. */
export interface AcceptInvitationResponse {
  accessToken: string;
  accessTokenExpiresAt: string;
  user: SessionUser;
}

// ---- The professional profile (for the pro app and the customer's reservation) -----------

export interface ProfessionalProfileView {
  id: string;
  userId: string | null;
  firstName: string;
  lastName: string;
  photoUrl: string | null;
  phone: string;
  /** Catalogue service ids; at least the one chosen at sign-up. */
  categories: string[];
  /** Upper-case Canadian FSA prefixes such as 'H2X' (1 to 3 characters each). */
  serviceAreaPrefixes: string[];
  bioFr: string | null;
  bioEn: string | null;
  /** Average of the customer reviews of the pro's bookings, one decimal; null without reviews. */
  ratingAverage: number | null;
  ratingCount: number;
}

// ---- Routes (relative to /api) ----------------------------------------------------------

const application = (id: string): string => `admin/professional-applications/${encodeURIComponent(id)}`;

export const PRO_ROUTES = {
  /** POST ProfessionalApplicationRequest -> 201 ProfessionalApplicationResponse (anonymous, rate-limited per IP). */
  apply: 'public/professionals',
  /** GET ProfessionalApplicationListQuery -> ProfessionalApplicationView[] (admin). */
  adminApplications: 'admin/professional-applications',
  /** POST -> ApproveProfessionalResponse (admin). */
  adminApprove: (id: string) => `${application(id)}/approve`,
  /** POST RejectProfessionalRequest -> ProfessionalApplicationView (admin). */
  adminReject: (id: string) => `${application(id)}/reject`,
  /** GET -> WaitingBookingView[] (admin). Assign with RESERVATION_ROUTES.adminTransition. */
  adminWaitingBookings: 'admin/bookings/waiting',
  /** GET AdminBookingListQuery -> AdminBookingListView (admin). */
  adminBookings: 'admin/bookings',
  /**
   * POST InvitationCheckRequest -> 200 InvitationView (anonymous). A POST with the token in the
   * body rather than a GET, so the secret never lands in access logs or proxies' URL caches.
   */
  invitationCheck: 'pro/invitations/check',
  /** POST AcceptInvitationRequest -> 200 AcceptInvitationResponse + refresh cookie (anonymous). */
  invitationAccept: 'pro/invitations/accept',
} as const;

export const ProfessionalErrorCode = {
  /** 409: the e-mail is already registered as a professional (the yellow 'exists' state). */
  AlreadyRegistered: 'PROFESSIONAL_ALREADY_REGISTERED',
  /** 404: no application with that id. */
  ApplicationNotFound: 'APPLICATION_NOT_FOUND',
  /** 409: approve or reject an application that is no longer pending. */
  ApplicationNotPending: 'APPLICATION_NOT_PENDING',
  /** 409: the application's e-mail belongs to an operator account, which is never turned into a pro. */
  AccountConflict: 'PROFESSIONAL_ACCOUNT_CONFLICT',
  /** 400: unknown, used or expired invitation token. */
  InvalidInvitation: 'INVALID_INVITATION',
} as const;
export type ProfessionalErrorCode = (typeof ProfessionalErrorCode)[keyof typeof ProfessionalErrorCode];

// Every professional code is an API error code too (a compile error here means api-error.ts lacks one).
const _proCodesAreApiCodes: readonly ApiErrorCode[] = Object.values(ProfessionalErrorCode);
void _proCodesAreApiCodes;

// ---- Matching: nearest postal-code area first --------------------------------------------

/**
 * How close a pro's service area is to a booking's postal code, best first:
 * 'fsa' the same forward sortation area (first 3 characters, e.g. H2X), 'district' the same
 * first 2 characters (H2), 'region' the same first letter (H = Montreal), 'other' anything else.
 */
export const POSTAL_PROXIMITIES = ['fsa', 'district', 'region', 'other'] as const;
export type PostalProximity = (typeof POSTAL_PROXIMITIES)[number];

const compactPostal = (value: string): string => value.replace(/\s+/g, '').toUpperCase();

/**
 * Normalises a service-area prefix as typed by a pro ('h2x', ' H2 ') to upper-case without
 * spaces; null when it is not 1 to 3 characters of a Canadian postal code's shape (A, A9, A9A).
 */
export function normalizeServiceAreaPrefix(value: string): string | null {
  const compact = compactPostal(value);
  return /^[A-Z](\d([A-Z])?)?$/.test(compact) ? compact : null;
}

/** The proximity of one service-area prefix to a postal code ('H2X 1Y4'). */
export function postalProximity(postalCode: string, areaPrefix: string): PostalProximity {
  const code = compactPostal(postalCode);
  const area = compactPostal(areaPrefix);
  if (code === '' || area === '') return 'other';
  // A prefix shorter than 3 characters covers the wider area it names: 'H2' covers H2X at district level.
  const shared = commonPrefixLength(code.slice(0, 3), area.slice(0, 3));
  if (shared >= 3) return 'fsa';
  if (shared === 2) return 'district';
  if (shared === 1) return 'region';
  return 'other';
}

function commonPrefixLength(a: string, b: string): number {
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i += 1;
  return i;
}

/**
 * The pro's service-area prefixes that cover a postal code: those that begin its compact form
 * ('H2X', 'H2' and 'H' cover 'H2X 1Y4'; 'H2T' does not). A pro serves the code when there is one
 * (docs/booking-rules.md, Where); the API's SQL asks the same (prefixes overlapping H, H2, H2X).
 */
export function coveringServiceAreas(postalCode: string, areaPrefixes: readonly string[]): string[] {
  const code = compactPostal(postalCode);
  return areaPrefixes.filter((prefix) => {
    const area = compactPostal(prefix);
    return area !== '' && code.startsWith(area);
  });
}

/** The best proximity among a pro's areas; 'other' when the pro has none. */
export function bestPostalProximity(postalCode: string, areaPrefixes: readonly string[]): PostalProximity {
  let best: PostalProximity = 'other';
  for (const prefix of areaPrefixes) {
    const proximity = postalProximity(postalCode, prefix);
    if (POSTAL_PROXIMITIES.indexOf(proximity) < POSTAL_PROXIMITIES.indexOf(best)) best = proximity;
  }
  return best;
}

export interface MatchCandidate {
  categories: readonly string[];
  serviceAreaPrefixes: readonly string[];
}

/**
 * The pros who can do a booking: those offering its category and serving its postal code (an area
 * prefix that covers it), nearest first: the most precise covering area (fsa 'H2X' > district
 * 'H2' > region 'H'). Ties keep the input order, so pass candidates in a stable order (e.g. oldest
 * approval first) for a deterministic list.
 */
export function rankProfessionalsForBooking<T extends MatchCandidate>(
  booking: { serviceId: string; postalCode: string },
  candidates: readonly T[],
): { candidate: T; proximity: PostalProximity }[] {
  return candidates
    .map((candidate) => ({ candidate, covering: coveringServiceAreas(booking.postalCode, candidate.serviceAreaPrefixes) }))
    .filter(({ candidate, covering }) => candidate.categories.includes(booking.serviceId) && covering.length > 0)
    .map(({ candidate, covering }, index) => ({ candidate, proximity: bestPostalProximity(booking.postalCode, covering), index }))
    .sort((a, b) => POSTAL_PROXIMITIES.indexOf(a.proximity) - POSTAL_PROXIMITIES.indexOf(b.proximity) || a.index - b.index)
    .map(({ candidate, proximity }) => ({ candidate, proximity }));
}
