import type { SerializedError } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { ApiErrorCode, BookingErrorCode, isIsoDate, isValidTime24, type FreeSlot } from '@hm/contracts';
import { apiErrorMessageKey } from '../../lib/api-error';
import type { SubmitCheck } from './booking-request';
import { fieldErrorKeyOf } from './field-error-keys';
import {
  BOOKING_FIELDS,
  WIZARD_STEPS,
  type BookingAlert,
  type BookingField,
  type FieldErrorKey,
  type FieldErrors,
  type WizardStep,
} from './wizard-state';

// A failed POST /api/bookings, said in the booking flow's own words, next to the field or the step
// it concerns. Field errors send the user back to the step of the first invalid field.

export interface SubmitFailure {
  /** The step to show the error on; null to stay where the user is. */
  step: WizardStep | null;
  fieldErrors: FieldErrors;
  alert: BookingAlert | null;
  /** The Idempotency-Key cannot be used again (the server saw it with other data). */
  forgetAttempt: boolean;
}

/** The step where each field is filled in (contact details are edited on the confirmation). */
export const STEP_OF_FIELD: Readonly<Record<BookingField, WizardStep>> = {
  serviceId: 'subService',
  subServiceId: 'subService',
  scheduledDate: 'dateTime',
  scheduledTime: 'dateTime',
  address: 'address',
  apartment: 'address',
  city: 'address',
  postalCode: 'address',
  description: 'address',
  accessNotes: 'address',
  parking: 'address',
  parkingNotes: 'address',
  firstName: 'confirm',
  lastName: 'confirm',
  email: 'confirm',
  phone: 'confirm',
};

/** The earliest step holding one of `fields`, or null when there is none. */
export function stepOfFirstField(fields: readonly BookingField[]): WizardStep | null {
  const steps = fields.map((field) => STEP_OF_FIELD[field]);
  if (steps.length === 0) return null;
  return steps.reduce((first, step) => (WIZARD_STEPS.indexOf(step) < WIZARD_STEPS.indexOf(first) ? step : first));
}

// For a field whose code is unknown here (added later, or plain text): what it most likely means.
const MESSAGE_OF_FIELD: Partial<Record<BookingField, FieldErrorKey>> = {
  serviceId: 'unknownService',
  subServiceId: 'unknownService',
  scheduledDate: 'dateInvalid',
  scheduledTime: 'timeOutsideHours',
  email: 'emailInvalid',
  phone: 'phoneInvalid',
  postalCode: 'postalCodeInvalid',
};

const isBookingField = (name: string): name is BookingField => (BOOKING_FIELDS as readonly string[]).includes(name);

// The codes of the bookings API that name one field.
const FIELD_OF_CODE: Readonly<Record<string, [BookingField, FieldErrorKey]>> = {
  [BookingErrorCode.DateInPast]: ['scheduledDate', 'dateInPast'],
  [BookingErrorCode.TimeOutsideHours]: ['scheduledTime', 'timeOutsideHours'],
  [BookingErrorCode.UnknownService]: ['subServiceId', 'unknownService'],
};

const SIGNED_OUT_CODES: ReadonlySet<string> = new Set(['UNAUTHORIZED', 'SESSION_EXPIRED']);

/**
 * The code and field errors of an API error body. Read leniently: the bookings codes
 * (BookingErrorCode) and codes added later must still be seen.
 */
function readBody(data: unknown): { code?: string; fields?: Record<string, unknown>; details?: Record<string, unknown> } {
  if (typeof data !== 'object' || data === null) return {};
  const { code, fields, details } = data as Record<string, unknown>;
  return {
    code: typeof code === 'string' ? code : undefined,
    fields: typeof fields === 'object' && fields !== null ? (fields as Record<string, unknown>) : undefined,
    details: typeof details === 'object' && details !== null ? (details as Record<string, unknown>) : undefined,
  };
}

/** The well-formed entries of a SLOT_TAKEN answer's `details.nextSlots` (none when absent). */
export function readNextSlots(details: Record<string, unknown> | undefined): FreeSlot[] {
  const slots = details?.nextSlots;
  if (!Array.isArray(slots)) return [];
  return slots.flatMap((slot: unknown) => {
    if (typeof slot !== 'object' || slot === null) return [];
    const { date, time } = slot as Record<string, unknown>;
    return typeof date === 'string' && typeof time === 'string' && isIsoDate(date) && isValidTime24(time) ? [{ date, time }] : [];
  });
}

function failure(alert: BookingAlert | null, step: WizardStep | null = null, fieldErrors: FieldErrors = {}): SubmitFailure {
  return { step, fieldErrors, alert, forgetAttempt: false };
}

/**
 * Refused before sending: missing fields listed in an alert, each invalid
 * field marked, on the step of the first one.
 */
export function refusalFromCheck({ missing, fieldErrors }: SubmitCheck): SubmitFailure {
  const alert: BookingAlert | null = missing.length > 0 ? { kind: 'missingFields', fields: missing } : null;
  return failure(alert, stepOfFirstField(Object.keys(fieldErrors) as BookingField[]), fieldErrors);
}

/** What the user sees after `error` ended a confirmation attempt. */
export function failureFromError(error: FetchBaseQueryError | SerializedError): SubmitFailure {
  if (!('status' in error)) return failure({ kind: 'unexpected' });
  const { status } = error;
  // A 2xx whose body is not a booking: 'no data returned after the insert'.
  if (status === 'PARSING_ERROR' && error.originalStatus >= 200 && error.originalStatus < 300) {
    return failure({ kind: 'noData' });
  }
  const { code, fields, details } = typeof status === 'number' ? readBody(error.data) : {};

  if (status === 401 || (code !== undefined && SIGNED_OUT_CODES.has(code))) {
    return failure({ kind: 'signInRequired' }, 'account');
  }
  if (code === BookingErrorCode.IdempotencyKeyReused) {
    return { ...failure({ kind: 'unexpected' }), forgetAttempt: true };
  }
  // No pro is free at the chosen time any more: back to the date step, with the next free times.
  if (code === ApiErrorCode.SLOT_TAKEN) {
    return failure({ kind: 'slotTaken', nextSlots: readNextSlots(details) }, 'dateTime');
  }

  const fieldErrors: FieldErrors = {};
  for (const [name, messages] of Object.entries(fields ?? {})) {
    if (!isBookingField(name) || !Array.isArray(messages) || messages.length === 0) continue;
    const known = messages.map(fieldErrorKeyOf).find(Boolean);
    fieldErrors[name] = known ?? MESSAGE_OF_FIELD[name] ?? 'invalid';
  }
  const named = code !== undefined ? FIELD_OF_CODE[code] : undefined;
  if (named) fieldErrors[named[0]] = named[1];
  const invalid = Object.keys(fieldErrors) as BookingField[];
  if (invalid.length > 0) {
    return failure({ kind: 'createFailed', reason: 'VALIDATION_FAILED' }, stepOfFirstField(invalid), fieldErrors);
  }

  const reason = apiErrorMessageKey(error);
  if (reason === 'INTERNAL_ERROR' || reason === 'UNKNOWN') return failure({ kind: 'unexpected' });
  return failure({ kind: 'createFailed', reason });
}
