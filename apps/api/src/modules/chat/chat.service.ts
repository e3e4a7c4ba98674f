import { Injectable } from '@nestjs/common';
import { EntityManager, LockMode } from '@mikro-orm/postgresql';
import {
  ApiErrorCode,
  CHAT_CONVERSATION_RETENTION_DAYS,
  CHAT_MESSAGE_MAX_LENGTH,
  chatMessageProblem,
  isUuid,
  type ChatConversationResponse,
  type Language,
  type SendChatMessageResponse,
} from '@hm/contracts';
import { ChatConversation, ChatMessage, User } from '@hm/db';
import { enqueueViaOutbox } from '@hm/queue';
import { randomUUID } from 'node:crypto';
import { DomainException } from '../../common/errors/domain.exception.js';
import { ChatIdentityService, type ChatIdentity } from './chat-identity.service.js';
import { ChatLimitsService } from './chat-limits.service.js';
import { messageTooLong, replyPending } from './chat.exception.js';
import { toChatConversationView, toChatMessageView } from './chat.view.js';

const DAY_MS = 24 * 3600 * 1000;
/**
 * A reply normally comes within seconds (at most four attempts with 7 s of back-off and a 30 s
 * timeout each). A message still pending after this is taken as lost, so the visitor is never
 * stuck with a disabled input.
 */
export const CHAT_PENDING_STALE_MS = 3 * 60 * 1000;

export const conversationExpiry = (lastActivity: Date): Date =>
  new Date(lastActivity.getTime() + CHAT_CONVERSATION_RETENTION_DAYS * DAY_MS);

@Injectable()
export class ChatService {
  constructor(
    private readonly em: EntityManager,
    private readonly limits: ChatLimitsService,
    private readonly identities: ChatIdentityService,
  ) {}

  async getConversation(identity: ChatIdentity): Promise<ChatConversationResponse> {
    const em = this.em.fork();
    const conversation = await this.findConversation(em, identity, false);
    if (!conversation) return { conversation: null };
    const messages = await em.find(ChatMessage, { conversation }, { orderBy: { createdAt: 'asc', id: 'asc' } });
    return {
      conversation: toChatConversationView(conversation, messages, this.identities.joinToken(conversation.id), CHAT_PENDING_STALE_MS),
    };
  }

  /**
   * Stores the visitor's message and, in the same transaction, the job that will answer it; the
   * reply is pushed to the conversation's socket room by the worker.
   */
  async send(
    identity: ChatIdentity & { visitorId: string },
    ip: string,
    content: string,
    locale: Language,
  ): Promise<SendChatMessageResponse> {
    const problem = chatMessageProblem(content);
    if (problem === 'empty') {
      throw new DomainException(ApiErrorCode.VALIDATION_FAILED, 'The message is empty.', { content: ['content must not be empty'] });
    }
    if (problem === 'too_long') throw messageTooLong(CHAT_MESSAGE_MAX_LENGTH);
    await this.limits.check(identity, ip);

    return this.em.fork().transactional(async (em) => {
      const now = new Date();
      let conversation = await this.findConversation(em, identity, true);
      if (!conversation) {
        conversation = em.create(ChatConversation, {
          id: randomUUID(),
          visitorId: identity.visitorId,
          user: identity.user ? em.getReference(User, identity.user.id) : null,
          locale,
          createdAt: now,
          updatedAt: now,
          expiresAt: conversationExpiry(now),
        });
      } else {
        // A visitor who signs in takes their conversation along to their other devices.
        if (identity.user && !conversation.user) conversation.user = em.getReference(User, identity.user.id);
        const pending = await em.findOne(ChatMessage, { conversation, role: 'user', status: 'pending' });
        if (pending && now.getTime() - pending.createdAt.getTime() < CHAT_PENDING_STALE_MS) throw replyPending();
        if (pending) pending.status = 'failed';
        conversation.locale = locale;
        conversation.updatedAt = now;
        conversation.expiresAt = conversationExpiry(now);
      }
      const message = em.create(ChatMessage, {
        id: randomUUID(),
        conversation,
        role: 'user',
        content: content.trim(),
        status: 'pending',
        createdAt: now,
      });
      enqueueViaOutbox(em, 'chat', 'reply', { conversationId: conversation.id, messageId: message.id });
      return {
        conversationId: conversation.id,
        message: toChatMessageView(message),
        joinToken: this.identities.joinToken(conversation.id),
      };
    });
  }

  /** Whether the conversation exists and has not expired. */
  async isLive(conversationId: string): Promise<boolean> {
    if (!isUuid(conversationId)) return false;
    return (await this.em.fork().count(ChatConversation, { id: conversationId, expiresAt: { $gt: new Date() } })) > 0;
  }

  /**
   * A signed-in user's conversation, from any device; else (or for a user without one yet) the
   * browser's anonymous conversation. Expired conversations are gone even before the purge runs.
   */
  private async findConversation(em: EntityManager, identity: ChatIdentity, forUpdate: boolean): Promise<ChatConversation | null> {
    const options = forUpdate ? { lockMode: LockMode.PESSIMISTIC_WRITE } : {};
    const live = { expiresAt: { $gt: new Date() } };
    if (identity.user) {
      const mine = await em.findOne(ChatConversation, { user: identity.user.id, ...live }, options);
      if (mine) return mine;
    }
    if (identity.visitorId === null) return null;
    return em.findOne(
      ChatConversation,
      { visitorId: identity.visitorId, user: null, ...live },
      { ...options, orderBy: { updatedAt: 'desc' } },
    );
  }
}
