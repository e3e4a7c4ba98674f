import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import {
  CHAT_FAILURE_HINT_THRESHOLD,
  CHAT_MESSAGE_MAX_LENGTH,
  chatMessageProblem,
  consecutiveFailedReplies,
  normalizeChatMessage,
  type ChatMessageView,
} from '@hm/contracts';
import { paths } from '../../../config/paths';
import { useLanguage } from '../../../hooks/use-language';
import { apiErrorMessageKey } from '../../../lib/api-error';
import { useSession } from '../../auth';
import { useGetChatConversationQuery, useSendChatMessageMutation } from '../api';
import { replyActionFor } from '../reply-action';
import { ChatComposer } from './chat-composer';
import { ChatMessageBubble } from './chat-message-bubble';
import { ChatReplyAction } from './chat-reply-action';

// While a reply is awaited the socket brings it; this slow re-fetch only covers a socket that
// is down (a proxy without websockets, a dropped connection).
const PENDING_FALLBACK_POLL_MS = 5_000;

const FOCUSABLE = 'a[href], button:not([disabled]), textarea:not([disabled]), input:not([disabled]), [tabindex]:not([tabindex="-1"])';

interface ChatPanelProps {
  open: boolean;
  onClose: () => void;
}

/** The assistant's panel: 380×600 at the bottom right, the whole screen on a phone. */
export function ChatPanel({ open, onClose }: ChatPanelProps) {
  const { t } = useTranslation('chat');
  const { t: tErrors } = useTranslation('errors');
  const locale = useLanguage();
  const session = useSession();
  const navigate = useNavigate();
  const titleId = useId();
  const panel = useRef<HTMLElement>(null);
  const list = useRef<HTMLOListElement>(null);
  const input = useRef<HTMLTextAreaElement>(null);
  const owner = session.status === 'signed-in' ? session.user.id : 'visitor';
  const [text, setText] = useState('');
  const [sendError, setSendError] = useState<string | null>(null);

  const conversationQuery = useGetChatConversationQuery(owner, { skip: session.status === 'loading' });
  const conversation = conversationQuery.data?.conversation ?? null;
  const pending = conversation?.pending ?? false;
  useGetChatConversationQuery(owner, { skip: session.status === 'loading' || !pending, pollingInterval: PENDING_FALLBACK_POLL_MS });
  const [send, sending] = useSendChatMessageMutation();
  const busy = pending || sending.isLoading;
  const messages: ChatMessageView[] = conversation?.messages ?? [];
  // The failure counter: after several failed replies in a row, other ways to reach us.
  const failingRepeatedly = consecutiveFailedReplies(messages) >= CHAT_FAILURE_HINT_THRESHOLD;

  // A failed reply shows its failure text in the language of the page.
  const replyText = (message: ChatMessageView) =>
    message.status === 'failed' && message.errorKind ? t(`errors.${message.errorKind}`) : message.content;

  // Replies that arrive while the panel is there are announced to screen readers (the list itself
  // is not live: one's own message need not be read back, nor the history on opening).
  const lastReply = [...messages].reverse().find((m) => m.role === 'assistant');
  const [knownReplyId, setKnownReplyId] = useState<string | null | undefined>(undefined);
  if (knownReplyId === undefined && conversationQuery.isSuccess) setKnownReplyId(lastReply?.id ?? null);
  const announcement =
    knownReplyId !== undefined && lastReply && lastReply.id !== knownReplyId ? t('announce.reply', { text: replyText(lastReply) }) : '';

  // Newest message in view.
  useEffect(() => {
    const element = list.current;
    if (element && open) element.scrollTop = element.scrollHeight;
  }, [messages.length, pending, open]);

  // Focus the input on opening, and again once the reply has re-enabled it.
  useEffect(() => {
    if (open && !busy) input.current?.focus();
  }, [open, busy]);

  const submit = async () => {
    if (busy) return;
    const content = normalizeChatMessage(text);
    if (content === null) return; // empty or white space: nothing to send
    if (chatMessageProblem(content) === 'too_long') {
      setSendError(t('limits.tooLong', { max: CHAT_MESSAGE_MAX_LENGTH.toLocaleString(locale === 'fr' ? 'fr-CA' : 'en-CA') }));
      return;
    }
    setSendError(null);
    try {
      await send({ content, locale, owner }).unwrap();
      setText('');
    } catch (error) {
      const key = apiErrorMessageKey(error as Parameters<typeof apiErrorMessageKey>[0]);
      setSendError(key === 'UNKNOWN' || key === 'INTERNAL_ERROR' ? t('errors.send') : tErrors(key));
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    // Keys in a dialog opened from the panel ("Notify me") reach it through React's tree, not the page's: that dialog handles them.
    if (!panel.current?.contains(event.target as Node)) return;
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
      return;
    }
    if (event.key !== 'Tab' || !panel.current) return;
    // Focus stays inside the panel while it is open.
    const focusable = [...panel.current.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((element) => element.offsetParent !== null);
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  // The booking page opens the wizard on the service and the day of the link (and checks them).
  const book = (serviceId: string | null, date: string | null) => {
    onClose();
    void navigate(serviceId ? paths.bookService.getHref({ service: serviceId, date }) : paths.bookService.getHref());
  };
  const now = new Date();

  return (
    <section
      ref={panel}
      role="dialog"
      aria-modal="true"
      aria-labelledby={titleId}
      hidden={!open}
      onKeyDown={onKeyDown}
      className="fixed inset-0 z-50 flex flex-col bg-white sm:inset-auto sm:right-4 sm:bottom-4 sm:h-[600px] sm:max-h-[calc(100dvh-2rem)] sm:w-[380px] sm:rounded-2xl sm:border sm:border-slate-200 sm:shadow-2xl"
    >
      <header className="flex items-start justify-between gap-3 bg-brand-700 px-4 py-3 text-white sm:rounded-t-2xl">
        <div>
          <h2 id={titleId} className="text-lg font-bold">
            {t('title')}
          </h2>
          <p className="text-sm text-brand-50">{t('subtitle')}</p>
        </div>
        <button
          type="button"
          onClick={onClose}
          className="inline-flex size-11 shrink-0 items-center justify-center rounded-lg hover:bg-brand-800 focus-visible:outline-3 focus-visible:outline-white"
        >
          <svg
            aria-hidden="true"
            viewBox="0 0 24 24"
            className="size-6"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
          >
            <path d="M6 6l12 12M18 6 6 18" />
          </svg>
          <span className="sr-only">{t('close')}</span>
        </button>
      </header>

      <ol ref={list} aria-label={t('title')} className="flex-1 space-y-3 overflow-y-auto px-4 py-4">
        <ChatMessageBubble role="assistant" label={t('assistant')} text={t('greeting')} />
        {messages.map((message) => {
          const action = replyActionFor(message, now);
          return (
            <ChatMessageBubble
              key={message.id}
              role={message.role}
              label={message.role === 'user' ? t('you') : t('assistant')}
              text={replyText(message)}
              failed={message.status === 'failed' && message.role === 'assistant'}
              action={action ? <ChatReplyAction action={action} onBook={book} /> : undefined}
            />
          );
        })}
        {conversationQuery.isError && (
          <li role="alert" className="rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800">
            {t('errors.load')}
          </li>
        )}
      </ol>

      {failingRepeatedly && (
        <p role="status" className="mx-4 mb-2 rounded-lg border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-slate-900">
          {t('failureHint.text')}{' '}
          <Link to={paths.contact.getHref()} onClick={onClose} className="font-semibold text-brand-800 underline underline-offset-4">
            {t('failureHint.contact')}
          </Link>
        </p>
      )}
      {pending && (
        <p role="status" className="px-4 pb-2 text-sm text-slate-600">
          {t('pending')}
        </p>
      )}
      <p aria-live="polite" className="sr-only">
        {announcement}
      </p>

      <ChatComposer
        ref={input}
        value={text}
        onChange={(value) => {
          setText(value);
          if (sendError) setSendError(null);
        }}
        onSubmit={() => void submit()}
        disabled={busy}
        error={sendError}
      />
    </section>
  );
}
