import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

// Only the floating button ships with every page; the panel (its API endpoints, the socket and
// the conversation) is a separate chunk downloaded the first time the visitor opens it.
const ChatPanel = lazy(() => import('./chat-panel').then((module) => ({ default: module.ChatPanel })));

function ChatIcon() {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className="size-7"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d="M21 12a8 8 0 0 1-11.6 7.1L4 20l1-4.6A8 8 0 1 1 21 12Z" />
      <path d="M8.5 11h.01M12 11h.01M15.5 11h.01" strokeWidth="2.5" />
    </svg>
  );
}

/** The chat widget: a floating button on every page, opening the assistant's panel. */
export function ChatWidget() {
  const { t } = useTranslation('nav');
  const [open, setOpen] = useState(false);
  // Once loaded the panel stays mounted (hidden when closed), so a reply arriving meanwhile is kept.
  const [loaded, setLoaded] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const wasOpen = useRef(false);

  useEffect(() => {
    // Focus goes back to the button when the panel closes (not on the first render).
    if (wasOpen.current && !open && !document.querySelector('[role="dialog"][aria-modal="true"]:not([hidden])')) button.current?.focus();
    wasOpen.current = open;
  }, [open]);

  const close = useCallback(() => setOpen(false), []);

  return (
    <>
      <button
        ref={button}
        type="button"
        hidden={open}
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => {
          setLoaded(true);
          setOpen(true);
        }}
        className="fixed right-4 bottom-4 z-40 inline-flex size-14 items-center justify-center rounded-full bg-brand-700 text-white shadow-lg transition-colors hover:bg-brand-800 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-800"
      >
        <ChatIcon />
        <span className="sr-only">{t('assistant.open')}</span>
      </button>
      {loaded && (
        <Suspense
          fallback={
            open ? (
              <p
                role="status"
                className="fixed right-4 bottom-4 z-40 rounded-lg bg-white px-4 py-3 text-sm font-semibold text-slate-800 shadow-lg"
              >
                {t('assistant.loading')}
              </p>
            ) : null
          }
        >
          <ChatPanel open={open} onClose={close} />
        </Suspense>
      )}
    </>
  );
}
