import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  BOOKING_MESSAGE_MAX_LENGTH,
  MESSAGE_TEXTAREA_ROWS,
  MESSAGES_PANEL_MAX_HEIGHT_PX,
  PENDING_BOOKING_MESSAGES_REFETCH_MS,
  type ReservationView,
} from '@hm/contracts';
import { FIELD_CONTROL_CLASS, FIELD_EDITABLE_CLASS, FIELD_HINT_CLASS, FIELD_LABEL_CLASS } from '../../../components/ui/field-classes';
import { apiErrorMessageKey } from '../../../lib/api-error';
import { useGetMessagesQuery, useSendMessageMutation } from '../api';
import { useMarkThreadRead } from '../hooks/use-mark-thread-read';
import { messageDraftState, messageKeyAction, shouldRefetchEmptyMessages } from '../message-rules';
import { MessageBubble } from './message-bubble';

/** The reservation's thread and the box to write in it. */
export function MessagesPanel({ booking }: { booking: ReservationView }) {
  const { t } = useTranslation('reservation');
  const { t: tErrors } = useTranslation('errors');
  const headingId = useId();
  const textareaId = useId();
  const hintId = useId();
  const counterId = useId();
  const errorId = useId();
  const { data: messages, isLoading, isError, refetch } = useGetMessagesQuery(booking.bookingNumber);
  const [send, { isLoading: sending }] = useSendMessageMutation();
  const [draft, setDraft] = useState('');
  const [sendError, setSendError] = useState<string | null>(null);
  const listRef = useRef<HTMLDivElement>(null);
  const refetchedEmpty = useRef(false);

  // A pending booking without messages is asked again, once, a second later.
  const count = messages?.length;
  useEffect(() => {
    if (count === undefined || refetchedEmpty.current || !shouldRefetchEmptyMessages(booking.status, count)) return;
    refetchedEmpty.current = true;
    const timer = setTimeout(() => void refetch(), PENDING_BOOKING_MESSAGES_REFETCH_MS);
    return () => clearTimeout(timer);
  }, [count, booking.status, refetch]);

  // Messages on screen are read: they are not mailed to the reader (operators are not readers).
  useMarkThreadRead(booking.bookingNumber, messages?.at(-1)?.id, booking.viewer !== 'admin');

  // The newest message in view, for the reader's own and for the ones that arrive live.
  useEffect(() => {
    const list = listRef.current;
    if (list) list.scrollTop = list.scrollHeight;
  }, [count]);

  const state = messageDraftState(draft);
  const closed = !booking.can.message;

  const submit = async () => {
    if (sending || closed || state !== 'ready') return;
    setSendError(null);
    try {
      await send({ bookingNumber: booking.bookingNumber, message: draft.trim() }).unwrap();
      setDraft('');
    } catch (error) {
      const key = apiErrorMessageKey(error as Parameters<typeof apiErrorMessageKey>[0]);
      setSendError(key === 'MESSAGING_CLOSED' || key === 'NETWORK_ERROR' || key === 'RATE_LIMITED' ? tErrors(key) : t('messages.failed'));
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (messageKeyAction({ key: event.key, shiftKey: event.shiftKey, isComposing: event.nativeEvent.isComposing }) !== 'send') return;
    event.preventDefault();
    void submit();
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void submit();
  };

  const tooLong = state === 'tooLong';
  const describedBy = [hintId, counterId, tooLong || sendError ? errorId : undefined].filter(Boolean).join(' ');

  return (
    <section aria-labelledby={headingId} className="rounded-2xl border border-slate-200 bg-white shadow-sm">
      <h2 id={headingId} className="border-b border-slate-200 px-4 py-3 text-lg font-bold text-slate-900 sm:px-6">
        {t('messages.heading')}
      </h2>
      <div
        ref={listRef}
        tabIndex={0}
        role="region"
        aria-label={t('messages.listLabel', { bookingNumber: booking.bookingNumber })}
        style={{ maxHeight: MESSAGES_PANEL_MAX_HEIGHT_PX }}
        className="overflow-y-auto bg-slate-50 px-3 py-4 sm:px-6"
      >
        {isLoading && (
          <p role="status" className="text-slate-600">
            {t('messages.loading')}
          </p>
        )}
        {isError && !messages && (
          <div role="alert" className="text-sm text-red-800">
            <p>{t('messages.loadFailed')}</p>
            <button type="button" onClick={() => void refetch()} className="mt-2 min-h-11 font-semibold underline underline-offset-4">
              {t('retry')}
            </button>
          </div>
        )}
        {messages && messages.length === 0 && (
          <p className="text-slate-600">{t(booking.viewer === 'professional' ? 'messages.emptyForPro' : 'messages.empty')}</p>
        )}
        {messages && messages.length > 0 && (
          // New messages are read out as they arrive (live, from the socket).
          <ol aria-live="polite" aria-relevant="additions" className="space-y-3">
            {messages.map((message) => (
              <MessageBubble key={message.id} message={message} reader={booking.viewer} bookingNumber={booking.bookingNumber} />
            ))}
          </ol>
        )}
      </div>
      <form onSubmit={onSubmit} className="border-t border-slate-200 px-4 py-4 sm:px-6">
        {closed ? (
          <p className="text-sm text-slate-600">{t('messages.closed')}</p>
        ) : (
          <>
            <label htmlFor={textareaId} className={FIELD_LABEL_CLASS}>
              {t('messages.label')}
            </label>
            <textarea
              id={textareaId}
              name="message"
              rows={MESSAGE_TEXTAREA_ROWS}
              value={draft}
              onChange={(event) => {
                setDraft(event.target.value);
                setSendError(null);
              }}
              onKeyDown={onKeyDown}
              aria-invalid={tooLong || undefined}
              aria-describedby={describedBy}
              className={`${FIELD_CONTROL_CLASS} ${FIELD_EDITABLE_CLASS} mt-1 resize-y`}
            />
            <div className="mt-1 flex flex-wrap items-start justify-between gap-2">
              <p id={hintId} className={FIELD_HINT_CLASS}>
                {t('messages.hint')}
              </p>
              <p id={counterId} className={`mt-1 text-sm tabular-nums ${tooLong ? 'font-semibold text-red-700' : 'text-slate-600'}`}>
                {t('messages.counter', { count: draft.trim().length, max: BOOKING_MESSAGE_MAX_LENGTH })}
              </p>
            </div>
            <div id={errorId} aria-live="assertive">
              {tooLong && (
                <p className="mt-1 text-sm font-medium text-red-700">{t('messages.tooLong', { max: BOOKING_MESSAGE_MAX_LENGTH })}</p>
              )}
              {sendError && <p className="mt-1 text-sm font-medium text-red-700">{sendError}</p>}
            </div>
            <div className="mt-3 flex justify-end">
              <button
                type="submit"
                disabled={sending || state !== 'ready'}
                aria-busy={sending || undefined}
                className="inline-flex min-h-11 items-center justify-center rounded-lg bg-brand-700 px-5 py-2 font-semibold text-white hover:bg-brand-800 disabled:cursor-not-allowed disabled:opacity-60"
              >
                {sending ? t('messages.sending') : t('messages.send')}
              </button>
            </div>
          </>
        )}
      </form>
    </section>
  );
}
