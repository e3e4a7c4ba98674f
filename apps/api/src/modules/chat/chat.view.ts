import type { ChatConversationView } from '@hm/contracts';
import { toChatMessageView, type ChatConversation, type ChatMessage } from '@hm/db';

export { toChatMessageView };

/**
 * `pending` only while the wait is plausible: a message older than `staleMs` without a reply is
 * taken as lost, so the widget's input is enabled again (the API accepts a new message then).
 */
export function toChatConversationView(
  conversation: ChatConversation,
  messages: readonly ChatMessage[],
  joinToken: string,
  staleMs: number,
  now = new Date(),
): ChatConversationView {
  return {
    id: conversation.id,
    locale: conversation.locale,
    messages: messages.map(toChatMessageView),
    pending: messages.some(
      (message) => message.role === 'user' && message.status === 'pending' && now.getTime() - message.createdAt.getTime() < staleMs,
    ),
    joinToken,
  };
}
