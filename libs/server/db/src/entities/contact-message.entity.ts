import { defineEntity, p } from '@mikro-orm/core';
import { CONTACT_SUBJECTS, PUBLIC_FORM_MAX_LENGTH } from '@hm/contracts';
import { senderColumns, supportRequestStateColumns } from './support-request-columns.js';
import { createdAtColumn, updatedAtColumn } from './columns.js';

// A message sent with the contact form. Columns mirror Migration0005PublicSite.
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
    ...senderColumns(),
    subject: p.enum(CONTACT_SUBJECTS).columnType('text'),
    message: p.text(),
    ...supportRequestStateColumns(),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
});

export class ContactMessage extends ContactMessageSchema.class {}
ContactMessageSchema.setClass(ContactMessage);

export { ContactMessageSchema };
