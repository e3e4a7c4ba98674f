import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { closeAssistant, useAssistantLauncher } from '../assistant-launcher';
import { ChatLauncherButton, LAUNCHER_SELECTOR } from './chat-launcher-button';

// Only the launchers ship with every page; the panel (its API endpoints, the socket and the
// conversation) is a separate chunk downloaded the first time the visitor opens it.
const ChatPanel = lazy(() => import('./chat-panel').then((module) => ({ default: module.ChatPanel })));

/** Whether `element` is on the page and displayed, so that it can take focus. */
function canTakeFocus(element: HTMLElement | null): element is HTMLElement {
  return !!element?.isConnected && element.getClientRects().length > 0;
}

/**
 * The chat widget: the assistant's panel, and its floating button from 1280 px (xl) up, where the
 * page's 1152 px column leaves the corner free. Narrower, the header holds the button instead
 * (app/layout/site-header.tsx): it never lies over a form field or the pro app's tabs
 * (docs/assistant.md).
 */
export function ChatWidget() {
  const { t } = useTranslation('nav');
  const { open, opener } = useAssistantLauncher();
  // Once loaded the panel stays mounted (hidden when closed), so a reply arriving meanwhile is kept.
  const [loaded, setLoaded] = useState(false);
  const floating = useRef<HTMLButtonElement>(null);
  const wasOpen = useRef(false);

  if (open && !loaded) setLoaded(true);

  useEffect(() => {
    // Focus goes back to what opened the panel when it closes (not on the first render), or to
    // the launcher shown at this width if that control is gone; never behind another dialog.
    if (wasOpen.current && !open && !document.querySelector('[role="dialog"][aria-modal="true"]:not([hidden])')) {
      const launchers = [...document.querySelectorAll<HTMLElement>(LAUNCHER_SELECTOR)];
      const target = [opener, floating.current, ...launchers].find(canTakeFocus);
      target?.focus();
    }
    wasOpen.current = open;
  }, [open, opener]);

  return (
    <>
      <ChatLauncherButton
        ref={floating}
        hideWhileOpen
        className="fixed right-4 bottom-4 z-40 hidden size-14 items-center justify-center rounded-full bg-brand-700 text-white shadow-lg transition-colors hover:bg-brand-800 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-800 xl:inline-flex"
        iconClassName="size-7"
      />
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
          <ChatPanel open={open} onClose={closeAssistant} />
        </Suspense>
      )}
    </>
  );
}
