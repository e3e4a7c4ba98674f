// The field rules of a booking request (the checks before a booking is submitted), shared by the
// wizard (inline errors) and the API (which enforces them). Each returns the field's error code,
// or null when the value is acceptable; normalising the value is the caller's next step.
import { BookingFieldError } from './booking.js';
import { BOOKING_LEAD_TIME_MINUTES } from './business-constants.js';
import { isDateNotBefore, isIsoDate, minutesOfDayInToronto, todayInToronto } from './dates.js';
import { isBookingEmail } from './email.js';
import { isParkingOption } from './parking.js';
import { normalizePhone } from './phone.js';
import { formatCanadianPostalCode, isCanadianPostalCode, isQuebecPostalCode } from './postal-code.js';
import { isValidTime24, isWithinBookingHours } from './time-slots.js';

/** Longest accepted value of each text field, counted after trimming. */
export const BOOKING_FIELD_MAX_LENGTH = {
  name: 100,
  email: 254,
  phone: 32,
  address: 200,
  apartment: 50,
  city: 100,
  postalCode: 16,
  description: 2000,
  accessNotes: 300,
  parkingNotes: 200,
} as const;

// International numbers (E.164) have at most 15 digits; fewer than 7 is no reachable number.
const BOOKING_PHONE = /^\+?\d{7,15}$/;
// A US ZIP (or ZIP+4) or a French code: real codes, told apart from typos so that the answer says
// where HomeMate works rather than that the code is wrong.
const FIVE_DIGIT_POSTAL_CODE = /^\d{5}(-\d{4})?$/;
const CONTROL_CHARACTERS = /\p{Cc}/u;
const CONTROL_CHARACTERS_EXCEPT_LINE_BREAKS = /[^\P{Cc}\n\r\t]/u;

export interface BookingTextRule {
  maxLength: number;
  /** Absent, null or blank is fine (stored as null). */
  optional?: boolean;
  /** Line breaks and tabs are allowed (the description). */
  multiline?: boolean;
}

/** A trimmed text field: required unless optional, at most maxLength, no control characters. */
export function bookingTextError(value: unknown, rule: BookingTextRule): BookingFieldError | null {
  if (value === undefined || value === null) return rule.optional ? null : BookingFieldError.Required;
  if (typeof value !== 'string') return BookingFieldError.Required;
  const trimmed = value.trim();
  if (trimmed === '') return rule.optional ? null : BookingFieldError.Required;
  if (trimmed.length > rule.maxLength) return BookingFieldError.TooLong;
  const forbidden = rule.multiline ? CONTROL_CHARACTERS_EXCEPT_LINE_BREAKS : CONTROL_CHARACTERS;
  return forbidden.test(trimmed) ? BookingFieldError.InvalidText : null;
}

/** Absent, null or blank, or one of PARKING_OPTIONS. */
export function bookingParkingError(value: unknown): BookingFieldError | null {
  if (value === undefined || value === null || value === '') return null;
  return isParkingOption(value) ? null : BookingFieldError.InvalidParking;
}

/** Booking e-mail pattern, on the trimmed value. */
export function bookingEmailError(value: unknown): BookingFieldError | null {
  const text = bookingTextError(value, { maxLength: BOOKING_FIELD_MAX_LENGTH.email });
  if (text) return text;
  return isBookingEmail((value as string).trim()) ? null : BookingFieldError.InvalidEmail;
}

/** Once normalised (digits and '+'), 7 to 15 digits with an optional leading '+'. */
export function bookingPhoneError(value: unknown): BookingFieldError | null {
  const text = bookingTextError(value, { maxLength: BOOKING_FIELD_MAX_LENGTH.phone });
  if (text) return text;
  return BOOKING_PHONE.test(normalizePhone(value as string)) ? null : BookingFieldError.InvalidPhone;
}

/**
 * A Quebec code (Canadian, first letter G, H or J) in any case and spacing ('h2x1y4'). Another
 * province's code, a US ZIP or a French code is POSTAL_CODE_OUTSIDE_QUEBEC (HomeMate works in Quebec
 * for now); anything else INVALID_POSTAL_CODE. The stored value is formatCanadianPostalCode's
 * ('H2X 1Y4'). Whether a pro serves it is the server's check (SERVICE_AREA_NOT_SERVED).
 */
export function bookingPostalCodeError(value: unknown): BookingFieldError | null {
  const text = bookingTextError(value, { maxLength: BOOKING_FIELD_MAX_LENGTH.postalCode });
  if (text) return text;
  const formatted = formatCanadianPostalCode(value as string);
  if (isQuebecPostalCode(formatted)) return null;
  return isCanadianPostalCode(formatted) || FIVE_DIGIT_POSTAL_CODE.test(formatted)
    ? BookingFieldError.PostalCodeOutsideQuebec
    : BookingFieldError.InvalidPostalCode;
}

/** A real 'YYYY-MM-DD' day, not before today in Toronto (the date minimum is today). */
export function bookingDateError(value: unknown, today: string = todayInToronto()): BookingFieldError | null {
  if (typeof value !== 'string' || value.trim() === '') return BookingFieldError.Required;
  const date = value.trim();
  if (!isIsoDate(date)) return BookingFieldError.InvalidDate;
  return isDateNotBefore(date, today) ? null : BookingFieldError.DateInPast;
}

/** 'HH:MM' from 08:00 to 20:30 on a 15-minute step (the picker's minutes). */
export function bookingTimeError(value: unknown): BookingFieldError | null {
  if (typeof value !== 'string' || value.trim() === '') return BookingFieldError.Required;
  const time = value.trim();
  if (!isValidTime24(time)) return BookingFieldError.InvalidTime;
  return isWithinBookingHours(time) ? null : BookingFieldError.TimeOutsideHours;
}

/**
 * A visit today must start at least BOOKING_LEAD_TIME_MINUTES from now, on Toronto's wall clock
 * (a later day is always far enough: visits start at 08:00 or later). Null when the date or the
 * time is not valid: their own rules say why. Wall-clock minutes are exact here, since Toronto's
 * clock changes at 02:00 or 03:00, hours before the first visit of the day.
 */
export function bookingSlotError(date: unknown, time: unknown, now: Date = new Date()): BookingFieldError | null {
  if (typeof date !== 'string' || typeof time !== 'string' || !isIsoDate(date.trim()) || !isValidTime24(time.trim())) return null;
  if (date.trim() !== todayInToronto(now)) return null;
  const [hours, minutes] = time.trim().split(':').map(Number) as [number, number];
  return hours * 60 + minutes - minutesOfDayInToronto(now) < BOOKING_LEAD_TIME_MINUTES ? BookingFieldError.TimeTooSoon : null;
}
