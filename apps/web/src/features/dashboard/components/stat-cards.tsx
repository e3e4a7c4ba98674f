import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { DashboardCountsView, DashboardStatusFilter } from '@hm/contracts';
import { withFilter } from '../list-state';
import type { ListStateControls } from '../hooks/use-list-state';
import { STATUS_STYLES } from './status-badge';

type CardKey = 'total' | 'pending' | 'confirmed' | 'in_progress' | 'completed' | 'cancelled';

const CARDS: readonly { key: CardKey; count: keyof DashboardCountsView; filter: DashboardStatusFilter | null }[] = [
  { key: 'total', count: 'total', filter: null },
  { key: 'pending', count: 'pending', filter: 'pending' },
  { key: 'confirmed', count: 'confirmed', filter: 'confirmed' },
  { key: 'in_progress', count: 'inProgress', filter: 'in_progress' },
  { key: 'completed', count: 'completed', filter: 'completed' },
  { key: 'cancelled', count: 'cancelled', filter: 'cancelled' },
];

const SMALL: readonly { key: 'assigned' | 'unassigned'; filter: DashboardStatusFilter }[] = [
  { key: 'assigned', filter: 'assigned' },
  { key: 'unassigned', filter: 'unassigned' },
];

interface StatCardsProps {
  counts: DashboardCountsView | undefined;
  list: ListStateControls;
  /** Where the list is, to bring it into view after a card's View link. */
  listId: string;
}

/** A card per status with its count and a View link that filters the list below. */
export function StatCards({ counts, list, listId }: StatCardsProps) {
  const { t } = useTranslation('dashboard');
  const showList = () => requestAnimationFrame(() => document.getElementById(listId)?.scrollIntoView({ block: 'start' }));
  const linkTo = (filter: DashboardStatusFilter | null) => ({ search: list.searchFor(withFilter(list.state, { status: filter })) });
  const figure = (value: number | undefined) =>
    value === undefined ? <span className="inline-block h-8 w-10 animate-pulse rounded bg-slate-200" aria-hidden="true" /> : value;

  return (
    <section aria-labelledby="stats-title">
      <h2 id="stats-title" className="sr-only">
        {t('stats.title')}
      </h2>
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 xl:grid-cols-6">
        {CARDS.map((card) => {
          const name = t(`stats.${card.key}`);
          const active = list.state.status === card.filter;
          return (
            <li
              key={card.key}
              className={`flex flex-col rounded-xl border bg-white p-4 ${active ? 'border-brand-600 ring-2 ring-brand-200' : 'border-slate-200'}`}
              data-testid={`stat-${card.key}`}
            >
              <span className="flex items-center gap-2 text-sm font-medium text-slate-600">
                {card.filter && card.filter !== 'assigned' && card.filter !== 'unassigned' && (
                  <span aria-hidden="true" className={`size-2.5 rounded-full ${STATUS_STYLES[card.filter].swatch}`} />
                )}
                {name}
              </span>
              <span className="mt-1 text-3xl font-bold text-slate-900" data-testid="stat-value">
                {figure(counts?.[card.count])}
              </span>
              <Link
                to={linkTo(card.filter)}
                preventScrollReset
                onClick={showList}
                aria-label={card.filter ? t('stats.viewLabel', { name }) : t('stats.viewAllLabel')}
                aria-current={active ? 'true' : undefined}
                className="mt-2 inline-flex min-h-11 items-center self-start text-sm font-semibold text-brand-700 underline-offset-4 hover:underline"
              >
                {t('stats.view')}
              </Link>
            </li>
          );
        })}
      </ul>
      <ul className="mt-3 flex flex-wrap gap-x-6 gap-y-1 text-sm text-slate-700">
        {SMALL.map((item) => {
          return (
            <li key={item.key} data-testid={`stat-${item.key}`}>
              <Link
                to={linkTo(item.filter)}
                preventScrollReset
                onClick={showList}
                aria-current={list.state.status === item.filter ? 'true' : undefined}
                className="inline-flex min-h-11 items-center gap-1 underline-offset-4 hover:underline aria-[current=true]:font-semibold aria-[current=true]:text-brand-800"
              >
                {t('stats.figureLabel', { name: t(`stats.${item.key}`) })}{' '}
                <strong data-testid="stat-value">{counts?.[item.key] ?? '–'}</strong>
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
