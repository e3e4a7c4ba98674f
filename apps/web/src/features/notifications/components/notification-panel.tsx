import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { NotificationPageView, NotificationView } from '@hm/contracts';
import { LoadState } from '../../../components/ui/load-state';
import { useLanguage } from '../../../hooks/use-language';
import { useGetNotificationsInfiniteQuery, useMarkAllNotificationsReadMutation } from '../api';
import { NotificationItem } from './notification-item';

type NotificationsQuery = ReturnType<typeof useGetNotificationsInfiniteQuery>;

const ACTION_CLASS =
  'min-h-11 rounded-lg px-3 font-semibold text-brand-800 hover:bg-brand-50 disabled:text-slate-400 disabled:hover:bg-transparent';

/**
 * The bell's panel: the latest notifications, "Mark all as read" and "Load more". Focus moves to
 * its heading on opening, so a screen reader starts at the top of the list.
 */
export function NotificationPanel({ id, query, onNavigate }: { id: string; query: NotificationsQuery; onNavigate: () => void }) {
  const { t } = useTranslation('notifications');
  const { t: tBookings } = useTranslation('bookings');
  const language = useLanguage();
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [markAll, markAllState] = useMarkAllNotificationsReadMutation();
  const items = query.data?.pages.flatMap((page: NotificationPageView) => page.items) ?? [];
  const unreadCount = query.data?.pages[0]?.unreadCount ?? 0;
  const now = new Date();

  useEffect(() => {
    headingRef.current?.focus();
  }, []);

  return (
    <section
      id={id}
      aria-labelledby={headingId}
      className="fixed inset-x-2 top-16 z-50 max-h-[calc(100dvh-5rem)] overflow-y-auto rounded-xl border border-slate-200 bg-white p-2 shadow-lg sm:absolute sm:inset-x-auto sm:right-0 sm:top-full sm:mt-2 sm:w-96"
    >
      <div className="flex flex-wrap items-center justify-between gap-2 px-2 py-1">
        <h2 id={headingId} ref={headingRef} tabIndex={-1} className="text-lg font-bold text-slate-900 outline-none">
          {t('title')}
        </h2>
        <button
          type="button"
          className={ACTION_CLASS}
          disabled={unreadCount === 0 || markAllState.isLoading}
          onClick={() => void markAll()}
        >
          {t('markAllRead')}
        </button>
      </div>
      <div className="px-2">
        <LoadState
          loading={query.isLoading}
          failed={query.isError && !query.data}
          onRetry={() => void query.refetch()}
          namespace="notifications"
        />
      </div>
      {query.data && items.length === 0 && <p className="px-2 py-6 text-slate-600">{t('empty')}</p>}
      {items.length > 0 && (
        <ul className="flex flex-col gap-1">
          {items.map((item: NotificationView) => (
            <li key={item.id}>
              <NotificationItem notification={item} t={t} tBookings={tBookings} language={language} now={now} onNavigate={onNavigate} />
            </li>
          ))}
        </ul>
      )}
      {query.isFetchNextPageError && (
        <p role="alert" className="px-2 py-2 text-red-800">
          {t('loadMoreError')}
        </p>
      )}
      {query.hasNextPage && (
        <div className="flex justify-center pt-1">
          <button type="button" className={ACTION_CLASS} disabled={query.isFetchingNextPage} onClick={() => void query.fetchNextPage()}>
            {query.isFetchingNextPage ? t('loadingMore') : t('loadMore')}
          </button>
        </div>
      )}
    </section>
  );
}
