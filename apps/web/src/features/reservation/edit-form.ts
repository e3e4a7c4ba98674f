import type { SerializedError } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import {
  BOOKING_FIELD_MAX_LENGTH,
  BookingErrorCode,
  EDITABLE_BOOKING_FIELDS,
  bookingDateError,
  bookingEmailError,
  bookingParkingError,
  bookingPhoneError,
  bookingPostalCodeError,
  bookingTextError,
  bookingTimeError,
  formatCanadianPostalCode,
  formatPhone,
  normalizePhone,
  type BookingFieldError,
  type EditableBookingField,
  type ReservationView,
  type UpdateBookingRequest,
} from '@hm/contracts';
import { fieldErrorKeyOf, type FieldErrorKey } from '../booking';

// The reservation's edit mode: the editable fields, checked with the same rules
// as a new booking (libs/contracts/src/booking-fields.ts), and only what changed is sent.

export type EditValues = Record<EditableBookingField, string>;
export type EditFieldErrors = Partial<Record<EditableBookingField, FieldErrorKey>>;

const OPTIONAL_FIELDS: ReadonlySet<EditableBookingField> = new Set(['apartment', 'description', 'accessNotes', 'parking', 'parkingNotes']);

/** The form's starting values: the booking as stored, the phone as people read it; in the order the form shows them. */
export function editValuesOf(booking: ReservationView): EditValues {
  return {
    scheduledDate: booking.scheduledDate,
    scheduledTime: booking.scheduledTime,
    address: booking.address,
    apartment: booking.apartment ?? '',
    city: booking.city,
    postalCode: booking.postalCode,
    description: booking.description ?? '',
    accessNotes: booking.accessNotes ?? '',
    parking: booking.parking ?? '',
    parkingNotes: booking.parkingNotes ?? '',
    firstName: booking.firstName,
    lastName: booking.lastName,
    email: booking.email,
    phone: formatPhone(booking.phone),
  };
}

/** The value as the API stores it: trimmed, postal code and phone normalised, blank optional fields null. */
export function normalizedValue(field: EditableBookingField, value: string): string | null {
  const trimmed = value.trim();
  if (OPTIONAL_FIELDS.has(field) && trimmed === '') return null;
  if (field === 'postalCode') return formatCanadianPostalCode(trimmed);
  if (field === 'phone') return normalizePhone(trimmed);
  return trimmed;
}

/** The fields whose stored value would change, with that value (PATCH sends only those). */
export function changedFields(initial: EditValues, current: EditValues): UpdateBookingRequest {
  const changes: Record<string, string | null> = {};
  for (const field of EDITABLE_BOOKING_FIELDS) {
    const next = normalizedValue(field, current[field]);
    if (next !== normalizedValue(field, initial[field])) changes[field] = next;
  }
  return changes as UpdateBookingRequest;
}

function fieldError(field: EditableBookingField, value: string | null, today: string): BookingFieldError | null {
  switch (field) {
    case 'scheduledDate':
      return bookingDateError(value, today);
    case 'scheduledTime':
      return bookingTimeError(value);
    case 'email':
      return bookingEmailError(value);
    case 'phone':
      return bookingPhoneError(value);
    case 'postalCode':
      return bookingPostalCodeError(value);
    case 'firstName':
    case 'lastName':
      return bookingTextError(value, { maxLength: BOOKING_FIELD_MAX_LENGTH.name });
    case 'address':
    case 'city':
      return bookingTextError(value, { maxLength: BOOKING_FIELD_MAX_LENGTH[field] });
    case 'apartment':
      return bookingTextError(value, { maxLength: BOOKING_FIELD_MAX_LENGTH.apartment, optional: true });
    case 'description':
      return bookingTextError(value, { maxLength: BOOKING_FIELD_MAX_LENGTH.description, optional: true, multiline: true });
    case 'accessNotes':
    case 'parkingNotes':
      return bookingTextError(value, { maxLength: BOOKING_FIELD_MAX_LENGTH[field], optional: true });
    case 'parking':
      return bookingParkingError(value);
  }
}

/**
 * The errors of the changed fields. Unchanged ones are not sent, so they are not judged
 * again (a pending booking whose date has passed can still get a new phone number).
 */
export function validateChanges(changes: UpdateBookingRequest, today: string): EditFieldErrors {
  const errors: EditFieldErrors = {};
  for (const field of EDITABLE_BOOKING_FIELDS) {
    if (!(field in changes)) continue;
    const code = fieldError(field, changes[field] ?? null, today);
    if (code) errors[field] = fieldErrorKeyOf(code) ?? 'invalid';
  }
  return errors;
}

export type EditFailure =
  | { kind: 'fields'; fieldErrors: EditFieldErrors }
  /** Only a pending or confirmed booking can be changed. */
  | { kind: 'notEditable' }
  | { kind: 'notFound' }
  /** Another reason the `errors` namespace names (network, rate limit…), or the generic failure. */
  | { kind: 'other' };

const isEditableField = (name: string): name is EditableBookingField => (EDITABLE_BOOKING_FIELDS as readonly string[]).includes(name);

/** What a failed PATCH means for the form: errors next to fields, or one message. */
export function editFailureOf(error: FetchBaseQueryError | SerializedError): EditFailure {
  if (!('status' in error) || typeof error.status !== 'number') return { kind: 'other' };
  const body = (typeof error.data === 'object' && error.data !== null ? error.data : {}) as { code?: unknown; fields?: unknown };
  if (body.code === 'BOOKING_NOT_EDITABLE') return { kind: 'notEditable' };
  if (body.code === BookingErrorCode.BookingNotFound || error.status === 404) return { kind: 'notFound' };
  const fieldErrors: EditFieldErrors = {};
  if (typeof body.fields === 'object' && body.fields !== null) {
    for (const [name, codes] of Object.entries(body.fields as Record<string, unknown>)) {
      if (!isEditableField(name)) continue;
      const first = Array.isArray(codes) ? codes.map(fieldErrorKeyOf).find(Boolean) : undefined;
      fieldErrors[name] = first ?? 'invalid';
    }
  }
  if (body.code === BookingErrorCode.DateInPast) fieldErrors.scheduledDate = 'dateInPast';
  if (body.code === BookingErrorCode.TimeOutsideHours) fieldErrors.scheduledTime = 'timeOutsideHours';
  if (Object.keys(fieldErrors).length > 0) return { kind: 'fields', fieldErrors };
  return { kind: 'other' };
}
