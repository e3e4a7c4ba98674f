import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../config/paths';

const ITEM = 'flex min-h-11 h-full flex-col rounded-xl border border-slate-200 bg-white px-4 py-3 hover:border-brand-300 hover:bg-brand-50';

/** The quick actions: new booking, view reports (the chart below), my bookings. */
export function QuickActions({ reportsId }: { reportsId: string }) {
  const { t } = useTranslation('dashboard');
  const actions = [
    { key: 'newBooking', to: paths.bookService.getHref() },
    { key: 'viewReports', to: { hash: reportsId } },
    { key: 'myBookings', to: paths.bookings.getHref() },
  ] as const;
  return (
    <nav aria-label={t('quickActions.title')}>
      <h2 className="sr-only">{t('quickActions.title')}</h2>
      <ul className="grid gap-3 sm:grid-cols-3">
        {actions.map((action) => (
          <li key={action.key}>
            <Link
              to={action.to}
              preventScrollReset={action.key === 'viewReports'}
              onClick={
                action.key === 'viewReports'
                  ? () => requestAnimationFrame(() => document.getElementById(reportsId)?.scrollIntoView({ block: 'start' }))
                  : undefined
              }
              className={ITEM}
            >
              <span className="font-semibold text-brand-800">{t(`quickActions.${action.key}`)}</span>
              <span className="text-sm text-slate-600">{t(`quickActions.${action.key}Hint`)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
