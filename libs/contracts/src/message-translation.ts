// Booking messages read in the reader's language (docs/messages.md). The worker translates a
// message of the other party into the reader's saved language when it was written in another;
// the thread view and a socket event hand each reader the translation of their language.
import type { Language } from './language.js';

/**
 * What the reader is shown: `done` the translation (with the original a tap away); `pending` it was
 * asked again and is on its way; `unavailable` the service failed, or the translation changed a
 * number, an e-mail or a link, so the original stays and the reader may ask again.
 */
export type MessageTranslationState = 'pending' | 'done' | 'unavailable';

export interface MessageTranslationView {
  /** The reader's language, translated into. */
  language: Language;
  /** The language detected in the original. */
  sourceLanguage: Language;
  state: MessageTranslationState;
  /** Plain text (never HTML), only when done. */
  text: string | null;
}

/** To the reader's own `user:{id}` room only: a translation of a message in their thread, done or not. */
export interface BookingTranslationPayload {
  bookingId: string;
  bookingNumber: string;
  messageId: string;
  translation: MessageTranslationView;
}
