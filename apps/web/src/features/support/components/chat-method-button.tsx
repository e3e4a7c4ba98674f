import type { ReactNode } from 'react';
import { openAssistant } from '../../chat';

/**
 * The contact page's "chat" method: opens the assistant's panel, the one every page has
 * (features/chat), whose code loads on first use; closing it brings focus back here.
 */
export function ChatMethodButton({ children, className }: { children: ReactNode; className: string }) {
  return (
    <button type="button" aria-haspopup="dialog" className={className} onClick={(event) => openAssistant(event.currentTarget)}>
      {children}
    </button>
  );
}
