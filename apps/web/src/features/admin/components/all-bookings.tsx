import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getService } from '@hm/catalog';
import { BOOKING_STATUSES, type BookingStatus } from '@hm/contracts';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { useClock } from '../../../hooks/use-clock';
import { useLanguage } from '../../../hooks/use-language';
import { formatDay, formatTime } from '../../dashboard';
import { BookingTimeline, StatusBadge } from '../../reservation';
import { useAdminBookingsQuery } from '../api';
import { ACTION_BUTTON, LoadState } from './load-state';
import { Pager } from './pager';
import { useListQuery } from './use-list-query';

/** Every booking, newest first, 20 a page, searchable; each row opens its live timeline. */
export function AllBookings() {
  const { t } = useTranslation('admin');
  const { t: tReservation } = useTranslation('reservation');
  const language = useLanguage();
  const clock = useClock();
  const [status, setStatus] = useState<BookingStatus | ''>('');
  const { searchInput, setSearchInput, search, page, setPage, filter } = useListQuery();
  const [open, setOpen] = useState<string | null>(null);
  const resultsId = useId();

  const list = useAdminBookingsQuery({ page, ...(status ? { status } : {}), ...(search ? { search } : {}) });
  const data = list.data;

  return (
    <div>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t('all.search')}
          type="search"
          placeholder={t('all.searchPlaceholder')}
          value={searchInput}
          onChange={(event) => setSearchInput(event.target.value)}
          aria-controls={resultsId}
        />
        <SelectField
          label={t('all.status')}
          value={status}
          onChange={(event) => filter(setStatus)(event.target.value as BookingStatus | '')}
        >
          <option value="">{t('all.anyStatus')}</option>
          {BOOKING_STATUSES.map((value) => (
            <option key={value} value={value}>
              {tReservation(`status.label.${value}`)}
            </option>
          ))}
        </SelectField>
      </div>
      <div className="mt-4">
        <LoadState loading={list.isLoading} failed={list.isError} onRetry={() => void list.refetch()} />
      </div>
      <div id={resultsId} aria-live="polite" aria-busy={list.isFetching || undefined}>
        {data && <p className="mt-2 text-sm text-slate-600">{t('all.total', { count: data.total })}</p>}
        {data && data.items.length === 0 && <p className="py-6 text-slate-600">{t('all.empty')}</p>}
        <ul className="mt-3 space-y-3">
          {data?.items.map((booking) => {
            const expanded = open === booking.bookingNumber;
            const panelId = `${resultsId}-${booking.id}`;
            return (
              <li key={booking.id} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <div className="min-w-0">
                    <h3 className="font-semibold text-slate-900">
                      {booking.bookingNumber} · {getService(booking.serviceId)?.name[language] ?? booking.serviceId}
                    </h3>
                    <p className="text-sm text-slate-600">
                      {formatDay(booking.scheduledDate, language)} {formatTime(booking.scheduledTime, language, clock)} ·{' '}
                      {booking.firstName} {booking.lastName} · {booking.city} {booking.postalCode}
                    </p>
                    <p className="text-sm text-slate-600">
                      {t('all.professionalLine', { name: booking.professionalName ?? t('all.unassigned') })}
                    </p>
                  </div>
                  <div className="flex items-center gap-2">
                    <StatusBadge status={booking.status} />
                    <button
                      type="button"
                      aria-expanded={expanded}
                      aria-controls={panelId}
                      onClick={() => setOpen(expanded ? null : booking.bookingNumber)}
                      className={`${ACTION_BUTTON} border border-slate-300 bg-white text-slate-800 hover:bg-slate-50`}
                    >
                      {t('all.timeline')}
                    </button>
                  </div>
                </div>
                <div id={panelId} hidden={!expanded} className="mt-4 border-t border-slate-100 pt-4">
                  {expanded && <BookingTimeline key={booking.bookingNumber} bookingNumber={booking.bookingNumber} headingLevel={4} />}
                </div>
              </li>
            );
          })}
        </ul>
        {data && <Pager page={data.page} total={data.totalPages} onPage={setPage} />}
      </div>
    </div>
  );
}
