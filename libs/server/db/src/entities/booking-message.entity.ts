import { defineEntity, p } from '@mikro-orm/core';
import { Booking } from './booking.entity.js';
import { createdAtColumn } from './columns.js';

export const BOOKING_MESSAGE_SENDER_TYPES = ['customer', 'system', 'professional'] as const;
export type BookingMessageSenderType = (typeof BOOKING_MESSAGE_SENDER_TYPES)[number];
export const BOOKING_MESSAGE_MAX_LENGTH = 2000;

// A message on a booking, from the customer, the professional or HomeMate itself.
const BookingMessageSchema = defineEntity({
  name: 'BookingMessage',
  tableName: 'booking_messages',
  indexes: [{ name: 'booking_messages_booking_id_created_at_index', properties: ['booking', 'createdAt'] }],
  checks: [
    {
      name: 'booking_messages_message_check',
      expression: `(char_length(message) >= 1) and (char_length(message) <= ${BOOKING_MESSAGE_MAX_LENGTH})`,
    },
  ],
  properties: {
    id: p.uuid().primary().defaultRaw('gen_random_uuid()'),
    booking: () => p.manyToOne(Booking).deleteRule('cascade'),
    senderType: p.enum(BOOKING_MESSAGE_SENDER_TYPES).columnType('text'),
    senderName: p.text(),
    message: p.text(),
    metadata: p.json<Record<string, unknown>>().columnType('jsonb').default('{}'),
    createdAt: createdAtColumn(),
  },
});

export class BookingMessage extends BookingMessageSchema.class {}
BookingMessageSchema.setClass(BookingMessage);

export { BookingMessageSchema };
