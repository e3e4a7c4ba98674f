import type { FreeSlot, ParkingOption } from '@hm/contracts';
import type { ErrorMessageKey } from '../../lib/api-error';
import type { FieldErrorKey } from './field-error-keys';

export type { FieldErrorKey } from './field-error-keys';

// The booking wizard's UI state (docs/booking-rules.md, The booking wizard). Plain data, so
// that it can live in Redux and be written to sessionStorage between reloads.

/**
 * 'category' comes before step 1 when the wizard is opened from /book-service; the five
 * steps of the progress bar follow; 'success' is step 6.
 */
export const WIZARD_STEPS = ['category', 'subService', 'address', 'dateTime', 'account', 'confirm', 'success'] as const;
export type WizardStep = (typeof WIZARD_STEPS)[number];

/**
 * The steps the progress bar shows, in order (subcategory ... confirmation). The address comes
 * before the date: the free times depend on who serves it.
 */
export const PROGRESS_STEPS = ['subService', 'address', 'dateTime', 'account', 'confirm'] as const;
export type ProgressStep = (typeof PROGRESS_STEPS)[number];

/** Opened for one category (tile, card, search result) or from /book-service's picker. */
export type WizardEntry = 'category' | 'picker';

export const AUTH_MODES = ['choice', 'login', 'signup'] as const;
export type AuthMode = (typeof AUTH_MODES)[number];

export interface AddressDraft {
  address: string;
  apartment: string;
  city: string;
  postalCode: string;
  description: string;
  /** Door code, buzzer, how to get in (optional; shown to the assigned pro only). */
  accessNotes: string;
  /** '' while not said. */
  parking: ParkingOption | '';
  parkingNotes: string;
}
export type AddressField = keyof AddressDraft;
/** The saved address of the profile that prefills the step (the user's edits win). */
export type ProfileAddress = Partial<Record<'address' | 'city' | 'postalCode', string | null>>;

export const CONTACT_FIELDS = ['firstName', 'lastName', 'email', 'phone'] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];
/**
 * What the user typed over the profile's values; null means "as in the profile". Server
 * data stays in the RTK Query cache: only the user's own edits are kept here.
 */
export type ContactDraft = Record<ContactField, string | null>;

/** The fields of POST /api/bookings, named as the API names them in its error `fields`. */
export const BOOKING_FIELDS = [
  'serviceId',
  'subServiceId',
  'scheduledDate',
  'scheduledTime',
  'address',
  'apartment',
  'city',
  'postalCode',
  'description',
  'accessNotes',
  'parking',
  'parkingNotes',
  'firstName',
  'lastName',
  'email',
  'phone',
] as const;
export type BookingField = (typeof BOOKING_FIELDS)[number];

export type FieldErrors = Partial<Record<BookingField, FieldErrorKey>>;

/**
 * A message about the whole booking, shown at the top of the step it concerns.
 * `reason` is a key of the `errors` namespace: the provider message of 'createFailed'.
 */
export type BookingAlert =
  | { kind: 'missingFields'; fields: BookingField[] }
  | { kind: 'signInRequired' }
  | { kind: 'createFailed'; reason: ErrorMessageKey }
  | { kind: 'noData' }
  /** 409 SLOT_TAKEN: the chosen time went meanwhile; the API's next free times are offered. */
  | { kind: 'slotTaken'; nextSlots: FreeSlot[] }
  | { kind: 'unexpected' };

/** The Idempotency-Key of the last confirmation attempt and the request it was sent with. */
export interface SubmitAttempt {
  key: string;
  fingerprint: string;
}

export interface BookingWizardState {
  open: boolean;
  entry: WizardEntry;
  step: WizardStep;
  serviceId: string | null;
  subServiceId: string | null;
  /** 'YYYY-MM-DD' or '' */
  date: string;
  /** 24 h 'HH:MM', one of the free times offered for `date`, or '' */
  time: string;
  address: AddressDraft;
  /** The profile's address was offered once: clearing a prefilled field does not bring it back. */
  addressPrefilled: boolean;
  contact: ContactDraft;
  authMode: AuthMode;
  attempt: SubmitAttempt | null;
  fieldErrors: FieldErrors;
  alert: BookingAlert | null;
  /** Set by a successful confirmation (step 6). */
  bookingNumber: string | null;
}

export const EMPTY_ADDRESS: AddressDraft = {
  address: '',
  apartment: '',
  city: '',
  postalCode: '',
  description: '',
  accessNotes: '',
  parking: '',
  parkingNotes: '',
};
export const EMPTY_CONTACT: ContactDraft = { firstName: null, lastName: null, email: null, phone: null };

export const CLOSED_WIZARD: BookingWizardState = {
  open: false,
  entry: 'category',
  step: 'subService',
  serviceId: null,
  subServiceId: null,
  date: '',
  time: '',
  address: EMPTY_ADDRESS,
  addressPrefilled: false,
  contact: EMPTY_CONTACT,
  authMode: 'choice',
  attempt: null,
  fieldErrors: {},
  alert: null,
  bookingNumber: null,
};
