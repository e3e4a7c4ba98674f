import {
  NOTIFICATION_ROUTES,
  type NotificationNewPayload,
  type NotificationPageView,
  type NotificationReadPayload,
  type NotificationReadView,
} from '@hm/contracts';
import { api } from '../../lib/api';
import { acquireSocket, onResync } from '../../lib/socket';
import { addNotification, markRead } from './notification-cache';

// The bell's server state: the caller's notifications, page by page, kept live on the app's one
// socket (lib/socket.ts) from the events of their own room: a new notification, and reads made in
// any of their tabs. A reconnect that lost events fetches the pages again.

export const notificationsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getNotifications: build.infiniteQuery<NotificationPageView, void, string | null>({
      infiniteQueryOptions: {
        initialPageParam: null,
        getNextPageParam: (lastPage) => lastPage.nextCursor,
      },
      query: ({ pageParam }) => ({ url: NOTIFICATION_ROUTES.list, params: pageParam ? { cursor: pageParam } : undefined }),
      async onCacheEntryAdded(_arg, lifecycle) {
        const lease = acquireSocket(lifecycle);
        const refetch = () => {
          void lifecycle.dispatch(
            notificationsApi.endpoints.getNotifications.initiate(undefined, { subscribe: false, forceRefetch: true }),
          );
        };
        const stopResync = onResync(refetch);
        const onNew = (payload: NotificationNewPayload) => lifecycle.updateCachedData((data) => addNotification(data, payload));
        const onRead = (payload: NotificationReadPayload) => lifecycle.updateCachedData((data) => markRead(data, payload));
        try {
          await lifecycle.cacheDataLoaded;
          lease.socket.on('notification:new', onNew);
          lease.socket.on('notification:read', onRead);
        } catch {
          // Removed before its first answer: nothing to follow.
        }
        await lifecycle.cacheEntryRemoved;
        lease.socket.off('notification:new', onNew);
        lease.socket.off('notification:read', onRead);
        stopResync();
        lease.release();
      },
    }),
    markNotificationRead: build.mutation<NotificationReadView, string>({
      query: (id) => ({ url: NOTIFICATION_ROUTES.read(id), method: 'POST' }),
      async onQueryStarted(id, { dispatch, queryFulfilled }) {
        // Shown read at once; undone if the server refuses.
        const patch = dispatch(
          notificationsApi.util.updateQueryData('getNotifications', undefined, (data) => {
            const unread = data.pages.some((page) => page.items.some((item) => item.id === id && item.readAt === null));
            const unreadCount = Math.max(0, (data.pages[0]?.unreadCount ?? 0) - (unread ? 1 : 0));
            markRead(data, { id, readAt: new Date().toISOString(), unreadCount });
          }),
        );
        await queryFulfilled.catch(() => patch.undo());
      },
    }),
    markAllNotificationsRead: build.mutation<NotificationReadView, void>({
      query: () => ({ url: NOTIFICATION_ROUTES.readAll, method: 'POST' }),
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        const patch = dispatch(
          notificationsApi.util.updateQueryData('getNotifications', undefined, (data) => {
            markRead(data, { id: null, readAt: new Date().toISOString(), unreadCount: 0 });
          }),
        );
        await queryFulfilled.catch(() => patch.undo());
      },
    }),
  }),
});

export const { useGetNotificationsInfiniteQuery, useMarkNotificationReadMutation, useMarkAllNotificationsReadMutation } = notificationsApi;
