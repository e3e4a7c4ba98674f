import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  DASHBOARD_PAGE_SIZE,
  DASHBOARD_SEARCH_MAX_LENGTH,
  DASHBOARD_STATUS_FILTERS,
  SEARCH_DEBOUNCE_MS,
  type BookingSummaryView,
  type DashboardStatusFilter,
} from '@hm/contracts';
import { paths } from '../../../config/paths';
import { ButtonLink } from '../../../components/ui/button-link';
import { FIELD_CONTROL_CLASS, FIELD_EDITABLE_CLASS, FIELD_LABEL_CLASS } from '../../../components/ui/field-classes';
import { useMediaQuery } from '../../../hooks/use-media-query';
import { useGetDashboardListQuery } from '../api';
import { useDebouncedValue } from '../../../hooks/use-debounced-value';
import type { ListStateControls } from '../hooks/use-list-state';
import { DEFAULT_LIST_STATE, sortBy, toListQuery, withFilter, withPage } from '../list-state';
import { totalPagesOf } from '../pagination';
import { BookingCards } from './booking-cards';
import { BookingTable } from './booking-table';
import { ListSkeleton } from './list-skeleton';
import { LoadError } from './load-error';
import { PaginationNav } from './pagination-nav';
import { RowTimeline } from './row-timeline';

interface BookingListSectionProps {
  id: string;
  title: string;
  list: ListStateControls;
}

