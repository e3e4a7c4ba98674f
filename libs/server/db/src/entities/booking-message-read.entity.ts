import { defineEntity, p } from '@mikro-orm/core';
import { Booking } from './booking.entity.js';
import { User } from './user.entity.js';

// How far one reader of a booking's thread (its owner or its professional) has read it and been
// mailed about it (Migration0011MessageMail, docs/notifications.md). Written by the API when the
// reader opens the thread or a message is sent to them, and by the worker when it mails them.
const BookingMessageReadSchema = defineEntity({
  name: 'BookingMessageRead',
  tableName: 'booking_message_reads',
  indexes: [{ name: 'booking_message_reads_user_id_index', properties: ['user'] }],
  properties: {
    booking: () => p.manyToOne(Booking).primary().deleteRule('cascade'),
    user: () => p.manyToOne(User).primary().deleteRule('cascade'),
    /** The reader has seen every message written up to this time. */
    readAt: p.datetime().columnType('timestamptz').nullable(),
    /** Messages up to this time were in an e-mail to the reader. */
    mailedThrough: p.datetime().columnType('timestamptz').nullable(),
    /** A "new messages" e-mail is queued for this time; null when none is. */
    mailDueAt: p.datetime().columnType('timestamptz').nullable(),
  },
});

export class BookingMessageRead extends BookingMessageReadSchema.class {}
BookingMessageReadSchema.setClass(BookingMessageRead);

export { BookingMessageReadSchema };
