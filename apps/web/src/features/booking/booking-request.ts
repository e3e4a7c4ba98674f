import {
  formatCanadianPostalCode,
  formatPhone,
  isBookingEmail,
  normalizePhone,
  type CreateBookingRequest,
  type Language,
} from '@hm/contracts';
import {
  type BookingField,
  type BookingWizardState,
  type ContactDraft,
  type ContactField,
  type FieldErrors,
  type SubmitAttempt,
} from './wizard-state';

// From the wizard's state to POST /api/bookings (the checks before submitting a booking).

export type ContactValues = Record<ContactField, string>;

/** Where contact details come from when the user has not typed over them. */
export type ContactSource = Partial<Record<ContactField, string | null | undefined>>;

/** The user's edits, else the profile's values (the profile prefills the contact). */
export function resolveContact(draft: ContactDraft, ...sources: ContactSource[]): ContactValues {
  const pick = (field: ContactField): string => {
    const typed = draft[field];
    if (typed !== null) return typed;
    for (const source of sources) {
      const value = source[field];
      // A saved phone is digits: shown as people read it (normalised again on submit).
      if (value) return field === 'phone' ? formatPhone(value) : value;
    }
    return '';
  };
  return { firstName: pick('firstName'), lastName: pick('lastName'), email: pick('email'), phone: pick('phone') };
}

type RequestInputs = Pick<BookingWizardState, 'serviceId' | 'subServiceId' | 'date' | 'time' | 'address'>;

/** Everything a booking needs, in the order the missing-fields alert lists them. */
const REQUIRED: readonly BookingField[] = [
  'serviceId',
  'subServiceId',
  'firstName',
  'lastName',
  'email',
  'phone',
  'address',
  'city',
  'postalCode',
  'scheduledDate',
  'scheduledTime',
];

function valueOf(inputs: RequestInputs, contact: ContactValues, field: BookingField): string {
  switch (field) {
    case 'serviceId':
      return inputs.serviceId ?? '';
    case 'subServiceId':
      return inputs.subServiceId ?? '';
    case 'scheduledDate':
      return inputs.date;
    case 'scheduledTime':
      return inputs.time;
    case 'address':
    case 'apartment':
    case 'city':
    case 'postalCode':
    case 'description':
    case 'accessNotes':
    case 'parking':
    case 'parkingNotes':
      return inputs.address[field];
    default:
      return contact[field];
  }
}

export interface SubmitCheck {
  /** Required fields that are empty once trimmed, for the 'please fill in' alert. */
  missing: BookingField[];
  fieldErrors: FieldErrors;
}

/** Trimmed required fields, listed when missing; the booking e-mail pattern. */
export function checkBeforeSubmit(inputs: RequestInputs, contact: ContactValues): SubmitCheck {
  const missing = REQUIRED.filter((field) => valueOf(inputs, contact, field).trim() === '');
  const fieldErrors: FieldErrors = {};
  for (const field of missing) fieldErrors[field] = 'required';
  const email = contact.email.trim();
  if (email !== '' && !isBookingEmail(email)) fieldErrors.email = 'emailInvalid';
  return { missing, fieldErrors };
}

export function isSubmittable(check: SubmitCheck): boolean {
  return check.missing.length === 0 && Object.keys(check.fieldErrors).length === 0;
}

const orNull = (value: string): string | null => {
  const trimmed = value.trim();
  return trimmed === '' ? null : trimmed;
};

/** The request body: trimmed, postal code formatted, phone normalised. */
export function buildCreateBookingRequest(inputs: RequestInputs, contact: ContactValues, locale: Language): CreateBookingRequest {
  return {
    serviceId: inputs.serviceId ?? '',
    subServiceId: inputs.subServiceId ?? '',
    scheduledDate: inputs.date,
    scheduledTime: inputs.time,
    firstName: contact.firstName.trim(),
    lastName: contact.lastName.trim(),
    email: contact.email.trim(),
    phone: normalizePhone(contact.phone.trim()),
    address: inputs.address.address.trim(),
    apartment: orNull(inputs.address.apartment),
    city: inputs.address.city.trim(),
    postalCode: formatCanadianPostalCode(inputs.address.postalCode),
    description: orNull(inputs.address.description),
    accessNotes: orNull(inputs.address.accessNotes),
    parking: inputs.address.parking === '' ? null : inputs.address.parking,
    parkingNotes: orNull(inputs.address.parkingNotes),
    locale,
  };
}

/** The same data always gives the same text, whatever order the keys were set in. */
export function requestFingerprint(request: CreateBookingRequest): string {
  const entries = Object.entries(request).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return JSON.stringify(entries);
}

/**
 * The Idempotency-Key to send: the previous attempt's when the data is unchanged (a retry
 * after a lost answer must not book twice), a new one as soon as anything differs.
 */
export function attemptFor(previous: SubmitAttempt | null, fingerprint: string, newKey: () => string): SubmitAttempt {
  if (previous && previous.fingerprint === fingerprint) return previous;
  return { key: newKey(), fingerprint };
}
