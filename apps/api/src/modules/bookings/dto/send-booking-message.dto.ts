import { ApiProperty } from '@nestjs/swagger';
import { BOOKING_MESSAGE_MAX_LENGTH, BookingFieldError, type SendBookingMessageRequest } from '@hm/contracts';
import { BookingFieldRule } from './booking-field-rule.js';

/** Plain text: trimmed for the emptiness check only; what is stored is what was typed (trimmed). */
export function bookingMessageError(value: unknown): string | null {
  if (typeof value !== 'string' || value.trim() === '') return BookingFieldError.Required;
  return value.trim().length > BOOKING_MESSAGE_MAX_LENGTH ? BookingFieldError.TooLong : null;
}

/** POST /api/bookings/:number/messages. Never interpreted as HTML: clients render it as text. */
export class SendBookingMessageDto implements SendBookingMessageRequest {
  @ApiProperty({ example: 'The door code is 1234.', maxLength: BOOKING_MESSAGE_MAX_LENGTH })
  @BookingFieldRule(bookingMessageError)
  message!: string;
}
