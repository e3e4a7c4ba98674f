import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { usePageTitle } from '../../../hooks/use-page-title';
import { useSession } from '../../auth';
import { useProScheduleQuery } from '../api';
import { ProAvailabilityForm } from '../components/pro-availability-form';
import { LoadState, ProShell } from '../components/pro-shell';

/** The pro's availability (reached from the profile): weekly working hours and days off. */
export function ProAvailabilityPage() {
  const title = usePageTitle('proAvailability');
  const { t } = useTranslation('proApp');
  const session = useSession();
  const schedule = useProScheduleQuery(undefined, { skip: session.status !== 'signed-in' });
  return (
    <ProShell title={title}>
      <p className="-mt-2 mb-4">
        <Link to={paths.proProfile.getHref()} className="text-sm font-semibold text-brand-700 underline hover:text-brand-800">
          {t('availability.back')}
        </Link>
      </p>
      {schedule.data ? (
        <ProAvailabilityForm schedule={schedule.data} />
      ) : (
        <LoadState loading={schedule.isLoading || schedule.isFetching} failed={schedule.isError} onRetry={() => void schedule.refetch()} />
      )}
    </ProShell>
  );
}
