import { Fragment, type ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { BookingSummaryView, DashboardSortColumn, SortDirection } from '@hm/contracts';
import { paths } from '../../../config/paths';
import { useClock } from '../../../hooks/use-clock';
import { useLanguage } from '../../../hooks/use-language';
import { formatDay, formatInstantDay, formatTime, serviceLabel } from '../format';
import { SortHeader } from './sort-header';
import { StatusBadge } from './status-badge';

export interface BookingRowsProps {
  items: readonly BookingSummaryView[];
  sort: DashboardSortColumn;
  direction: SortDirection;
  onSort: (column: DashboardSortColumn) => void;
  caption: string;
  openTimeline: string | null;
  onToggleTimeline: (bookingNumber: string) => void;
  renderTimeline: (booking: BookingSummaryView) => ReactNode;
}

const COLUMNS: readonly DashboardSortColumn[] = ['bookingNumber', 'service', 'customerName', 'scheduledDate', 'status', 'createdAt'];

export function timelinePanelId(bookingNumber: string): string {
  return `timeline-${bookingNumber}`;
}

/** The list on wider screens: a real table, sortable from its headers. */
export function BookingTable({
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
    <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white">
      <table className="w-full min-w-[46rem] border-collapse text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="border-b border-slate-200 bg-slate-50">
          <tr>
            {COLUMNS.map((column) => (
              <SortHeader key={column} column={column} sort={sort} direction={direction} onSort={onSort} />
            ))}
            <th scope="col" className="px-3 py-2 text-left text-sm font-semibold text-slate-700">
              {t('list.columns.actions')}
            </th>
          </tr>
        </thead>
        <tbody>
          {items.map((booking) => {
            const { service, option } = serviceLabel(booking, language);
            const open = openTimeline === booking.bookingNumber;
            return (
              <Fragment key={booking.id}>
                <tr className="border-b border-slate-100 align-top last:border-0">
                  <th scope="row" className="px-2 py-3 text-left font-semibold whitespace-nowrap">
                    <Link
                      to={paths.reservation.getHref(booking.bookingNumber)}
                      className="text-brand-700 underline-offset-4 hover:underline"
                    >
                      {booking.bookingNumber}
                    </Link>
                  </th>
                  <td className="px-2 py-3">
                    <span className="block font-medium text-slate-900">{service}</span>
                    <span className="block text-slate-600">{option}</span>
                  </td>
                  <td className="px-2 py-3">
                    <span className="block text-slate-900">
                      {booking.firstName} {booking.lastName}
                    </span>
                    <span className="block max-w-[11rem] truncate text-slate-600" title={booking.email}>
                      {booking.email}
                    </span>
                  </td>
                  <td className="px-2 py-3 whitespace-nowrap">
                    <span className="block">{formatDay(booking.scheduledDate, language)}</span>
                    <span className="block text-slate-600">{formatTime(booking.scheduledTime, language, clock)}</span>
                  </td>
                  <td className="px-2 py-3">
                    <StatusBadge status={booking.status} />
                    <span className="mt-1 block text-xs text-slate-600">
                      {booking.professionalName ? t('list.professional', { name: booking.professionalName }) : t('list.noProfessional')}
                    </span>
                  </td>
                  <td className="px-2 py-3 whitespace-nowrap">{formatInstantDay(booking.createdAt, language)}</td>
                  <td className="px-2 py-3">
                    <button
                      type="button"
                      aria-expanded={open}
                      aria-controls={open ? timelinePanelId(booking.bookingNumber) : undefined}
                      aria-label={open ? undefined : t('list.timelineLabel', { number: booking.bookingNumber })}
                      onClick={() => onToggleTimeline(booking.bookingNumber)}
                      className="inline-flex min-h-11 items-center rounded-lg border border-slate-300 px-2.5 font-semibold whitespace-nowrap text-slate-800 hover:bg-slate-50"
                    >
                      {open ? t('list.closeTimeline') : t('list.timeline')}
                    </button>
                  </td>
                </tr>
                {open && (
                  <tr className="border-b border-slate-100 bg-slate-50">
                    <td colSpan={COLUMNS.length + 1} className="px-3 py-4">
                      {renderTimeline(booking)}
                    </td>
                  </tr>
                )}
              </Fragment>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
