import { readersOfMessage, userRoom, type Language, type MessageSenderType, type MessageTranslationView } from '@hm/contracts';
import type { MessageTranslationStatus } from '@hm/db';
import { MikroORM } from '@mikro-orm/postgresql';
import { Inject, Injectable } from '@nestjs/common';
import { InjectPinoLogger, PinoLogger } from 'nestjs-pino';
import type { WorkerConfig } from '../config/worker-config.js';
import { WORKER_CONFIG } from '../infrastructure/tokens.js';
import { ChatCompletionError, requestChatCompletion } from '../chat/chat-completions.client.js';
import type { AttemptInfo } from '../chat/chat-reply.service.js';
import { SocketRoomEmitter } from '../chat/socket-room-emitter.js';
import { detectMessageLanguage } from './message-language.js';
import { keepsProtectedTokens } from './protected-tokens.js';
import { unwrapTranslation, withinMessageLength } from './translation-answer.js';
import { TRANSLATION_MAX_TOKENS, TRANSLATION_TEMPERATURE, translationMessages } from './translation-prompt.js';

export const TRANSLATION_EMITTER = Symbol('TRANSLATION_EMITTER');

export type TranslateResult =
  | { skipped: 'off' | 'gone' | 'event' | 'undetected' | 'same_language' }
  | { skipped: false; sourceLanguage: Language; outcomes: { language: Language; status: MessageTranslationStatus }[] };

interface MessageRow {
  message: string;
  sender_type: MessageSenderType;
  metadata: { note?: unknown } | null;
  booking_id: string;
  booking_number: string;
  user_id: string;
  professional_id: string | null;
}

interface Outcome {
  status: Exclude<MessageTranslationStatus, 'pending' | 'original'>;
  text: string | null;
  errorKind: string | null;
  tokens: number | null;
}

/**
 * Translates a booking message for each of its readers whose saved language is not the one it is
 * written in (docs/messages.md). Readers and languages are read when the job runs, so someone who
 * may no longer see the thread gets nothing. A translation is stored once per message and language
 * (paid once): a done, failed, rejected or original row is left alone, a pending one (claimed by this
 * run, a reader's Retry, a late reader's read) is done. A retryable failure (429, 5xx, network) is thrown for BullMQ's 1 s, 2 s, 4 s retries;
 * the last one, or a refused key, stores `failed`; an answer longer than a message may be, or one that
 * lost a number, an address, a postal code, a booking number, an e-mail or a link, stores `rejected`.
 * The quotes or code fence a model wraps its answer in are taken off (translation-answer.ts). Each result goes to its readers' own rooms only.
 */
@Injectable()
export class MessageTranslationService {
  constructor(
    private readonly orm: MikroORM,
    @Inject(WORKER_CONFIG) private readonly config: WorkerConfig,
    @Inject(TRANSLATION_EMITTER) private readonly emitter: SocketRoomEmitter,
    @InjectPinoLogger(MessageTranslationService.name) private readonly logger: PinoLogger,
  ) {}

  async translate(messageId: string, attempt: AttemptInfo): Promise<TranslateResult> {
    if (this.config.chat.apiKey === null) return { skipped: 'off' };
    const em = this.orm.em.fork();
    const [row] = await em.execute<MessageRow[]>(
      `select m.message, m.sender_type, m.metadata, b.id as booking_id, b.booking_number, b.user_id, b.professional_id
         from booking_messages m join bookings b on b.id = m.booking_id where m.id = ?`,
      [messageId],
    );
    if (!row) return { skipped: 'gone' };
    // HomeMate's lines about an event are shown in each reader's language from their note already.
    if (row.metadata?.note) return { skipped: 'event' };
    const sourceLanguage = detectMessageLanguage(row.message);
    if (!sourceLanguage) return { skipped: 'undetected' };

    const readerIds = readersOfMessage(row.sender_type)
      .map((reader) => (reader === 'customer' ? row.user_id : row.professional_id))
      .filter((id): id is string => id !== null);
    const readers = await em.execute<{ id: string; locale: Language }[]>('select id, locale from users where id = any(?::uuid[])', [
      `{${readerIds.join(',')}}`,
    ]);
    const targets = new Map<Language, string[]>();
    for (const reader of readers) {
      if (reader.locale === sourceLanguage) continue;
      targets.set(reader.locale, [...(targets.get(reader.locale) ?? []), reader.id]);
    }
    const stored = await this.claim(messageId, sourceLanguage, [...targets.keys()]);
    if (targets.size === 0) return { skipped: 'same_language' };
    const settled = new Set(stored.filter((t) => t.status !== 'pending').map((t) => t.language));
    const outcomes: { language: Language; status: MessageTranslationStatus }[] = [];
    for (const [language, ids] of targets) {
      if (settled.has(language)) continue;
      const outcome = await this.ask(row.message, sourceLanguage, language, attempt);
      const saved = await this.store(messageId, language, sourceLanguage, outcome);
      if (!saved) continue;
      outcomes.push({ language, status: outcome.status });
      await this.push(ids, row, messageId, {
        language,
        sourceLanguage,
        state: outcome.status === 'done' ? 'done' : 'unavailable',
        text: outcome.text,
      });
    }
    return { skipped: false, sourceLanguage, outcomes };
  }

