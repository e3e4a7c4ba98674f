import { useTranslation } from 'react-i18next';
import { paths } from '../../../config/paths';
import { ButtonLink } from '../../../components/ui/button-link';
import { usePageTitle } from '../../../hooks/use-page-title';
import { BookingListSection } from '../components/booking-list-section';
import { DashboardLayout } from '../components/dashboard-layout';
import { useDashboardLiveUpdates } from '../hooks/use-dashboard-live-updates';
import { useListState } from '../hooks/use-list-state';

/**
 * /bookings, "My Bookings" in the sidebar: the dashboard's list on a page of its own, without
 * the cards and charts, with the same search, sort, filter, paging, timeline and live updates.
 * Its own URL (not a redirect to /dashboard) so the sidebar shows where the user is and
 * Back leaves the filters of each page alone.
 */
export function BookingsPage() {
  const title = usePageTitle('bookings');
  const { t } = useTranslation('dashboard');
  const list = useListState();
  useDashboardLiveUpdates();
  return (
    <DashboardLayout>
      <div className="flex flex-wrap items-start justify-between gap-4">
        <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{title}</h1>
        <ButtonLink to={paths.bookService.getHref()}>{t('newBooking')}</ButtonLink>
      </div>
      <div className="mt-6">
        <BookingListSection id="bookings" title={t('list.bookingsTitle')} list={list} />
      </div>
    </DashboardLayout>
  );
}
