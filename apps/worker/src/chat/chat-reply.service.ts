import {
  CHAT_CONVERSATION_RETENTION_DAYS,
  chatRoom,
  type ChatErrorKind,
  todayInToronto,
  type ChatMessageStatus,
  type ChatReplySource,
  type ChatSuggestion,
} from '@hm/contracts';
import { ChatConversation, ChatMessage, suggestionColumns, toChatMessageView } from '@hm/db';
import { LockMode, MikroORM } from '@mikro-orm/postgresql';
import { Inject, Injectable } from '@nestjs/common';
import { InjectPinoLogger, PinoLogger } from 'nestjs-pino';
import { randomUUID } from 'node:crypto';
import type { WorkerConfig } from '../config/worker-config.js';
import { WORKER_CONFIG } from '../infrastructure/tokens.js';
import { ChatCompletionError, requestChatCompletion } from './chat-completions.client.js';
import { chatErrorText, errorKindOf } from './chat-error-text.js';
import { completionMessages } from './chat-prompt.js';
import { assistantIntent, modelReplySuggestion, plainPart } from './intent.js';
import { dayLine, offlineReply } from './offline-assistant.js';
import { SocketRoomEmitter } from './socket-room-emitter.js';
import { withSafetyFirst } from './safety-first.js';

export const CHAT_EMITTER = Symbol('CHAT_EMITTER');

const DAY_MS = 24 * 3600 * 1000;

/** Where this attempt stands in the job's retries (BullMQ's attemptsMade counts earlier attempts). */
export interface AttemptInfo {
  attempt: number;
  attempts: number;
}

interface Outcome {
  content: string;
  status: ChatMessageStatus;
  errorKind: ChatErrorKind | null;
  source: ChatReplySource;
  tokens: number | null;
  suggestion: ChatSuggestion | null;
}

export type ReplyResult =
  { skipped: true } | { skipped: false; messageId: string; status: ChatMessageStatus; errorKind: ChatErrorKind | null };

/**
 * Answers a visitor's message: with the language model when CHAT_API_KEY is set, else with the
 * offline FAQ assistant. A retryable failure (429, 5xx, network) is thrown so that BullMQ tries
 * again after 1 s, 2 s, 4 s; a refused key (401/403) or the last failed attempt becomes the failure
 * text, stored as the assistant's message, so the visitor is never left waiting. Safe to run twice:
 * a message that is no longer pending is left alone.
 */
@Injectable()
export class ChatReplyService {
  constructor(
    private readonly orm: MikroORM,
    @Inject(WORKER_CONFIG) private readonly config: WorkerConfig,
    @Inject(CHAT_EMITTER) private readonly emitter: SocketRoomEmitter,
    @InjectPinoLogger(ChatReplyService.name) private readonly logger: PinoLogger,
  ) {}

  async reply(conversationId: string, messageId: string, attempt: AttemptInfo): Promise<ReplyResult> {
    const em = this.orm.em.fork();
    const question = await em.findOne(
      ChatMessage,
      { id: messageId, conversation: conversationId, role: 'user' },
      { populate: ['conversation'] },
    );
    if (!question || question.status !== 'pending') return { skipped: true };
    const outcome = await this.answer(question, attempt);
    return this.store(conversationId, messageId, outcome);
  }

  /** Deletes conversations (and their messages) past their 30 days. */
  async purgeExpired(now = new Date()): Promise<number> {
    return this.orm.em.fork().nativeDelete(ChatConversation, { expiresAt: { $lte: now } });
  }

