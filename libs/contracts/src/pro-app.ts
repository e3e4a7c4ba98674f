// The professional app (/pro, docs/pros.md): what a signed-in professional sees and does — the home
// summary, open jobs offered to them, their accepted jobs, the steps of a job, earnings and their
// profile. Every route is for role `professional` only; a job moves through the one state machine
// (booking-transitions.ts) with actor 'professional'.
//
// Texts: namespace `proApp`; error codes in `errors`.
import type { ApiErrorCode } from './api-error.js';
import type { BookingStatus, TimelineStatus } from './booking-status.js';
import type { BookingAction } from './booking-transitions.js';
import type { FinalInvoiceRequest, FinalInvoiceStatus } from './final-invoice.js';
import type { PaymentView } from './payments.js';
import type { TipView } from './tips.js';
import type { ParkingOption } from './parking.js';
import type { PostalProximity, ProfessionalProfileView } from './professionals.js';
import type { ReviewReplyView } from './pro-public-profile.js';

/** The part of a booking every pro offered the job may see: the area, never who or where exactly. */
export interface ProJobView {
  bookingNumber: string;
  status: BookingStatus;
  timelineStatus: TimelineStatus;
  serviceId: string;
  subServiceId: string;
  /** Sub-service name in the booking's language (the snapshot taken at booking). */
  subServiceName: string;
  /** 'YYYY-MM-DD' and 'HH:MM', Toronto wall clock. */
  scheduledDate: string;
  scheduledTime: string;
  /** Price snapshot; null for a quote. */
  priceCents: number | null;
  priceKind: 'from_hour' | 'from_job' | 'quote';
  currency: 'CAD';
  /** The customer's area only: the forward sortation area (first 3 characters of the postal code) and the city. */
  area: { fsa: string; city: string };
  /** How close the pro's nearest service area is (professionals.ts, nearest first). */
  proximity: PostalProximity;
  /** What the pro may do now, from allowedProActions (en route and start only on the visit's day). */
  allowedActions: BookingAction[];
  /** ISO-8601 instant, once en route. */
  estimatedArrival: string | null;
}

/** A job assigned to the calling pro: with the customer's contact details and the address. */
export interface ProAssignedJobView extends ProJobView {
  customer: {
    firstName: string;
    lastName: string;
    phone: string;
    email: string;
    address: string;
    apartment: string | null;
    city: string;
    postalCode: string;
    description: string | null;
    /** Door code and parking: only once the job is the pro's. */
    accessNotes: string | null;
    parking: ParkingOption | null;
    parkingNotes: string | null;
  };
  /** Once completed with a final invoice: its state, what to collect from the customer, and the payment once recorded. */
  money: ProJobMoneyView | null;
}

export interface ProJobMoneyView {
  invoiceStatus: FinalInvoiceStatus;
  /** The customer's total (after HomeMate's offer, which HomeMate pays the pro). */
  collectCents: number;
  /** What HomeMate's offer took off the customer's total (HomeMate owes it to the pro). */
  offerCents: number;
  payment: PaymentView | null;
  /** The customer's tip, all of it the pro's: given in the app, or recorded with the payment. */
  tip: TipView | null;
  /** The customer saved a card: HomeMate charges it (docs/payments-by-card.md), the pro collects nothing. */
  byCard: boolean;
}

export interface ProReviewView {
  bookingNumber: string;
  rating: number;
  comment: string;
  /** The customer's first name only. */
  customerFirstName: string;
  createdAt: string;
  /** The pro's one public answer (docs/verified-trades.md "Reviews"). */
  reply?: ReviewReplyView | null;
}

