import { useEffect } from 'react';
import { useMarkMessagesReadMutation } from '../api';

/**
 * Tells the server the reader has seen the thread up to its newest message, when the thread is
 * on a visible page: on opening, on each new message, and when the tab comes back to the front.
 * Best effort: if it fails, the worst outcome is an e-mail about messages already read.
 */
export function useMarkThreadRead(bookingNumber: string, newestMessageId: string | undefined, enabled: boolean): void {
  const [markRead] = useMarkMessagesReadMutation();
  useEffect(() => {
    if (!enabled || newestMessageId === undefined) return;
    const mark = () => {
      if (document.visibilityState === 'visible') void markRead(bookingNumber);
    };
    mark();
    document.addEventListener('visibilitychange', mark);
    return () => document.removeEventListener('visibilitychange', mark);
  }, [bookingNumber, newestMessageId, enabled, markRead]);
}