  private async answer(question: ChatMessage, attempt: AttemptInfo): Promise<Outcome> {
    const conversation = question.conversation as ChatConversation;
    const locale = conversation.locale;
    const apiKey = this.config.chat.apiKey;
    // The day a question names counts from when it was asked, in Montreal (never the visitor's device).
    const asked = question.createdAt;
    if (apiKey === null) {
      const offline = offlineReply(question.content, locale, asked);
      return { content: offline.content, status: 'done', errorKind: null, source: 'offline', tokens: 0, suggestion: offline.suggestion };
    }
    const history = await this.orm.em
      .fork()
      .find(
        ChatMessage,
        { conversation: conversation.id, createdAt: { $lte: question.createdAt } },
        { orderBy: { createdAt: 'asc', id: 'asc' } },
      );
    const turns = history.map((m) => ({ role: m.role, content: m.content, failed: m.status === 'failed' && m.role === 'assistant' }));
    try {
      const result = await requestChatCompletion(
        { ...this.config.chat, apiKey },
        this.config.publicUrl,
        completionMessages(locale, turns, asked),
      );
      if (result.content === '') return this.failure('empty', locale, result.totalTokens);
      // The button under the answer is the intent's, whatever the model proposed (docs/assistant.md).
      const intent = assistantIntent(question.content, locale, asked);
      const plain = plainPart(intent);
      // A day the wizard cannot take is said plainly after the model's answer.
      const refusedDay = (plain.kind === 'book' || plain.kind === 'price') && plain.day?.problem ? plain.day : null;
      const dayNote = dayLine(refusedDay, locale, todayInToronto(asked));
      return {
        // The model's answer is wrapped like the offline one: a danger's advice comes first, whatever the model said.
        content: withSafetyFirst(question.content, [result.content, ...dayNote].join('\n\n'), locale),
        status: 'done',
        errorKind: null,
        source: 'model',
        tokens: result.totalTokens ?? estimateTokens(turns, result.content),
        suggestion: modelReplySuggestion(intent, result.content, turns, locale),
      };
    } catch (error) {
      if (!(error instanceof ChatCompletionError)) throw error;
      const last = !error.retryable || attempt.attempt >= attempt.attempts;
      this.logger[last ? 'error' : 'warn'](
        { status: error.status, kind: error.kind, attempt: attempt.attempt, attempts: attempt.attempts },
        'chat completion failed',
      );
      if (!last) throw error;
      return this.failure(errorKindOf(error), locale, null);
    }
  }

  private failure(kind: ChatErrorKind, locale: ChatConversation['locale'], tokens: number | null): Outcome {
    return { content: chatErrorText(kind, locale), status: 'failed', errorKind: kind, source: 'model', tokens, suggestion: null };
  }

  private async store(conversationId: string, messageId: string, outcome: Outcome): Promise<ReplyResult> {
    const stored = await this.orm.em.fork().transactional(async (em) => {
      // Locked and checked again: a second run of the job (stalled, re-relayed) answers nothing twice.
      const question = await em.findOne(ChatMessage, { id: messageId }, { lockMode: LockMode.PESSIMISTIC_WRITE });
      if (!question || question.status !== 'pending') return null;
      const conversation = await em.findOneOrFail(ChatConversation, { id: conversationId });
      const now = new Date();
      question.status = outcome.status === 'done' ? 'done' : 'failed';
      conversation.updatedAt = now;
      conversation.expiresAt = new Date(now.getTime() + CHAT_CONVERSATION_RETENTION_DAYS * DAY_MS);
      const { suggestion, ...reply } = outcome;
      return em.create(ChatMessage, {
        id: randomUUID(),
        conversation,
        role: 'assistant',
        createdAt: now,
        ...reply,
        ...suggestionColumns(suggestion),
      });
    });
    if (!stored) return { skipped: true };
    try {
      await this.emitter.emit(chatRoom(conversationId), 'chat:message', { conversationId, message: toChatMessageView(stored) });
    } catch (error) {
      // The reply is saved: the widget finds it when it reconnects and reloads the conversation.
      this.logger.warn({ err: (error as Error).message, conversationId }, 'chat reply saved but not pushed to the socket room');
    }
    return { skipped: false, messageId: stored.id, status: stored.status, errorKind: stored.errorKind ?? null };
  }
}

/** When the service reports no usage: about four characters a token, prompt and reply. */
function estimateTokens(turns: readonly { content: string }[], reply: string): number {
  const characters = turns.reduce((sum, turn) => sum + turn.content.length, 0) + reply.length;
  return Math.ceil(characters / 4);
}
