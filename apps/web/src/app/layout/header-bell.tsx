import { lazy, Suspense } from 'react';
import { useSession } from '../../features/auth/hooks/use-session';

// The bell, its list and its live updates load only for a signed-in person, in their own chunk:
// none of it weighs on the landing page of a visitor.
const NotificationBell = lazy(() =>
  import('../../features/notifications/components/notification-bell').then((module) => ({ default: module.NotificationBell })),
);

/** The notification bell of the header, on phones and desktops alike, for anyone signed in. */
export function HeaderBell() {
  const session = useSession();
  if (session.status !== 'signed-in') return null;
  return (
    <Suspense fallback={<span aria-hidden="true" className="inline-block size-11" />}>
      <NotificationBell />
    </Suspense>
  );
}