/** The searchable, sortable, paged list of the user's bookings. */
export function BookingListSection({ id, title, list }: BookingListSectionProps) {
  const { t } = useTranslation('dashboard');
  const { state, update } = list;
  const wide = useMediaQuery('(min-width: 768px)');
  const headingId = useId();
  const searchId = useId();
  const query = useGetDashboardListQuery(toListQuery(state), { refetchOnMountOrArgChange: true });
  const [openTimeline, setOpenTimeline] = useState<string | null>(null);

  // The box shows what is typed; the URL (and the server) get it 500 ms after the last key.
  const [text, setText] = useState(state.search);
  const debounced = useDebouncedValue(text, SEARCH_DEBOUNCE_MS);
  useEffect(() => {
    if (debounced.trim() !== state.search.trim()) update(withFilter(state, { search: debounced }), { replace: true });
    // Only a settled new text searches; a URL change (Back, a stat card) must not re-apply old text.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [debounced]);
  // The URL changed from elsewhere (Back, Clear filters): the box follows (during render, not in an effect).
  const [urlSearch, setUrlSearch] = useState(state.search);
  if (urlSearch !== state.search) {
    setUrlSearch(state.search);
    if (text.trim() !== state.search.trim()) setText(state.search);
  }

  const data = query.data;
  const totalPages = data ? Math.max(data.totalPages, totalPagesOf(data.total, data.pageSize || DASHBOARD_PAGE_SIZE)) : 1;
  const filtered = state.status !== null || state.search.trim() !== '';
  const hasAnyFilter = filtered || state.sort !== DEFAULT_LIST_STATE.sort || state.direction !== DEFAULT_LIST_STATE.direction;
  const caption = t('list.caption', {
    column: t(`list.columns.${state.sort}`),
    direction: state.direction === 'asc' ? t('list.ascending') : t('list.descending'),
    page: state.page,
    totalPages,
  });

  // A page past the end (the last booking of page 3 was cancelled and filtered away): go to the last page.
  useEffect(() => {
    if (data && state.page > totalPages) update(withPage(state, totalPages), { replace: true });
  }, [data, state, totalPages, update]);

  const rowsProps = {
    items: data?.items ?? [],
    sort: state.sort,
    direction: state.direction,
    onSort: (column: (typeof state)['sort']) => update(sortBy(state, column)),
    caption,
    openTimeline,
    onToggleTimeline: (bookingNumber: string) => setOpenTimeline((current) => (current === bookingNumber ? null : bookingNumber)),
    renderTimeline: (booking: BookingSummaryView) => <RowTimeline booking={booking} />,
  };

  const announcement = data
    ? filtered
      ? t('list.countFiltered', { count: data.total })
      : t('list.count', { count: data.total })
    : query.isLoading
      ? t('list.loading')
      : '';

  return (
    <section id={id} aria-labelledby={headingId} className="scroll-mt-24">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={headingId} className="text-xl font-bold text-slate-900">
          {title}
        </h2>
        {/* Announced politely when it changes: the result of a search, a filter or a live update. */}
        <p role="status" aria-live="polite" className="text-sm text-slate-600" data-testid="list-count">
          {announcement}
          {query.isFetching && !query.isLoading && <span className="ml-2 text-slate-500">{t('list.refreshing')}</span>}
        </p>
      </div>

      <form
        role="search"
        className="mt-3 grid gap-3 sm:grid-cols-[minmax(0,1fr)_14rem] sm:items-end"
        onSubmit={(event) => event.preventDefault()}
      >
        <div>
          <label htmlFor={searchId} className={FIELD_LABEL_CLASS}>
            {t('list.searchLabel')}
          </label>
          <input
            id={searchId}
            type="search"
            value={text}
            maxLength={DASHBOARD_SEARCH_MAX_LENGTH}
            placeholder={t('list.searchPlaceholder')}
            onChange={(event) => setText(event.target.value)}
            className={`${FIELD_CONTROL_CLASS} ${FIELD_EDITABLE_CLASS} mt-1`}
            autoComplete="off"
          />
        </div>
        <label>
          <span className={FIELD_LABEL_CLASS}>{t('list.statusLabel')}</span>
          <select
            className={`${FIELD_CONTROL_CLASS} ${FIELD_EDITABLE_CLASS} mt-1`}
            value={state.status ?? ''}
            onChange={(event) => update(withFilter(state, { status: (event.target.value || null) as DashboardStatusFilter | null }))}
          >
            <option value="">{t('list.allStatuses')}</option>
            {DASHBOARD_STATUS_FILTERS.map((status) => (
              <option key={status} value={status}>
                {t(`status.${status}`)}
              </option>
            ))}
          </select>
        </label>
      </form>
      {hasAnyFilter && (
        <button
          type="button"
          onClick={() => {
            setText('');
            update(DEFAULT_LIST_STATE);
          }}
          className="mt-2 inline-flex min-h-11 items-center text-sm font-semibold text-brand-700 underline-offset-4 hover:underline"
        >
          {t('list.clearFilters')}
        </button>
      )}

      <div className="mt-4">
        {query.isLoading ? (
          <ListSkeleton />
        ) : query.isError && !data ? (
          <LoadError onRetry={() => void query.refetch()} />
        ) : data && data.total === 0 && !filtered ? (
          <div className="rounded-xl border border-dashed border-slate-300 bg-white px-6 py-10 text-center">
            <p className="text-lg font-semibold text-slate-900">{t('list.emptyTitle')}</p>
            <p className="mt-1 text-slate-600">{t('list.emptyLead')}</p>
            <ButtonLink to={paths.bookService.getHref()} className="mt-4">
              {t('list.emptyAction')}
            </ButtonLink>
          </div>
        ) : data && data.items.length === 0 ? (
          <p className="rounded-xl border border-slate-200 bg-white px-4 py-6 text-center text-slate-700">{t('list.noMatch')}</p>
        ) : (
          <>
            {query.isError && <LoadError onRetry={() => void query.refetch()} />}
            {wide ? <BookingTable {...rowsProps} /> : <BookingCards {...rowsProps} />}
            <PaginationNav
              page={state.page}
              totalPages={totalPages}
              onPage={(page) => {
                update(withPage(state, page));
                // The pager sits under the rows: bring the top of the new page into view.
                requestAnimationFrame(() => document.getElementById(id)?.scrollIntoView({ block: 'start' }));
              }}
            />
          </>
        )}
      </div>
    </section>
  );
}