/** GET PRO_APP_ROUTES.home — computed from the pro's bookings and reviews. */
export interface ProHomeView {
  /** What the jobs paid today (Montreal day) earned net of the commission, in cents (as ProEarningsView counts it). */
  earningsTodayCents: number;
  /** All jobs the pro has completed. */
  completedJobsCount: number;
  /** Assigned, not finished, soonest first (at most PRO_HOME_UPCOMING_LIMIT). */
  upcoming: ProAssignedJobView[];
  /** Newest first (at most PRO_HOME_REVIEWS_LIMIT). */
  recentReviews: ProReviewView[];
  ratingAverage: number | null;
  ratingCount: number;
}

export const PRO_HOME_UPCOMING_LIMIT = 5;
export const PRO_HOME_REVIEWS_LIMIT = 5;
/** The open-jobs list shows at most this many (nearest first). */
export const PRO_OPEN_JOBS_LIMIT = 100;

/** GET PRO_APP_ROUTES.earnings — completed jobs grouped by Toronto day and by week (Monday first). */
/**
 * GET /api/pro/earnings (earnings.ts): what the pro's paid jobs earned, net of HomeMate's
 * commission, with the tips apart; days and weeks by the Montreal day of the payment.
 */
export interface ProEarningsView {
  /** The commission on jobs paid from now on (PLATFORM_COMMISSION_PERCENT); each job keeps its own. */
  commissionPercent: number;
  /** Net of the commission, tips not included. */
  totalCents: number;
  tipsCents: number;
  /** Paid jobs. */
  totalJobs: number;
  /** Newest first. */
  days: { date: string; cents: number; tipCents: number; jobs: number }[];
  /** Newest first; `weekStart` is the Monday 'YYYY-MM-DD' (its statement: PRO_APP_ROUTES.statement). */
  weeks: { weekStart: string; cents: number; tipCents: number; jobs: number }[];
  /** Completed jobs, paid or not, newest first (at most PRO_EARNINGS_JOBS_LIMIT). */
  jobs: {
    bookingNumber: string;
    serviceId: string;
    subServiceId: string;
    subServiceName: string;
    completedAt: string;
    /** 'YYYY-MM-DD' once paid; null while the payment is awaited. */
    paidOn: string | null;
    /** Net of the commission once paid; null before. */
    amountCents: number | null;
    tipCents: number;
  }[];
}

export const PRO_EARNINGS_JOBS_LIMIT = 50;

/**
 * POST PRO_APP_ROUTES.step. `estimatedArrival`, required for 'en_route', is a Montreal wall-clock
 * 'YYYY-MM-DDTHH:MM' from now to 12 hours ahead (arrivalEstimate in job-timing.ts). En route and
 * start only on the visit's day (NOT_JOB_DAY).
 */
export interface ProJobStepRequest {
  action: 'en_route' | 'start' | 'complete';
  estimatedArrival?: string;
  /** Required for 'complete': the final invoice (docs/pricing-and-taxes.md "The final price"). */
  invoice?: FinalInvoiceRequest;
}

/** PUT PRO_APP_ROUTES.arrival: a new estimated arrival while on the way (same rule as 'en_route'). */
export interface ReviseArrivalRequest {
  estimatedArrival: string;
}

export const PRO_JOB_STEP_ACTIONS = ['en_route', 'start', 'complete'] as const;

/** The pro's own profile; `id` is null until the pro first saves it (an account made before profiles existed). */
export interface ProMyProfileView extends Omit<ProfessionalProfileView, 'id'> {
  id: string | null;
  email: string;
}

export const PRO_BIO_MAX_LENGTH = 600;
export const PRO_NAME_MAX_LENGTH = 100;
export const PRO_SERVICE_AREAS_MAX = 20;

/** PUT PRO_APP_ROUTES.profile. Prefixes are normalised with normalizeServiceAreaPrefix. */
export interface UpdateProProfileRequest {
  firstName: string;
  lastName: string;
  phone: string;
  /** Catalogue service ids, at least one. */
  categories: string[];
  serviceAreaPrefixes: string[];
  bioFr: string | null;
  bioEn: string | null;
}

