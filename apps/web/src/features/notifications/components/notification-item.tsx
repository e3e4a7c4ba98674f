import type { TFunction } from 'i18next';
import { Link } from 'react-router';
import type { Language, NotificationView } from '@hm/contracts';
import { useMarkNotificationReadMutation } from '../api';
import { formatNotification, notificationHref, relativeTime } from '../notification-format';

interface NotificationItemProps {
  notification: NotificationView;
  t: TFunction<'notifications'>;
  tBookings: TFunction<'bookings'>;
  language: Language;
  now: Date;
  onNavigate: () => void;
}

/** One notification: its text, how long ago, unread marked; following its link marks it read. */
export function NotificationItem({ notification, t, tBookings, language, now, onNavigate }: NotificationItemProps) {
  const [markRead] = useMarkNotificationReadMutation();
  const unread = notification.readAt === null;
  const href = notificationHref(notification);
  const body = (
    <>
      <span aria-hidden="true" className={`mt-2 size-2 shrink-0 rounded-full ${unread ? 'bg-brand-700' : 'bg-transparent'}`} />
      <span className="min-w-0">
        {unread && <span className="sr-only">{`${t('unread')}: `}</span>}
        <span className={unread ? 'font-semibold text-slate-900' : 'text-slate-700'}>
          {formatNotification(notification, t, tBookings, language)}
        </span>
        <time dateTime={notification.createdAt} className="block text-sm text-slate-600">
          {relativeTime(notification.createdAt, now, language)}
        </time>
      </span>
    </>
  );
  const className = `flex gap-3 rounded-lg px-2 py-2 ${unread ? 'bg-brand-50' : ''}`;
  if (!href) return <div className={className}>{body}</div>;
  return (
    <Link
      to={href}
      className={`${className} hover:bg-slate-100 focus-visible:outline focus-visible:outline-2 focus-visible:outline-brand-700`}
      onClick={() => {
        if (unread) void markRead(notification.id);
        onNavigate();
      }}
    >
      {body}
    </Link>
  );
}
