import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { DASHBOARD_SORT_COLUMNS, type DashboardSortColumn } from '@hm/contracts';
import { paths } from '../../../config/paths';
import { FIELD_CONTROL_CLASS, FIELD_EDITABLE_CLASS, FIELD_LABEL_CLASS } from '../../../components/ui/field-classes';
import { useClock } from '../../../hooks/use-clock';
import { useLanguage } from '../../../hooks/use-language';
import { formatDay, formatInstantDay, formatTime, serviceLabel } from '../format';
import { timelinePanelId, type BookingRowsProps } from './booking-table';
import { StatusBadge } from './status-badge';

/** The list on a phone: one card per booking, with a sort menu in place of the table headers. */
export function BookingCards({
  items,
  sort,
  direction,
  onSort,
  caption,
  openTimeline,
  onToggleTimeline,
  renderTimeline,
}: BookingRowsProps) {
  const { t } = useTranslation('dashboard');
  const language = useLanguage();
  const clock = useClock();
  return (
    <div>
      <div className="mb-3 flex items-end gap-2">
        <label className="min-w-0 flex-1">
          <span className={FIELD_LABEL_CLASS}>{t('list.sortLabel')}</span>
          <select
            className={`${FIELD_CONTROL_CLASS} ${FIELD_EDITABLE_CLASS} mt-1`}
            value={sort}
            onChange={(event) => onSort(event.target.value as DashboardSortColumn)}
          >
            {DASHBOARD_SORT_COLUMNS.map((column) => (
              <option key={column} value={column}>
                {t(`list.columns.${column}`)}
              </option>
            ))}
          </select>
        </label>
        <button
          type="button"
          onClick={() => onSort(sort)}
          aria-label={t('list.toggleDirection', { direction: direction === 'asc' ? t('list.ascending') : t('list.descending') })}
          className="inline-flex min-h-11 min-w-11 items-center justify-center rounded-lg border border-slate-300 bg-white text-slate-800"
        >
          <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5" fill="currentColor">
            {direction === 'asc' ? <path d="M12 6l6 8H6z" /> : <path d="M12 18l-6-8h12z" />}
          </svg>
        </button>
      </div>
      <ul aria-label={caption} className="space-y-3">
        {items.map((booking) => {
          const { service, option } = serviceLabel(booking, language);
          const open = openTimeline === booking.bookingNumber;
          return (
            <li key={booking.id} className="rounded-xl border border-slate-200 bg-white p-4">
              <div className="flex items-start justify-between gap-2">
                <Link
                  to={paths.reservation.getHref(booking.bookingNumber)}
                  className="font-semibold break-all text-brand-700 underline underline-offset-4"
                >
                  {booking.bookingNumber}
                </Link>
                <StatusBadge status={booking.status} />
              </div>
              <p className="mt-2 font-medium text-slate-900">
                {service} · <span className="font-normal text-slate-700">{option}</span>
              </p>
              <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
                <dt className="text-slate-600">{t('list.columns.scheduledDate')}</dt>
                <dd className="text-slate-900">
                  {formatDay(booking.scheduledDate, language)}, {formatTime(booking.scheduledTime, language, clock)}
                </dd>
                <dt className="text-slate-600">{t('list.columns.customerName')}</dt>
                <dd className="text-slate-900">
                  {booking.firstName} {booking.lastName}
                </dd>
                <dt className="text-slate-600">{t('list.columns.createdAt')}</dt>
                <dd className="text-slate-900">{formatInstantDay(booking.createdAt, language)}</dd>
              </dl>
              <p className="mt-1 text-sm text-slate-600">
                {booking.professionalName ? t('list.professional', { name: booking.professionalName }) : t('list.noProfessional')}
              </p>
              <button
                type="button"
                aria-expanded={open}
                aria-controls={open ? timelinePanelId(booking.bookingNumber) : undefined}
                aria-label={open ? undefined : t('list.timelineLabel', { number: booking.bookingNumber })}
                onClick={() => onToggleTimeline(booking.bookingNumber)}
                className="mt-3 inline-flex min-h-11 w-full items-center justify-center rounded-lg border border-slate-300 font-semibold text-slate-800"
              >
                {open ? t('list.closeTimeline') : t('list.timeline')}
              </button>
              {open && <div className="mt-3">{renderTimeline(booking)}</div>}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
