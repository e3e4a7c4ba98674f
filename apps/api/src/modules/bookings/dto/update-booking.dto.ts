import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsOptional } from 'class-validator';
import {
  BOOKING_FIELD_MAX_LENGTH as MAX,
  bookingDateError,
  bookingEmailError,
  bookingParkingError,
  bookingPhoneError,
  bookingPostalCodeError,
  bookingTextError,
  bookingTimeError,
  PARKING_OPTIONS,
  type ParkingOption,
  type UpdateBookingRequest,
} from '@hm/contracts';
import { Trim } from '../../auth/dto/field-rules.js';
import { BookingFieldRule } from './booking-field-rule.js';

type Rule = (value: unknown) => string | null;
/** A field left out of the edit is not checked (it does not change); one sent is checked like a new booking's. */
const ifPresent =
  (rule: Rule) =>
  (value: unknown): ReturnType<Rule> =>
    value === undefined ? null : rule(value);
const name = ifPresent((value) => bookingTextError(value, { maxLength: MAX.name }));

/**
 * PATCH /api/bookings/:number: the editable fields (docs/booking-rules.md, Edits; the service and its option are
 * not), each optional and, when present, trimmed and validated by the same rules as
 * CreateBookingDto. Any other field is refused. `acceptLateFee` is the customer's consent to the
 * late-change fee, not a field of the booking.
 */
export class UpdateBookingDto implements UpdateBookingRequest {
  @ApiPropertyOptional({ example: '2026-03-10', description: 'YYYY-MM-DD, today or later in America/Toronto' })
  @Trim()
  @BookingFieldRule(ifPresent((value) => bookingDateError(value)))
  scheduledDate?: string;

  @ApiPropertyOptional({ example: '14:30', description: 'HH:MM (24 h), 08:00 to 20:30 on a 15-minute step' })
  @Trim()
  @BookingFieldRule(ifPresent(bookingTimeError))
  scheduledTime?: string;

  @ApiPropertyOptional({ example: 'Camille', maxLength: MAX.name })
  @Trim()
  @BookingFieldRule(name)
  firstName?: string;

  @ApiPropertyOptional({ example: 'Tremblay', maxLength: MAX.name })
  @Trim()
  @BookingFieldRule(name)
  lastName?: string;

  @ApiPropertyOptional({ example: 'camille@example.com', maxLength: MAX.email })
  @Trim()
  @BookingFieldRule(ifPresent(bookingEmailError))
  email?: string;

  @ApiPropertyOptional({ example: '514-555-1234', maxLength: MAX.phone })
  @Trim()
  @BookingFieldRule(ifPresent(bookingPhoneError))
  phone?: string;

  @ApiPropertyOptional({ example: '1234 rue Saint-Denis', maxLength: MAX.address })
  @Trim()
  @BookingFieldRule(ifPresent((value) => bookingTextError(value, { maxLength: MAX.address })))
  address?: string;

  @ApiPropertyOptional({ type: String, example: '5', maxLength: MAX.apartment, nullable: true })
  @Trim()
  @BookingFieldRule(ifPresent((value) => bookingTextError(value, { maxLength: MAX.apartment, optional: true })))
  apartment?: string | null;

  @ApiPropertyOptional({ example: 'Montréal', maxLength: MAX.city })
  @Trim()
  @BookingFieldRule(ifPresent((value) => bookingTextError(value, { maxLength: MAX.city })))
  city?: string;

  @ApiPropertyOptional({ example: 'H2X 1Y4', maxLength: MAX.postalCode })
  @Trim()
  @BookingFieldRule(ifPresent(bookingPostalCodeError))
  postalCode?: string;

  @ApiPropertyOptional({ type: String, example: 'The kitchen sink leaks under the cabinet.', maxLength: MAX.description, nullable: true })
  @Trim()
  @BookingFieldRule(ifPresent((value) => bookingTextError(value, { maxLength: MAX.description, optional: true, multiline: true })))
  description?: string | null;

  @ApiPropertyOptional({ type: String, example: 'Door code 4512, buzzer 5', maxLength: MAX.accessNotes, nullable: true })
  @Trim()
  @BookingFieldRule(ifPresent((value) => bookingTextError(value, { maxLength: MAX.accessNotes, optional: true })))
  accessNotes?: string | null;

  @ApiPropertyOptional({ enum: PARKING_OPTIONS, nullable: true })
  @BookingFieldRule(bookingParkingError)
  parking?: ParkingOption | null;

  @ApiPropertyOptional({ type: String, example: 'Visitor spot 12', maxLength: MAX.parkingNotes, nullable: true })
  @Trim()
  @BookingFieldRule(ifPresent((value) => bookingTextError(value, { maxLength: MAX.parkingNotes, optional: true })))
  parkingNotes?: string | null;

  @ApiPropertyOptional({
    description:
      'Accept the late-change fee when moving the date or time after the free-change deadline (409 LATE_FEE_NOT_ACCEPTED otherwise)',
  })
  @IsOptional()
  @IsBoolean()
  acceptLateFee?: boolean;
}
