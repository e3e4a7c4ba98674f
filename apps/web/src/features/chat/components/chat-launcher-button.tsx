import { useTranslation } from 'react-i18next';
import type { Ref } from 'react';
import { openAssistant, useAssistantLauncher } from '../assistant-launcher';

/** Finds every launcher, so focus can go to the one shown when the control that opened the panel is gone. */
export const LAUNCHER_SELECTOR = '[data-assistant-launcher]';

function ChatIcon({ className }: { className: string }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className={className}
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

/**
 * A button that opens the assistant, named "Open the assistant" for everyone. The page has two,
 * only one displayed at a time: in the header below 1280 px (xl), floating from there up.
 */
export function ChatLauncherButton({
  className,
  iconClassName,
  hideWhileOpen = false,
  ref,
}: {
  className: string;
  iconClassName: string;
  /** The floating one gives its corner to the panel. */
  hideWhileOpen?: boolean;
  ref?: Ref<HTMLButtonElement>;
}) {
  const { t } = useTranslation('nav');
  const { open } = useAssistantLauncher();
  return (
    <button
      ref={ref}
      type="button"
      hidden={hideWhileOpen && open}
      aria-haspopup="dialog"
      aria-expanded={open}
      data-assistant-launcher=""
      onClick={(event) => openAssistant(event.currentTarget)}
      className={className}
    >
      <ChatIcon className={iconClassName} />
      <span className="sr-only">{t('assistant.open')}</span>
    </button>
  );
}