  private async ask(text: string, source: Language, target: Language, attempt: AttemptInfo): Promise<Outcome> {
    const chat = this.config.chat;
    try {
      const result = await requestChatCompletion(
        { ...chat, apiKey: chat.apiKey! },
        this.config.publicUrl,
        translationMessages(source, target, text),
        fetch,
        { model: chat.translationModel, temperature: TRANSLATION_TEMPERATURE, maxTokens: TRANSLATION_MAX_TOKENS },
      );
      const translation = unwrapTranslation(text, result.content);
      if (translation === '') return { status: 'failed', text: null, errorKind: 'empty', tokens: result.totalTokens };
      if (!withinMessageLength(translation)) {
        this.logger.warn({ source, target, length: [...translation].length }, 'translation rejected: longer than a message may be');
        return { status: 'rejected', text: null, errorKind: 'too_long', tokens: result.totalTokens };
      }
      if (!keepsProtectedTokens(text, translation)) {
        this.logger.warn(
          { source, target },
          'translation rejected: a number, an address, a postal code, a booking number, an e-mail or a link of the original is missing',
        );
        return { status: 'rejected', text: null, errorKind: 'changed_protected_text', tokens: result.totalTokens };
      }
      return { status: 'done', text: translation, errorKind: null, tokens: result.totalTokens };
    } catch (error) {
      if (!(error instanceof ChatCompletionError)) throw error;
      const last = !error.retryable || attempt.attempt >= attempt.attempts;
      this.logger[last ? 'error' : 'warn'](
        { status: error.status, kind: error.kind, attempt: attempt.attempt, attempts: attempt.attempts },
        'message translation failed',
      );
      if (!last) throw error;
      return { status: 'failed', text: null, errorKind: error.kind, tokens: null };
    }
  }

  /**
   * One statement, before any call to the service: the message's row in its own language (`original`:
   * the API then knows the worker has read it, and in which language, for a reader who comes later),
   * a `pending` row for each language it is to be translated into (so a late reader's read queues
   * nothing for a translation under way), and no pending row left for a language nobody reads now (a
   * reader who comes back to it is queued again). Answers every row of the message.
   */
  private async claim(
    messageId: string,
    source: Language,
    targets: Language[],
  ): Promise<{ language: Language; status: MessageTranslationStatus }[]> {
    return this.orm.em.fork().execute(
      `with dropped as (
         delete from booking_message_translations
          where message_id = ? and status = 'pending' and language <> all(?::text[])
       ),
       claimed as (
         insert into booking_message_translations (message_id, language, source_language, status)
         select ?, language, ?, case when language = ? then 'original' else 'pending' end from unnest(?::text[]) as language
         on conflict (message_id, language) do nothing
         returning language, status
       )
       select language, status from claimed
       union all
       select language, status from booking_message_translations where message_id = ?`,
      [messageId, `{${[source, ...targets].join(',')}}`, messageId, source, source, `{${[source, ...targets].join(',')}}`, messageId],
    );
  }

  /** Written unless another run settled it meanwhile (a stalled job run twice): false then. */
  private async store(messageId: string, language: Language, source: Language, outcome: Outcome): Promise<boolean> {
    const rows = await this.orm.em.fork().execute<{ language: string }[]>(
      `insert into booking_message_translations (message_id, language, source_language, status, text, error_kind, tokens)
       values (?, ?, ?, ?, ?, ?, ?)
       on conflict (message_id, language) do update
         set source_language = excluded.source_language, status = excluded.status, text = excluded.text,
             error_kind = excluded.error_kind, tokens = excluded.tokens, updated_at = now()
         where booking_message_translations.status = 'pending'
       returning language`,
      [messageId, language, source, outcome.status, outcome.text, outcome.errorKind, outcome.tokens],
    );
    return rows.length > 0;
  }

  private async push(readerIds: string[], row: MessageRow, messageId: string, translation: MessageTranslationView): Promise<void> {
    try {
      await this.emitter.emit(readerIds.map(userRoom), 'booking:translation', {
        bookingId: row.booking_id,
        bookingNumber: row.booking_number,
        messageId,
        translation,
      });
    } catch (error) {
      // Stored: the reader finds it when the thread is read again.
      this.logger.warn({ err: (error as Error).message, messageId }, 'translation saved but not pushed to the reader');
    }
  }
}
