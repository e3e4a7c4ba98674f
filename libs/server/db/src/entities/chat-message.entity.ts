import { defineEntity, p } from '@mikro-orm/core';
import {
  CHAT_ERROR_KINDS,
  CHAT_MESSAGE_STATUSES,
  CHAT_REPLY_SOURCES,
  CHAT_ROLES,
  CHAT_SUGGESTION_KINDS,
  type ChatMessageView,
  type ChatSuggestion,
} from '@hm/contracts';
import { ChatConversation } from './chat-conversation.entity.js';
import { createdAtColumn } from './columns.js';

// A turn of a chat conversation. Mirrors Migration0007Chat and Migration0041ChatSuggestions.
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
    {
      name: 'chat_messages_suggestion_shape_check',
      expression: `((suggestion is null) or (role = 'assistant')) and ((suggestion is not null) or ((suggested_service_id is null) and (suggested_date is null))) and ((suggestion <> 'notify') or ((suggested_service_id is not null) and (suggested_date is null)))`,
    },
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
    /** What the reply proposes (ChatSuggestion): 'book' (suggestedServiceId null: the category picker) or 'notify'. */
    suggestion: p.enum(CHAT_SUGGESTION_KINDS).columnType('text').nullable(),
    suggestedServiceId: p.text().nullable(),
    /** A Montreal day, 'YYYY-MM-DD'; only with 'book'. */
    suggestedDate: p.type('date').nullable(),
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
    suggestion: suggestionOf(message),
    createdAt: message.createdAt.toISOString(),
  };
}

function suggestionOf(message: ChatMessage): ChatSuggestion | null {
  if (message.suggestion === 'notify' && message.suggestedServiceId) return { kind: 'notify', serviceId: message.suggestedServiceId };
  if (message.suggestion === 'book')
    return { kind: 'book', serviceId: message.suggestedServiceId ?? null, date: message.suggestedDate ?? null };
  return null;
}

/** The columns that store `suggestion` (toChatMessageView reads them back). */
export function suggestionColumns(
  suggestion: ChatSuggestion | null,
): Pick<ChatMessage, 'suggestion' | 'suggestedServiceId' | 'suggestedDate'> {
  if (suggestion === null) return { suggestion: null, suggestedServiceId: null, suggestedDate: null };
  if (suggestion.kind === 'notify') return { suggestion: 'notify', suggestedServiceId: suggestion.serviceId, suggestedDate: null };
  return { suggestion: 'book', suggestedServiceId: suggestion.serviceId, suggestedDate: suggestion.date };
}
