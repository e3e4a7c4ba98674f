import { defineEntity, p } from '@mikro-orm/core';
import { BookingMessage } from './booking-message.entity.js';
import { createdAtColumn, updatedAtColumn } from './columns.js';

export const MESSAGE_TRANSLATION_STATUSES = ['pending', 'done', 'failed', 'rejected', 'original'] as const;
/**
 * pending: to be translated, the worker has it in hand (claimed before its call to the service, asked
 * again by its reader's Retry, or asked for by a reader who came later); done: shown to readers of
 * that language; failed: the service failed after its retries; rejected: the translation was too long
 * or lost or changed a number, an address, an e-mail or a link of the original, so it is never shown;
 * original: the message is written in this language (Migration0042), nothing to translate.
 */
export type MessageTranslationStatus = (typeof MESSAGE_TRANSLATION_STATUSES)[number];

// A booking message translated into one language (Migration0036MessageTranslations,
// docs/messages.md): written by the worker once per message and target language, so it is paid once.
const BookingMessageTranslationSchema = defineEntity({
  name: 'BookingMessageTranslation',
  tableName: 'booking_message_translations',
  checks: [
    { name: 'booking_message_translations_language_check', expression: `language in ('fr', 'en')` },
    { name: 'booking_message_translations_text_check', expression: `(status = 'done') = (text is not null)` },
  ],
  properties: {
    message: () => p.manyToOne(BookingMessage).primary().deleteRule('cascade'),
    /** The reader's language, the one translated into. */
    language: p.string().length(2).primary(),
    /** The language detected in the original. */
    sourceLanguage: p.string().length(2),
    status: p.enum(MESSAGE_TRANSLATION_STATUSES).columnType('text'),
    /** The translation, only when done. */
    text: p.text().nullable(),
    /** Why it failed or was rejected, for operators' logs (never shown to readers). */
    errorKind: p.text().nullable(),
    /** Tokens the service reported for this translation. */
    tokens: p.integer().nullable(),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
});

export class BookingMessageTranslation extends BookingMessageTranslationSchema.class {}
BookingMessageTranslationSchema.setClass(BookingMessageTranslation);

export { BookingMessageTranslationSchema };
