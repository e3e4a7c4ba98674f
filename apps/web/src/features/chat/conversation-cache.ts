import type { ChatConversationResponse, ChatMessageView, Language, SendChatMessageResponse } from '@hm/contracts';

// How the cached conversation changes: a reply from the socket, the visitor's own message after
// its POST. A message can arrive twice (the socket and a re-fetch), so messages stay unique by id
// and in time order. Written for Immer drafts (mutate and return).

function insertMessage(messages: ChatMessageView[], message: ChatMessageView): void {
  const existing = messages.findIndex((m) => m.id === message.id);
  if (existing >= 0) {
    messages[existing] = message;
    return;
  }
  messages.push(message);
  messages.sort((a, b) => (a.createdAt < b.createdAt ? -1 : a.createdAt > b.createdAt ? 1 : 0));
}

/** A reply ends the wait: the question it answers is no longer pending. */
export function withMessage(draft: ChatConversationResponse, message: ChatMessageView): ChatConversationResponse {
  const conversation = draft.conversation;
  if (!conversation) return draft;
  insertMessage(conversation.messages, message);
  if (message.role === 'assistant') {
    for (const m of conversation.messages) {
      if (m.role === 'user' && m.status === 'pending' && m.createdAt <= message.createdAt)
        m.status = message.status === 'done' ? 'done' : 'failed';
    }
  }
  conversation.pending = conversation.messages.some((m) => m.role === 'user' && m.status === 'pending');
  return draft;
}

/** The visitor's message, as the API stored it; the first one starts the conversation. */
export function withSentMessage(
  draft: ChatConversationResponse,
  sent: SendChatMessageResponse,
  locale: Language,
): ChatConversationResponse {
  if (!draft.conversation || draft.conversation.id !== sent.conversationId) {
    draft.conversation = { id: sent.conversationId, locale, messages: [], pending: false, joinToken: sent.joinToken };
  }
  return withMessage(draft, sent.message);
}
