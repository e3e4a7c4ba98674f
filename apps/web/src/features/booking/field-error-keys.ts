// The messages of the `booking` namespace's `fieldErrors` group, and which one each code of the
// booking rules (libs/contracts/src/booking-fields.ts, the API's field errors) shows. The wizard
// and the reservation's edit form say the same things about the same fields.

/** Keys of the `booking` namespace's `fieldErrors` group. */
export type FieldErrorKey =
  | 'required'
  | 'invalid'
  | 'tooLong'
  | 'emailInvalid'
  | 'phoneInvalid'
  | 'postalCodeInvalid'
  | 'postalCodeOutsideQuebec'
  | 'areaNotServed'
  | 'dateInPast'
  | 'dateInvalid'
  | 'timeOutsideHours'
  | 'timeTooSoon'
  | 'unknownService';

// A field's problem as the rules and the API name it (`fields: { postalCode: ['INVALID_POSTAL_CODE'] }`).
const KEY_OF_CODE: Readonly<Record<string, FieldErrorKey>> = {
  REQUIRED: 'required',
  TOO_LONG: 'tooLong',
  INVALID_TEXT: 'invalid',
  UNKNOWN_SERVICE: 'unknownService',
  SERVICE_NOT_BOOKABLE: 'unknownService',
  UNKNOWN_SUB_SERVICE: 'unknownService',
  DATE_IN_PAST: 'dateInPast',
  INVALID_DATE: 'dateInvalid',
  TIME_OUTSIDE_HOURS: 'timeOutsideHours',
  TIME_TOO_SOON: 'timeTooSoon',
  INVALID_TIME: 'timeOutsideHours',
  INVALID_EMAIL: 'emailInvalid',
  INVALID_PHONE: 'phoneInvalid',
  INVALID_POSTAL_CODE: 'postalCodeInvalid',
  INVALID_PARKING: 'invalid',
  POSTAL_CODE_OUTSIDE_QUEBEC: 'postalCodeOutsideQuebec',
  SERVICE_AREA_NOT_SERVED: 'areaNotServed',
};

/** The message of a field error code, or undefined for a code this version does not know. */
export function fieldErrorKeyOf(code: unknown): FieldErrorKey | undefined {
  return typeof code === 'string' && Object.hasOwn(KEY_OF_CODE, code) ? KEY_OF_CODE[code] : undefined;
}
