import { defineEntity, p } from '@mikro-orm/core';
import { CHAT_ERROR_KINDS, CHAT_MESSAGE_STATUSES, CHAT_REPLY_SOURCES, CHAT_ROLES, type ChatMessageView } from '@hm/contracts';
import { ChatConversation } from './chat-conversation.entity.js';
import { createdAtColumn } from './columns.js';

// A turn of a chat conversation. Mirrors Migration0007Chat.
const ChatMessageSchema = defineEntity({
  name: 'ChatMessage',
  tableName: 'chat_messages',
  indexes: [{ name: 'chat_messages_conversation_id_created_at_index', properties: ['conversation', 'createdAt'] }],
  checks: [
    {
      name: 'chat_messages_content_check',
      expression: `((char_length(content) >= 1) and (char_length(content) <= 20000)) and ((role <> 'user') or (char_length(content) <= 1000))`,
    },
    { name: 'chat_messages_tokens_check', expression: 'tokens >= 0' },
  ],
  properties: {
    id: p.uuid().primary().defaultRaw('gen_random_uuid()'),
    conversation: () => p.manyToOne(ChatConversation).deleteRule('cascade'),
    role: p.enum(CHAT_ROLES).columnType('text'),
    content: p.text(),
    status: p.enum(CHAT_MESSAGE_STATUSES).columnType('text'),
    errorKind: p.enum(CHAT_ERROR_KINDS).columnType('text').nullable(),
    source: p.enum(CHAT_REPLY_SOURCES).columnType('text').nullable(),
    /** Tokens the completion used (prompt + reply), counted against the visitor's daily budget. */
    tokens: p.integer().nullable(),
    createdAt: createdAtColumn(),
  },
});

export class ChatMessage extends ChatMessageSchema.class {}
ChatMessageSchema.setClass(ChatMessage);

export { ChatMessageSchema };

/** What the web sees of a message, from the API's reads and the worker's socket pushes alike. */
export function toChatMessageView(message: ChatMessage): ChatMessageView {
  return {
    id: message.id,
    role: message.role,
    content: message.content,
    status: message.status,
    errorKind: message.errorKind ?? null,
    source: message.source ?? null,
    createdAt: message.createdAt.toISOString(),
  };
}
