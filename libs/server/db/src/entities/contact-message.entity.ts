import { defineEntity, p } from '@mikro-orm/core';
import { CONTACT_SUBJECTS, PUBLIC_FORM_MAX_LENGTH, SUPPORTED_LANGUAGES } from '@hm/contracts';

/** 'pending' on submit (SPEC §3); support marks a message answered or closed. */
export const SUPPORT_REQUEST_STATUSES = ['pending', 'answered', 'closed'] as const;
export type SupportRequestStatus = (typeof SUPPORT_REQUEST_STATUSES)[number];

// A message sent with the contact form (SPEC §3). Columns mirror Migration0005PublicSite.
const ContactMessageSchema = defineEntity({
  name: 'ContactMessage',
  tableName: 'contact_messages',
  indexes: [{ name: 'contact_messages_status_created_at_index', properties: ['status', 'createdAt'] }],
  checks: [
    {
      name: 'contact_messages_message_check',
      expression: `(char_length(message) >= 1) and (char_length(message) <= ${PUBLIC_FORM_MAX_LENGTH.message})`,
    },
  ],
  properties: {
    id: p.uuid().primary().defaultRaw('gen_random_uuid()'),
    firstName: p.text(),
    lastName: p.text(),
    email: p.text(),
    subject: p.enum(CONTACT_SUBJECTS).columnType('text'),
    message: p.text(),
    status: p.enum(SUPPORT_REQUEST_STATUSES).columnType('text').default('pending'),
    locale: p.enum(SUPPORTED_LANGUAGES).columnType('text'),
    createdAt: p.datetime().columnType('timestamptz').defaultRaw('now()').onCreate(() => new Date()),
    updatedAt: p
      .datetime()
      .columnType('timestamptz')
      .defaultRaw('now()')
      .onCreate(() => new Date())
      .onUpdate(() => new Date()),
  },
});

export class ContactMessage extends ContactMessageSchema.class {}
ContactMessageSchema.setClass(ContactMessage);

export { ContactMessageSchema };
