import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { BOOKING_STATUSES, type BookingStatus, type DashboardCountsView } from '@hm/contracts';
import { percentages } from '../chart-scale';
import { STATUS_STYLES } from './status-badge';

const COUNT_OF: Record<BookingStatus, keyof DashboardCountsView> = {
  pending: 'pending',
  confirmed: 'confirmed',
  in_progress: 'inProgress',
  completed: 'completed',
  cancelled: 'cancelled',
};

/** How the user's bookings split across the statuses: one stacked bar and a legend with the numbers. */
export function StatusOverview({
  counts,
  loading,
  failed,
}: {
  counts: DashboardCountsView | undefined;
  loading: boolean;
  failed: boolean;
}) {
  const { t } = useTranslation('dashboard');
  const headingId = useId();
  const values = BOOKING_STATUSES.map((status) => counts?.[COUNT_OF[status]] ?? 0);
  const total = values.reduce((sum, value) => sum + value, 0);
  const shares = percentages(values);
  return (
    <section aria-labelledby={headingId} className="rounded-xl border border-slate-200 bg-white p-4 sm:p-5">
      <h2 id={headingId} className="text-lg font-bold text-slate-900">
        {t('overview.title')}
      </h2>
      {loading ? (
        <div aria-hidden="true" className="mt-4 h-24 animate-pulse rounded-lg bg-slate-100" />
      ) : failed && !counts ? (
        // The stat cards' alert above already offers to try again; no second alert here.
        <p className="mt-4 text-slate-600">{t('errors.load')}</p>
      ) : total === 0 ? (
        <p className="mt-4 rounded-lg border border-dashed border-slate-300 px-4 py-8 text-center text-slate-600">{t('overview.empty')}</p>
      ) : (
        <>
          <p className="sr-only">{t('overview.desc', { total })}</p>
          <div aria-hidden="true" className="mt-4 flex h-4 overflow-hidden rounded-full bg-slate-100" data-testid="status-bar">
            {BOOKING_STATUSES.map((status, index) =>
              values[index]! > 0 ? (
                <div key={status} className={STATUS_STYLES[status].swatch} style={{ width: `${(values[index]! / total) * 100}%` }} />
              ) : null,
            )}
          </div>
          <ul className="mt-4 grid gap-2 text-sm sm:grid-cols-2 xl:grid-cols-1">
            {BOOKING_STATUSES.map((status, index) => (
              <li key={status} className="flex items-center gap-2">
                <span aria-hidden="true" className={`size-3 shrink-0 rounded-sm ${STATUS_STYLES[status].swatch}`} />
                <span className="text-slate-800">
                  {t('overview.item', { name: t(`status.${status}`), count: values[index], percent: shares[index] })}
                </span>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
