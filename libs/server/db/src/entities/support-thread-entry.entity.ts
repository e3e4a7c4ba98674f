import { defineEntity, p } from '@mikro-orm/core';
import { SUPPORT_MESSAGE_MAX_LENGTH, SUPPORT_REQUEST_KINDS } from '@hm/contracts';
import { User } from './user.entity.js';
import { createdAtColumn } from './columns.js';

export const SUPPORT_THREAD_ENTRY_KINDS = ['reply', 'note'] as const;

// What operators wrote on a contact message or a FAQ question (Migration0031SupportInbox): a reply,
// e-mailed to the sender through the outbox, or an internal note. Kept, never edited.
const SupportThreadEntrySchema = defineEntity({
  name: 'SupportThreadEntry',
  tableName: 'support_thread_entries',
  indexes: [{ name: 'support_thread_entries_request_index', properties: ['requestKind', 'requestId', 'createdAt'] }],
  checks: [
    {
      name: 'support_thread_entries_body_check',
      expression: `(char_length(body) >= 1) and (char_length(body) <= ${SUPPORT_MESSAGE_MAX_LENGTH})`,
    },
  ],
  properties: {
    id: p.uuid().primary().defaultRaw('gen_random_uuid()'),
    requestKind: p.enum(SUPPORT_REQUEST_KINDS).columnType('text'),
    requestId: p.uuid(),
    kind: p.enum(SUPPORT_THREAD_ENTRY_KINDS).columnType('text'),
    author: () => p.manyToOne(User).nullable().deleteRule('set null'),
    body: p.text(),
    createdAt: createdAtColumn(),
  },
});

export class SupportThreadEntry extends SupportThreadEntrySchema.class {}
SupportThreadEntrySchema.setClass(SupportThreadEntry);

export { SupportThreadEntrySchema };
