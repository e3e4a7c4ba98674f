import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BookingActor, BookingMessageView, MessageTranslationView } from '@hm/contracts';
import { useLanguage } from '../../../hooks/use-language';
import { apiErrorMessageKey } from '../../../lib/api-error';
import { useRetryTranslationMutation } from '../api';
import { formatEventTime } from '../format';
import { formatBookingNote } from '../note-format';

const BUBBLE = {
  mine: 'ml-auto bg-brand-700 text-white',
  theirs: 'mr-auto border border-slate-200 bg-white text-slate-900',
  system: 'mr-auto border border-amber-200 bg-amber-50 text-slate-900',
} as const;

const LINK_BUTTON = 'min-h-6 font-semibold underline underline-offset-2 hover:no-underline disabled:opacity-60';

/**
 * Under a message of the other party that the server translated for this reader (docs/messages.md):
 * where the text comes from and the switch to the original, that it is on its way, or that it is
 * unavailable with a Retry. Nothing at all when there is no translation (same language, too short,
 * translation off).
 */
function TranslationLine({
  translation,
  showOriginal,
  onToggle,
  bookingNumber,
  messageId,
}: {
  translation: MessageTranslationView;
  showOriginal: boolean;
  onToggle: () => void;
  bookingNumber: string;
  messageId: string;
}) {
  const { t } = useTranslation('reservation');
  const { t: tErrors } = useTranslation('errors');
  const [retry, { isLoading }] = useRetryTranslationMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const source = translation.sourceLanguage;

  if (translation.state === 'pending') {
    return (
      <p role="status" className="mt-1 text-xs text-slate-500">
        {t('messages.translation.pending')}
      </p>
    );
  }
  if (translation.state === 'unavailable') {
    const ask = async () => {
      setFailure(null);
      try {
        await retry({ bookingNumber, messageId }).unwrap();
      } catch (error) {
        const key = apiErrorMessageKey(error as Parameters<typeof apiErrorMessageKey>[0]);
        setFailure(key === 'RATE_LIMITED' || key === 'NETWORK_ERROR' ? tErrors(key) : t('messages.translation.retryFailed'));
      }
    };
    return (
      <>
        <p className="mt-1 text-xs text-slate-600">
          {t('messages.translation.unavailable')} ·{' '}
          <button type="button" onClick={() => void ask()} disabled={isLoading} aria-busy={isLoading || undefined} className={LINK_BUTTON}>
            {t('messages.translation.retry')}
          </button>
        </p>
        {failure && (
          <p role="alert" className="mt-1 text-xs font-medium text-red-700">
            {failure}
          </p>
        )}
      </>
    );
  }
  return (
    <p className="mt-1 text-xs text-slate-600">
      {t(showOriginal ? `messages.translation.original_${source}` : `messages.translation.from_${source}`)} ·{' '}
      <button type="button" onClick={onToggle} aria-pressed={showOriginal} className={LINK_BUTTON}>
        {t(showOriginal ? 'messages.translation.showTranslation' : 'messages.translation.showOriginal')}
      </button>
    </p>
  );
}

/**
 * One message, from the reader's side: their own on the right as "You", the other party's on the
 * left, in the reader's language when the server translated it, the original one tap away.
 */
export function MessageBubble({
  message,
  reader,
  bookingNumber,
}: {
  message: BookingMessageView;
  reader: BookingActor;
  bookingNumber: string;
}) {
  const { t } = useTranslation('reservation');
  const { t: tBookings } = useTranslation('bookings');
  const language = useLanguage();
  const [showOriginal, setShowOriginal] = useState(false);
  const mine = message.senderType === reader;
  // The server gives a translation only to a reader of the other party's message; the writer sees what they wrote.
  const translation = mine ? null : (message.translation ?? null);
  const translated = translation?.state === 'done' && translation.text !== null && !showOriginal;
  // A system message is shown in the reader's language, worded for them, when it says what happened.
  const text = translated
    ? translation.text!
    : message.senderType === 'system' && message.note
      ? formatBookingNote(message.note, tBookings, language, reader)
      : message.message;
  const bubble = message.senderType === 'system' ? BUBBLE.system : mine ? BUBBLE.mine : BUBBLE.theirs;
  const role = t(`messages.senderType.${message.senderType}`);
  const sender = mine ? t('messages.you') : message.senderName || role;
  return (
    <li className={`flex ${mine ? 'justify-end' : 'justify-start'}`}>
      <article className={`max-w-[85%] rounded-2xl px-4 py-2.5 shadow-sm sm:max-w-[75%] ${bubble}`} data-sender={message.senderType}>
        <p className={`text-xs font-semibold ${mine ? 'text-brand-100' : 'text-slate-600'}`}>
          {sender}
          {!mine && sender !== role && <span className="font-normal"> · {role}</span>}
        </p>
        {/* Plain text (never HTML): React escapes it; line breaks are kept. Its language, for screen readers. */}
        <p
          className="mt-1 break-words whitespace-pre-wrap"
          lang={translation ? (translated ? translation.language : translation.sourceLanguage) : undefined}
        >
          {text}
        </p>
        {translation && (
          <TranslationLine
            translation={translation}
            showOriginal={showOriginal}
            onToggle={() => setShowOriginal((shown) => !shown)}
            bookingNumber={bookingNumber}
            messageId={message.id}
          />
        )}
        <p className={`mt-1 text-xs ${mine ? 'text-brand-100' : 'text-slate-500'}`}>
          <time dateTime={message.createdAt}>{formatEventTime(message.createdAt, language)}</time>
        </p>
      </article>
    </li>
  );
}
