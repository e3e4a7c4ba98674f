import { describe, expect, it } from '@jest/globals';
import type { NotificationPageView, NotificationView } from '@hm/contracts';
import { addNotification, markRead } from './notification-cache';

const item = (id: string, readAt: string | null = null): NotificationView => ({
  id,
  notice: { code: 'job_started' },
  bookingNumber: 'HM-2026-000000001',
  createdAt: '2026-11-26T12:00:00.000Z',
  readAt,
});
const pages = (): { pages: NotificationPageView[] } => ({
  pages: [
    { items: [item('b'), item('c', '2026-11-26T11:00:00.000Z')], nextCursor: 'c', unreadCount: 2 },
    { items: [item('d')], nextCursor: null, unreadCount: 2 },
  ],
});

describe('live events in the cached notifications', () => {
  it('puts a new one on top once, with the server’s count on every page', () => {
    const data = pages();
    addNotification(data, { notification: item('a'), unreadCount: 3 });
    addNotification(data, { notification: item('a'), unreadCount: 3 });
    expect(data.pages[0]!.items.map((n) => n.id)).toEqual(['a', 'b', 'c']);
    expect(data.pages.map((page) => page.unreadCount)).toEqual([3, 3]);
  });

  it('marks one read, or all, keeping earlier reading times', () => {
    const one = pages();
    markRead(one, { id: 'd', readAt: '2026-11-26T13:00:00.000Z', unreadCount: 1 });
    expect(one.pages[1]!.items[0]!.readAt).toBe('2026-11-26T13:00:00.000Z');
    expect(one.pages[0]!.items[0]!.readAt).toBeNull();
    const all = pages();
    markRead(all, { id: null, readAt: '2026-11-26T13:00:00.000Z', unreadCount: 0 });
    expect(all.pages.flatMap((page) => page.items.map((n) => n.readAt))).toEqual([
      '2026-11-26T13:00:00.000Z',
      '2026-11-26T11:00:00.000Z',
      '2026-11-26T13:00:00.000Z',
    ]);
    expect(all.pages[0]!.unreadCount).toBe(0);
  });
});
