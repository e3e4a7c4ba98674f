// The bookings API as both sides see it (docs/booking-rules.md). Dates are the customer's local
// date (YYYY-MM-DD) and time (HH:MM, 24 h) in America/Toronto; money is integer CAD cents.
import type { BookingStatus, TimelineStatus } from './booking-status.js';
import type { BookingOffer } from './offers.js';
import type { ParkingOption } from './parking.js';
import type { Language } from './language.js';

/** POST /api/bookings (signed in). Send an `Idempotency-Key` header (a UUID per submit attempt). */
export interface CreateBookingRequest {
  serviceId: string;
  subServiceId: string;
  scheduledDate: string;
  scheduledTime: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  address: string;
  apartment?: string | null;
  city: string;
  postalCode: string;
  description?: string | null;
  /** Door code, buzzer, how to get in: shown to the assigned pro only, never on an open job. */
  accessNotes?: string | null;
  parking?: ParkingOption | null;
  parkingNotes?: string | null;
  /** Language of the confirmation e-mail; defaults to the user's preferred language. */
  locale?: Language;
}

/** The price as it was when the booking was made; later catalogue changes never alter it. */
export interface BookingPriceSnapshot {
  subServiceName: string;
  subServiceDescription: string;
  /** Indicative from-price in cents; null when the work is priced on quote. */
  priceCents: number | null;
  priceKind: 'from_hour' | 'from_job' | 'quote';
  currency: 'CAD';
  /** The offer the booking was made with (its percent comes off the work's price), or null. */
  offer: BookingOffer | null;
}

/**
 * The job's date and time and the customer's details, as stored (trimmed, normalised, blanks as
 * null): the same fields on a booking request, a stored booking and the page that shows it.
 */
export interface BookingDetails {
  scheduledDate: string;
  scheduledTime: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  address: string;
  apartment: string | null;
  city: string;
  postalCode: string;
  description: string | null;
  /** How to get in and where to park: seen by the owner, operators and the assigned pro only. */
  accessNotes: string | null;
  parking: ParkingOption | null;
  parkingNotes: string | null;
}

/** What names a booking and where it stands, in every view of one. */
export interface BookingIdentity {
  id: string;
  bookingNumber: string;
  status: BookingStatus;
  timelineStatus: TimelineStatus;
  serviceId: string;
  subServiceId: string;
}

export interface BookingView extends BookingIdentity, BookingDetails {
  /** The chosen sub-service as shown to people: 'name - description (price)'. */
  serviceOption: string;
  price: BookingPriceSnapshot;
  locale: Language;
  createdAt: string;
  updatedAt: string;
}

export const BOOKING_ROUTES = {
  create: 'bookings', // POST CreateBookingRequest -> 201 BookingView (same booking again for a repeated Idempotency-Key)
  byNumber: (bookingNumber: string) => `bookings/${encodeURIComponent(bookingNumber)}`, // GET -> BookingView (owner only; others 404)
} as const;

export const BookingErrorCode = {
  BookingNotFound: 'BOOKING_NOT_FOUND',
  UnknownService: 'UNKNOWN_SERVICE',
  DateInPast: 'DATE_IN_PAST',
  TimeOutsideHours: 'TIME_OUTSIDE_HOURS',
  TimeTooSoon: 'TIME_TOO_SOON',
  PostalCodeOutsideQuebec: 'POSTAL_CODE_OUTSIDE_QUEBEC',
  ServiceAreaNotServed: 'SERVICE_AREA_NOT_SERVED',
  IdempotencyKeyReused: 'IDEMPOTENCY_KEY_REUSED',
} as const;
export type BookingErrorCode = (typeof BookingErrorCode)[keyof typeof BookingErrorCode];

/**
 * What is wrong with one field of a booking request: the values of `fields` in a 400
 * VALIDATION_FAILED answer to POST /api/bookings (one code per field; the web shows the
 * translated message next to that field). The pure rules are in booking-fields.ts.
 */
export const BookingFieldError = {
  /** Missing, not text, or blank once trimmed. */
  Required: 'REQUIRED',
  TooLong: 'TOO_LONG',
  /** Control characters (a newline in a name would end up in e-mail headers). */
  InvalidText: 'INVALID_TEXT',
  InvalidEmail: 'INVALID_EMAIL',
  InvalidPhone: 'INVALID_PHONE',
  InvalidPostalCode: 'INVALID_POSTAL_CODE',
  /** A real postal code, but not a Quebec one (another province, a US ZIP, a French code): not served for now. */
  PostalCodeOutsideQuebec: BookingErrorCode.PostalCodeOutsideQuebec,
  /** A Quebec code where no approved pro of the service works yet (docs/booking-rules.md, Where). */
  ServiceAreaNotServed: BookingErrorCode.ServiceAreaNotServed,
  /** Not a real 'YYYY-MM-DD' day. */
  InvalidDate: 'INVALID_DATE',
  DateInPast: BookingErrorCode.DateInPast,
  /** Not a 24 h 'HH:MM' time. */
  InvalidTime: 'INVALID_TIME',
  TimeOutsideHours: BookingErrorCode.TimeOutsideHours,
  /** Today at a time less than BOOKING_LEAD_TIME_MINUTES from now (or already past), in Toronto. */
  TimeTooSoon: BookingErrorCode.TimeTooSoon,
  UnknownService: BookingErrorCode.UnknownService,
  /** A category shown as coming soon: it can be joined on the waitlist, not booked. */
  ServiceNotBookable: 'SERVICE_NOT_BOOKABLE',
  /** Not one of the chosen category's sub-services. */
  UnknownSubService: 'UNKNOWN_SUB_SERVICE',
  InvalidLocale: 'INVALID_LOCALE',
  /** Not one of PARKING_OPTIONS. */
  InvalidParking: 'INVALID_PARKING',
} as const;
export type BookingFieldError = (typeof BookingFieldError)[keyof typeof BookingFieldError];
