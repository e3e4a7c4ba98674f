import { Injectable } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { EntityManager } from '@mikro-orm/postgresql';
import { ApiErrorCode, isBookingNumber, MESSAGES_FOR_READER, type Language, type MessageTranslationView } from '@hm/contracts';
import { enqueueViaOutbox } from '@hm/queue';
import { currentTraceCarrier } from '@hm/tracing';
import { DomainException } from '../../common/errors/domain.exception.js';
import type { AppConfig } from '../../config/app-config.js';
import { OutboxWaker } from '../queue/outbox-waker.js';
import { RateLimiter } from '../rate-limit/rate-limiter.service.js';
import { actorFor, canSeeBooking, type AccessCaller } from './booking-access.js';
import { BookingEventsService } from './booking-events.service.js';
import { bookingNotFound } from './booking-transitions.service.js';
import { ReservationsRepository, type ThreadReaderOf } from './reservations.repository.js';

const jsonOrNull = (value: object | null): string | null => (value === null ? null : JSON.stringify(value));

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const translationNotFound = () =>
  new DomainException(ApiErrorCode.TRANSLATION_NOT_FOUND, 'This message has no unavailable translation for you to ask again.');

/** A reader asks again for the translation of a message that was unavailable (docs/messages.md). */
@Injectable()
export class MessageTranslationsService {
  constructor(
    private readonly em: EntityManager,
    private readonly repository: ReservationsRepository,
    private readonly config: ConfigService<AppConfig, true>,
    private readonly limiter: RateLimiter,
    private readonly events: BookingEventsService,
    private readonly outbox: OutboxWaker,
  ) {}

  /**
   * A reader reads the thread (translation on): the other party's messages the worker has read (it
   * wrote their language down) in a language other than the reader's, with no row yet for the
   * reader's language, get a pending row and a translation job, in one statement, at most once per
   * message and language (only rows this statement inserted are queued). So a pro assigned after the
   * customer wrote, or a reader who changed their language, gets the earlier messages translated; the
   * worker decides the rest as for any message (readers and languages when it runs). Nothing to do
   * costs one statement on the thread's messages and their translation rows.
   */
  async queueForReader(bookingId: string, reader: ThreadReaderOf): Promise<number> {
    const [row] = await this.em.fork().execute<{ queued: number }[]>(
      `with reader as (select locale from users where id = ?),
       wanted as (
         select distinct on (m.id) m.id, s.source_language
           from booking_messages m
           join booking_message_translations s on s.message_id = m.id
           cross join reader
          where m.booking_id = ? and m.sender_type = any(?::text[]) and s.source_language <> reader.locale
            and not exists (select 1 from booking_message_translations t where t.message_id = m.id and t.language = reader.locale)
       ),
       inserted as (
         insert into booking_message_translations (message_id, language, source_language, status)
         select wanted.id, reader.locale, wanted.source_language, 'pending' from wanted, reader
         on conflict (message_id, language) do nothing
         returning message_id
       ),
       queued as (
         insert into outbox (queue, job_name, payload, trace)
         select 'chat', 'translateMessage', jsonb_build_object('messageId', message_id), ?::jsonb from inserted
         returning id
       )
       select count(*)::int as queued from queued`,
      [reader.userId, bookingId, `{${reader.senders.join(',')}}`, jsonOrNull(currentTraceCarrier())],
    );
    const queued = row?.queued ?? 0;
    // Translation jobs do not wake the relays themselves (Migration0036MessageTranslations).
    if (queued > 0) this.outbox.wake();
    return queued;
  }

  /**
   * Only a reader of the message (the other party, in the booking's thread) may ask, for their own
   * language, and only for a failed or rejected translation: the row goes back to pending and a new
   * job is queued with it. Anyone else, and any other case, gets a 404.
   */
  async retry(caller: AccessCaller, bookingNumber: string, messageId: string): Promise<MessageTranslationView> {
    const record = isBookingNumber(bookingNumber) ? await this.repository.findByNumber(bookingNumber) : null;
    if (!record || !canSeeBooking(caller, record)) throw bookingNotFound();
    const actor = actorFor(caller, record);
    const settings = this.config.get('translation', { infer: true });
    if (!settings.enabled || (actor !== 'customer' && actor !== 'professional') || !UUID.test(messageId)) throw translationNotFound();
    // Each retry is a paid call: a reader gets a few a minute.
    await this.limiter.consume('translationRetry', caller.id, settings.retryPerReader);
    const asked = await this.em.fork().transactional(async (tx) => {
      const rows = await tx.execute<{ language: Language; source_language: Language }[]>(
        `update booking_message_translations t
            set status = 'pending', error_kind = null, updated_at = now()
           from booking_messages m, users u
          where t.message_id = m.id and m.id = ? and m.booking_id = ? and m.sender_type = any(?::text[])
            and u.id = ? and t.language = u.locale and t.status in ('failed', 'rejected')
          returning t.language, t.source_language`,
        [messageId, record.id, `{${MESSAGES_FOR_READER[actor].join(',')}}`, caller.id],
      );
      const row = rows[0];
      if (!row) return null;
      enqueueViaOutbox(tx, 'chat', 'translateMessage', { messageId });
      return row;
    });
    if (!asked) throw translationNotFound();
    this.outbox.wake();
    const translation: MessageTranslationView = {
      language: asked.language,
      sourceLanguage: asked.source_language,
      state: 'pending',
      text: null,
    };
    // The reader's other tabs show it on its way too.
    this.events.translation(caller.id, { bookingId: record.id, bookingNumber: record.bookingNumber, messageId, translation });
    return translation;
  }
}
