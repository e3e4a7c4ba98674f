import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  BOOKING_FIELD_MAX_LENGTH as MAX,
  BookingFieldError,
  bookingDateError,
  bookingEmailError,
  bookingParkingError,
  bookingPhoneError,
  bookingPostalCodeError,
  bookingTextError,
  bookingSlotError,
  bookingTimeError,
  isSupportedLanguage,
  PARKING_OPTIONS,
  SUPPORTED_LANGUAGES,
  type CreateBookingRequest,
  type Language,
  type ParkingOption,
} from '@hm/contracts';
import { getService, getSubService } from '@hm/catalog';
import { Trim } from '../../auth/dto/field-rules.js';
import { BookingFieldRule } from './booking-field-rule.js';

const ID_MAX_LENGTH = 64;

export function serviceIdError(value: unknown): BookingFieldError | null {
  const text = bookingTextError(value, { maxLength: ID_MAX_LENGTH });
  if (text) return text;
  const service = getService(value as string);
  if (!service) return BookingFieldError.UnknownService;
  return service.availability === 'available' ? null : BookingFieldError.ServiceNotBookable;
}

/** Judged against the request's category; when that is itself wrong, serviceId carries the error. */
export function subServiceIdError(value: unknown, request: Record<string, unknown>): BookingFieldError | null {
  const text = bookingTextError(value, { maxLength: ID_MAX_LENGTH });
  if (text) return text;
  if (typeof request.serviceId !== 'string' || !getService(request.serviceId)) return null;
  return getSubService(request.serviceId, value as string) ? null : BookingFieldError.UnknownSubService;
}

export function localeError(value: unknown): BookingFieldError | null {
  return value === undefined || value === null || isSupportedLanguage(value) ? null : BookingFieldError.InvalidLocale;
}

const name = (value: unknown) => bookingTextError(value, { maxLength: MAX.name });

/**
 * POST /api/bookings. Every field is trimmed, then checked by the booking field rules (shared with
 * the wizard through @hm/contracts); the service normalises phone, postal code and e-mail. The
 * customer is the caller (from the token): a body naming a user, a status or a price is refused
 * as an unknown field.
 */
export class CreateBookingDto implements CreateBookingRequest {
  @ApiProperty({ example: 'plumbing', description: 'A bookable category of the catalogue' })
  @Trim()
  @BookingFieldRule(serviceIdError)
  serviceId!: string;

  @ApiProperty({ example: 'leak-repair', description: 'One of that category’s sub-services' })
  @Trim()
  @BookingFieldRule(subServiceIdError)
  subServiceId!: string;

  @ApiProperty({ example: '2026-03-10', description: 'YYYY-MM-DD, today or later in America/Toronto' })
  @Trim()
  @BookingFieldRule((value) => bookingDateError(value))
  scheduledDate!: string;

  @ApiProperty({ example: '14:30', description: 'HH:MM (24 h), 08:00 to 20:30 on a 15-minute step; today, at least 2 hours from now' })
  @Trim()
  @BookingFieldRule((value, dto) => bookingTimeError(value) ?? bookingSlotError(dto.scheduledDate, value))
  scheduledTime!: string;

  @ApiProperty({ example: 'Camille', maxLength: MAX.name })
  @Trim()
  @BookingFieldRule(name)
  firstName!: string;

  @ApiProperty({ example: 'Tremblay', maxLength: MAX.name })
  @Trim()
  @BookingFieldRule(name)
  lastName!: string;

  @ApiProperty({ example: 'camille@example.com', maxLength: MAX.email })
  @Trim()
  @BookingFieldRule(bookingEmailError)
  email!: string;

  @ApiProperty({ example: '514-555-1234', maxLength: MAX.phone, description: 'Stored as digits and +' })
  @Trim()
  @BookingFieldRule(bookingPhoneError)
  phone!: string;

  @ApiProperty({ example: '1234 rue Saint-Denis', maxLength: MAX.address })
  @Trim()
  @BookingFieldRule((value) => bookingTextError(value, { maxLength: MAX.address }))
  address!: string;

  @ApiPropertyOptional({ type: String, example: '5', maxLength: MAX.apartment, nullable: true })
  @Trim()
  @BookingFieldRule((value) => bookingTextError(value, { maxLength: MAX.apartment, optional: true }))
  apartment?: string | null;

  @ApiProperty({ example: 'Montréal', maxLength: MAX.city })
  @Trim()
  @BookingFieldRule((value) => bookingTextError(value, { maxLength: MAX.city }))
  city!: string;

  @ApiProperty({
    example: 'H2X 1Y4',
    maxLength: MAX.postalCode,
    description: "Canadian ('h2x1y4' is stored as 'H2X 1Y4'), or a five-digit US or French code",
  })
  @Trim()
  @BookingFieldRule(bookingPostalCodeError)
  postalCode!: string;

  @ApiPropertyOptional({ type: String, example: 'The kitchen sink leaks under the cabinet.', maxLength: MAX.description, nullable: true })
  @Trim()
  @BookingFieldRule((value) => bookingTextError(value, { maxLength: MAX.description, optional: true, multiline: true }))
  description?: string | null;

  @ApiPropertyOptional({
    type: String,
    example: 'Door code 4512, buzzer 5',
    maxLength: MAX.accessNotes,
    nullable: true,
    description: 'Door code, buzzer, how to get in: shown to the assigned pro only',
  })
  @Trim()
  @BookingFieldRule((value) => bookingTextError(value, { maxLength: MAX.accessNotes, optional: true }))
  accessNotes?: string | null;

  @ApiPropertyOptional({ enum: PARKING_OPTIONS, nullable: true, description: 'Where the pro can park' })
  @BookingFieldRule(bookingParkingError)
  parking?: ParkingOption | null;

  @ApiPropertyOptional({ type: String, example: 'Visitor spot 12', maxLength: MAX.parkingNotes, nullable: true })
  @Trim()
  @BookingFieldRule((value) => bookingTextError(value, { maxLength: MAX.parkingNotes, optional: true }))
  parkingNotes?: string | null;

  @ApiPropertyOptional({
    enum: SUPPORTED_LANGUAGES,
    description: "Language of the confirmation and messages; the user's preferred one by default",
  })
  @BookingFieldRule(localeError)
  locale?: Language;
}
