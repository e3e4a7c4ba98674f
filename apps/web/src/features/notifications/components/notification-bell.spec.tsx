import { describe, expect, it, jest } from '@jest/globals';
import { EventEmitter } from 'node:events';
import { act, screen, waitFor, within } from '@testing-library/react';
import type { NotificationPageView, NotificationView } from '@hm/contracts';

// The app's socket, replaced by an emitter the test drives (the server's events to the user's room).
const socket = new EventEmitter();
jest.unstable_mockModule('../../../lib/socket', () => ({
  acquireSocket: () => ({ socket, release: () => undefined }),
  onResync: () => () => undefined,
  followBooking: () => () => undefined,
}));
const { NotificationBell } = await import('./notification-bell');
const { renderApp } = await import('../../../test/render-app');
const { apiError, fakeApi } = await import('../../../test/fake-api');

const BOOKING = 'HM-2026-000000001';
const notification = (id: string, overrides: Partial<NotificationView> = {}): NotificationView => ({
  id,
  notice: { code: 'message_received', from: 'customer', senderName: 'Alice Martin' },
  bookingNumber: BOOKING,
  createdAt: new Date(Date.now() - 5 * 60_000).toISOString(),
  readAt: null,
  ...overrides,
});
const page = (items: NotificationView[], unreadCount: number, nextCursor: string | null = null): NotificationPageView => ({
  items,
  unreadCount,
  nextCursor,
});
const bell = (count: number) =>
  screen.getByRole('button', {
    name: count === 0 ? 'Notifications' : `Notifications, ${count} unread notification${count === 1 ? '' : 's'}`,
  });

describe('the notification bell', () => {
  it('shows the unread count, opens a panel focused on its heading, and Escape closes it back to the bell', async () => {
    fakeApi(() => ({ status: 200, body: page([notification('a'), notification('b', { readAt: '2026-11-26T10:00:00.000Z' })], 3) }));
    const { user } = await renderApp(<NotificationBell />);
    await user.click(await screen.findByRole('button', { name: 'Notifications, 3 unread notifications' }));
    const panel = screen.getByRole('region', { name: 'Notifications' });
    expect(document.activeElement).toBe(within(panel).getByRole('heading', { name: 'Notifications' }));
    const links = within(panel).getAllByRole('link');
    expect(links[0]!.textContent).toContain('Unread: New message from Alice Martin, the customer, about booking HM-2026-000000001.');
    expect(links[0]!.textContent).toContain('5 minutes ago');
    expect(links[0]!.getAttribute('href')).toBe(`/reservation/${BOOKING}?tab=messages`);
    expect(links[1]!.textContent).not.toContain('Unread');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('region')).toBeNull();
    expect(document.activeElement).toBe(bell(3));
  });

  it('follows the live events of the user’s room: a new notification and reads in another tab', async () => {
    fakeApi(() => ({ status: 200, body: page([notification('a')], 1) }));
    const { user } = await renderApp(<NotificationBell />);
    await screen.findByRole('button', { name: 'Notifications, 1 unread notification' });
    // The cache entry starts listening once its first page is stored, a tick after it shows.
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    act(() => {
      socket.emit('notification:new', {
        notification: notification('z', { notice: { code: 'booking_cancelled', by: 'customer' } }),
        unreadCount: 2,
      });
    });
    await user.click(await screen.findByRole('button', { name: 'Notifications, 2 unread notifications' }));
    expect(screen.getAllByRole('link')[0]!.textContent).toContain('The customer cancelled booking HM-2026-000000001.');
    act(() => {
      socket.emit('notification:read', { id: null, readAt: new Date().toISOString(), unreadCount: 0 });
    });
    // RTK Query tells the components of a cache patch a moment later (its auto-batching).
    expect(await screen.findByRole('button', { name: 'Notifications' })).toBeTruthy();
    expect(screen.getAllByRole('link').some((link) => link.textContent?.includes('Unread'))).toBe(false);
  });

  it('marks one read when followed, and all with "Mark all as read"', async () => {
    const calls = fakeApi((call) =>
      call.method === 'GET'
        ? { status: 200, body: page([notification('a'), notification('b')], 2) }
        : { status: 200, body: { unreadCount: call.path.endsWith('read-all') ? 0 : 1 } },
    );
    const { user } = await renderApp(<NotificationBell />);
    await user.click(await screen.findByRole('button', { name: 'Notifications, 2 unread notifications' }));
    await user.click(screen.getAllByRole('link')[0]!);
    expect(screen.queryByRole('region')).toBeNull();
    expect(bell(1)).toBeTruthy();
    await user.click(bell(1));
    // Enabled once the first read has been answered (slower on a busy machine).
    const markAll = screen.getByRole('button', { name: 'Mark all as read' }) as HTMLButtonElement;
    await waitFor(() => expect(markAll.disabled).toBe(false));
    await user.click(markAll);
    expect(await screen.findByRole('button', { name: 'Notifications' })).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Mark all as read' }) as HTMLButtonElement).disabled).toBe(true);
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.path)).toEqual([
      'notifications/a/read',
      'notifications/read-all',
    ]);
  });

  it('loads older notifications with "Load more" until there are none', async () => {
    let gets = 0;
    fakeApi(() => {
      gets += 1;
      return {
        status: 200,
        body: gets === 1 ? page([notification('a')], 2, 'a') : page([notification('b', { notice: { code: 'job_started' } })], 2),
      };
    });
    const { user } = await renderApp(<NotificationBell />);
    await user.click(await screen.findByRole('button', { name: 'Notifications, 2 unread notifications' }));
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('The job has started for your booking HM-2026-000000001.')).toBeTruthy();
    expect(screen.getAllByRole('link')).toHaveLength(2);
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('says when there is nothing yet, and offers a retry when the list cannot be loaded', async () => {
    let fail = true;
    fakeApi(() => (fail ? apiError(503, 'SERVICE_UNAVAILABLE') : { status: 200, body: page([], 0) }));
    const { user } = await renderApp(<NotificationBell />, { language: 'fr' });
    await user.click(await screen.findByRole('button', { name: 'Notifications' }));
    expect(await screen.findByText('Vos notifications n’ont pas pu être chargées.')).toBeTruthy();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByText(/Aucune notification pour l’instant/)).toBeTruthy();
  });
});
