import type { NotificationNewPayload, NotificationPageView, NotificationReadPayload } from '@hm/contracts';

// How live events enter the cached pages (in place, on an Immer draft). The unread count is the
// server's, sent with each event, and kept on every page so any page read gives the latest.

interface Pages {
  pages: NotificationPageView[];
}

const setCount = (data: Pages, unreadCount: number) => {
  for (const page of data.pages) page.unreadCount = unreadCount;
};

/** A new notification goes on top of the first page, once (the event may come again after a re-fetch). */
export function addNotification(data: Pages, { notification, unreadCount }: NotificationNewPayload): void {
  const first = data.pages[0];
  if (!first) return;
  if (!data.pages.some((page) => page.items.some((item) => item.id === notification.id))) first.items.unshift(notification);
  setCount(data, unreadCount);
}

/** One notification (`id`) or all (`id` null) read at `readAt`; those read earlier keep their time. */
export function markRead(data: Pages, { id, readAt, unreadCount }: NotificationReadPayload): void {
  for (const page of data.pages) {
    for (const item of page.items) if ((id === null || item.id === id) && item.readAt === null) item.readAt = readAt;
  }
  setCount(data, unreadCount);
}
