import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  BOOKING_FIELD_MAX_LENGTH as MAX,
  bookingPhoneError,
  bookingPostalCodeError,
  bookingTextError,
  type OfferPreviewRequest,
} from '@hm/contracts';
import { Trim } from '../../auth/dto/field-rules.js';
import { BookingFieldRule } from '../../bookings/dto/booking-field-rule.js';

/** POST /api/offers/preview: the phone and home of the booking about to be made, checked as the booking's. */
export class OfferPreviewDto implements OfferPreviewRequest {
  @ApiProperty({ example: '514-555-1234', maxLength: MAX.phone })
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

  @ApiProperty({ example: 'H2X 1Y4', maxLength: MAX.postalCode })
  @Trim()
  @BookingFieldRule(bookingPostalCodeError)
  postalCode!: string;
}
