import type { Language } from '@hm/contracts';
import { ChatConversation, ChatMessage } from '@hm/db';
import { enqueueViaOutbox } from '@hm/queue';
import type { MikroORM } from '@mikro-orm/postgresql';
import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';

// Test helpers of the chat worker specs: what POST /api/chat/messages writes, and a wait for the reply.

export interface AskedQuestion {
  conversationId: string;
  messageId: string;
}

/** A conversation (new, or the given one) with a pending user message and its reply job in the outbox. */
export async function askQuestion(
  orm: MikroORM,
  content: string,
  options: { locale?: Language; conversationId?: string; expiresAt?: Date } = {},
): Promise<AskedQuestion> {
  return orm.em.fork().transactional(async (em) => {
    const now = new Date();
    const conversation = options.conversationId
      ? await em.findOneOrFail(ChatConversation, { id: options.conversationId })
      : em.create(ChatConversation, {
          id: randomUUID(),
          visitorId: randomUUID(),
          locale: options.locale ?? 'fr',
          createdAt: now,
          updatedAt: now,
          expiresAt: options.expiresAt ?? new Date(now.getTime() + 30 * 24 * 3600 * 1000),
        });
    const message = em.create(ChatMessage, { id: randomUUID(), conversation, role: 'user', content, status: 'pending', createdAt: now });
    enqueueViaOutbox(em, 'chat', 'reply', { conversationId: conversation.id, messageId: message.id });
    return { conversationId: conversation.id, messageId: message.id };
  });
}

export interface StoredMessage {
  id: string;
  role: string;
  content: string;
  status: string;
  error_kind: string | null;
  source: string | null;
  tokens: number | null;
  suggestion: string | null;
  suggested_service_id: string | null;
  /** 'YYYY-MM-DD'. */
  suggested_date: string | null;
  /** As the driver gives it (a string here); `new Date()` reads it. */
  created_at: string;
}

export async function conversationMessages(orm: MikroORM, conversationId: string): Promise<StoredMessage[]> {
  return orm.em.fork().execute<StoredMessage[]>(
    `select id, role, content, status, error_kind, source, tokens, suggestion, suggested_service_id, suggested_date::text as suggested_date, created_at
       from chat_messages where conversation_id = ? order by created_at, role desc`,
    [conversationId],
  );
}

/** Waits until the conversation holds `count` assistant replies; returns the last one. */
export async function waitForReply(orm: MikroORM, conversationId: string, count = 1, timeoutMs = 20_000): Promise<StoredMessage> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const replies = (await conversationMessages(orm, conversationId)).filter((m) => m.role === 'assistant');
    if (replies.length >= count) return replies[replies.length - 1]!;
    if (Date.now() > deadline) throw new Error(`no reply in conversation ${conversationId} after ${timeoutMs} ms`);
    await sleep(50);
  }
}
