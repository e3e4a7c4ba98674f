import { useTranslation } from 'react-i18next';
import { paths } from '../../../config/paths';
import { ButtonLink } from '../../../components/ui/button-link';
import { usePageTitle } from '../../../hooks/use-page-title';
import { useSession } from '../../auth';
import { useGetDashboardCountsQuery } from '../api';
import { ActivityChart } from '../components/activity-chart';
import { BookingListSection } from '../components/booking-list-section';
import { DashboardLayout } from '../components/dashboard-layout';
import { LoadError } from '../components/load-error';
import { QuickActions } from '../components/quick-actions';
import { StatCards } from '../components/stat-cards';
import { StatusOverview } from '../components/status-overview';
import { useDashboardLiveUpdates } from '../hooks/use-dashboard-live-updates';
import { useListState } from '../hooks/use-list-state';

const LIST_ID = 'bookings';
const REPORTS_ID = 'activity';

/** /dashboard: welcome, stat cards that filter the list, quick actions, the list, the chart and the status overview. */
export function DashboardPage() {
  usePageTitle('dashboard');
  const { t } = useTranslation('dashboard');
  const session = useSession();
  const list = useListState();
  const counts = useGetDashboardCountsQuery(undefined, { refetchOnMountOrArgChange: true });
  useDashboardLiveUpdates();
  const firstName = session.status === 'signed-in' ? session.user.firstName.trim() : '';

  return (
    <DashboardLayout>
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{firstName ? t('welcome', { firstName }) : t('welcomeNoName')}</h1>
          <p className="mt-1 text-slate-600">{t('welcomeLead')}</p>
        </div>
        <ButtonLink to={paths.bookService.getHref()}>
          <svg aria-hidden="true" viewBox="0 0 24 24" className="mr-2 size-5" fill="currentColor">
            <path d="M11 5h2v6h6v2h-6v6h-2v-6H5v-2h6z" />
          </svg>
          {t('newBooking')}
        </ButtonLink>
      </div>

      <div className="mt-6 space-y-6">
        {counts.isError && !counts.data ? (
          <LoadError onRetry={() => void counts.refetch()} />
        ) : (
          <StatCards counts={counts.data} list={list} listId={LIST_ID} />
        )}
        <QuickActions reportsId={REPORTS_ID} />
        <BookingListSection id={LIST_ID} title={t('list.title')} list={list} />
        <div className="grid gap-6 xl:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
          <ActivityChart id={REPORTS_ID} />
          <StatusOverview counts={counts.data} loading={counts.isLoading} failed={counts.isError} />
        </div>
      </div>
    </DashboardLayout>
  );
}
