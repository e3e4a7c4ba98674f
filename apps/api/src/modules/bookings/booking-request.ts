import { createHash } from 'node:crypto';
import {
  EDITABLE_BOOKING_FIELDS,
  formatCanadianPostalCode,
  normalizeEmail,
  normalizePhone,
  type BookingDetails,
  type EditableBookingField,
  type Language,
  type ParkingOption,
} from '@hm/contracts';
import type { CreateBookingDto } from './dto/create-booking.dto.js';

/** A validated booking request in the form it is stored: trimmed, normalised, blanks as null. */
export interface BookingRequest extends BookingDetails {
  serviceId: string;
  subServiceId: string;
  locale: Language | null;
}

const blankToNull = (value: string | null | undefined): string | null =>
  value === undefined || value === null || value === '' ? null : value;

/** The fields a customer may change later (contracts EDITABLE_BOOKING_FIELDS), as stored. */
export type BookingFieldsUpdate = Partial<Pick<BookingRequest, EditableBookingField>>;

/**
 * The same normalisation as a new booking, for the fields present in an edit (PATCH): absent
 * fields stay absent, a blank optional field becomes null.
 */
export function normalizeBookingUpdate(dto: Partial<Record<EditableBookingField, string | null>>): BookingFieldsUpdate {
  const out: BookingFieldsUpdate = {};
  for (const field of EDITABLE_BOOKING_FIELDS) {
    const value = dto[field];
    if (value === undefined) continue;
    switch (field) {
      case 'email':
        out.email = normalizeEmail(value as string);
        break;
      case 'phone':
        out.phone = normalizePhone(value as string);
        break;
      case 'postalCode':
        out.postalCode = formatCanadianPostalCode(value as string);
        break;
      case 'apartment':
      case 'description':
      case 'accessNotes':
      case 'parkingNotes':
        out[field] = blankToNull(value);
        break;
      case 'parking':
        out.parking = blankToNull(value) as ParkingOption | null;
        break;
      default:
        out[field] = value as string;
    }
  }
  return out;
}

/** Phone as digits and '+', postal code 'A1A 1A1', e-mail lower-cased. */
export function normalizeBookingRequest(dto: CreateBookingDto): BookingRequest {
  return {
    serviceId: dto.serviceId,
    subServiceId: dto.subServiceId,
    scheduledDate: dto.scheduledDate,
    scheduledTime: dto.scheduledTime,
    firstName: dto.firstName,
    lastName: dto.lastName,
    email: normalizeEmail(dto.email),
    phone: normalizePhone(dto.phone),
    address: dto.address,
    apartment: blankToNull(dto.apartment),
    city: dto.city,
    postalCode: formatCanadianPostalCode(dto.postalCode),
    description: blankToNull(dto.description),
    accessNotes: blankToNull(dto.accessNotes),
    parking: blankToNull(dto.parking) as ParkingOption | null,
    parkingNotes: blankToNull(dto.parkingNotes),
    locale: dto.locale ?? null,
  };
}

/**
 * Fingerprint of a request for the Idempotency-Key check. Taken on the normalised request (whose
 * keys are always in the same order), so a retry that differs only in spacing or letter case of
 * the e-mail is the same request.
 */
export function bookingRequestHash(request: BookingRequest): string {
  return createHash('sha256').update(JSON.stringify(request)).digest('hex');
}