/**
 * Multipart field of the photo upload; PNG, JPEG or WebP judged from the bytes, at most PRO_PHOTO_MAX_BYTES and
 * UPLOAD_IMAGE_MAX_PIXELS, stored encoded again from its pixels (no metadata).
 */
export const PRO_PHOTO_FIELD = 'photo';
export const PRO_PHOTO_MAX_BYTES = 5 * 1024 * 1024;
export const PRO_PHOTO_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;

const job = (bookingNumber: string): string => `pro/jobs/${encodeURIComponent(bookingNumber)}`;

export const PRO_APP_ROUTES = {
  home: 'pro/home', // GET -> ProHomeView
  openJobs: 'pro/jobs/open', // GET -> ProJobView[] (nearest area first, then soonest)
  myJobs: 'pro/jobs/mine', // GET -> ProAssignedJobView[] (unfinished soonest first, then finished newest first)
  accept: (bookingNumber: string) => `${job(bookingNumber)}/accept`, // POST -> ProAssignedJobView; 409 JOB_ALREADY_TAKEN
  step: (bookingNumber: string) => `${job(bookingNumber)}/steps`, // POST ProJobStepRequest -> ProAssignedJobView
  arrival: (bookingNumber: string) => `${job(bookingNumber)}/arrival`, // PUT ReviseArrivalRequest -> ProAssignedJobView
  payment: (bookingNumber: string) => `${job(bookingNumber)}/payment`, // POST RecordPaymentRequest -> ProAssignedJobView
  earnings: 'pro/earnings', // GET -> ProEarningsView
  statement: (weekStart: string) => `pro/statements/${weekStart}`, // GET -> ProWeeklyStatementView
  statementCsv: (weekStart: string) => `pro/statements/${weekStart}/csv`, // GET -> text/csv
  profile: 'pro/profile', // GET -> ProMyProfileView; PUT UpdateProProfileRequest -> ProMyProfileView
  photo: 'pro/profile/photo', // POST multipart PRO_PHOTO_FIELD -> ProMyProfileView
  schedule: 'pro/schedule', // GET -> ProScheduleView; PUT UpdateProScheduleRequest -> ProScheduleView (pro-schedule.ts)
} as const;

export const ProAppErrorCode = {
  /** 409: another pro accepted the job first, or it is no longer open (cancelled). */
  JobAlreadyTaken: 'JOB_ALREADY_TAKEN',
  /** 404: not a job offered to or assigned to the caller. */
  JobNotFound: 'JOB_NOT_FOUND',
  /** 422: a photo that is not a PNG, JPEG or WebP. */
  PhotoInvalid: 'PRO_PHOTO_INVALID',
  /** 413: a photo over 5 MB. */
  PhotoTooLarge: 'PRO_PHOTO_TOO_LARGE',
  /** 413: a photo over UPLOAD_IMAGE_MAX_PIXELS (width × height), whatever the file's size. */
  PhotoTooManyPixels: 'PRO_PHOTO_TOO_MANY_PIXELS',
  /** 409: the photo before the profile was first saved (categories are needed first). */
  ProfileMissing: 'PRO_PROFILE_MISSING',
} as const;
export type ProAppErrorCode = (typeof ProAppErrorCode)[keyof typeof ProAppErrorCode];

const _proAppCodesAreApiCodes: readonly ApiErrorCode[] = Object.values(ProAppErrorCode);
void _proAppCodesAreApiCodes;

/** First 3 characters of a postal code, upper-case ('h2x1y4' -> 'H2X'): the area a pro sees before accepting. */
export function postalArea(postalCode: string): string {
  return postalCode.replace(/\s+/g, '').toUpperCase().slice(0, 3);
}

/** Monday ('YYYY-MM-DD') of the week of an ISO date, for the weekly earnings. */
export function weekStartOf(isoDate: string): string {
  const day = new Date(`${isoDate}T00:00:00Z`);
  const offset = (day.getUTCDay() + 6) % 7;
  return new Date(day.getTime() - offset * 86_400_000).toISOString().slice(0, 10);
}
