import { defineEntity, p } from '@mikro-orm/core';
import { SUPPORTED_LANGUAGES } from '@hm/contracts';
import { User } from './user.entity.js';
import { createdAtColumn } from './columns.js';

// Columns mirror Migration0007Chat (the source of truth for checks and the partial unique index).
// visitor_id is the anonymous identity of the browser that started it; user_id is set once the
// visitor is signed in, and from then on the user finds it on any device.
const ChatConversationSchema = defineEntity({
  name: 'ChatConversation',
  tableName: 'chat_conversations',
  indexes: [
    {
      name: 'chat_conversations_user_id_unique',
      expression: 'create unique index "chat_conversations_user_id_unique" on "chat_conversations" ("user_id") where "user_id" is not null',
    },
    { name: 'chat_conversations_visitor_id_index', properties: ['visitorId'] },
    { name: 'chat_conversations_expires_at_index', properties: ['expiresAt'] },
  ],
  properties: {
    id: p.uuid().primary().defaultRaw('gen_random_uuid()'),
    visitorId: p.uuid(),
    user: () => p.manyToOne(User).nullable().deleteRule('cascade'),
    locale: p.enum(SUPPORTED_LANGUAGES).columnType('text'),
    createdAt: createdAtColumn(),
    /** Time of the last message. */
    updatedAt: p
      .datetime()
      .columnType('timestamptz')
      .defaultRaw('now()')
      .onCreate(() => new Date()),
    /** updated_at + 30 days; the worker deletes conversations past it. */
    expiresAt: p.datetime().columnType('timestamptz'),
  },
});

export class ChatConversation extends ChatConversationSchema.class {}
ChatConversationSchema.setClass(ChatConversation);

export { ChatConversationSchema };
