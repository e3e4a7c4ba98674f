import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The contact page's "chat" method: opens the assistant through the floating chat button that
 * every page has (features/chat/components/chat-widget.tsx), found by its accessible name, so
 * focus handling and lazy loading stay the widget's own.
 */
export function ChatMethodButton({ children, className }: { children: ReactNode; className: string }) {
  const { t } = useTranslation('nav');
  return (
    <button
      type="button"
      aria-haspopup="dialog"
      className={className}
      onClick={() => {
        const launcher = [...document.querySelectorAll<HTMLButtonElement>('button[aria-haspopup="dialog"]')].find(
          (button) => button.textContent?.trim() === t('assistant.open'),
        );
        launcher?.click();
      }}
    >
      {children}
    </button>
  );
}
