import { useTranslation } from 'react-i18next';
import type { DashboardSortColumn, SortDirection } from '@hm/contracts';

interface SortHeaderProps {
  column: DashboardSortColumn;
  sort: DashboardSortColumn;
  direction: SortDirection;
  onSort: (column: DashboardSortColumn) => void;
  className?: string;
}

/** A column header whose button sorts by it; `aria-sort` on the <th> tells screen readers the order. */
export function SortHeader({ column, sort, direction, onSort, className = '' }: SortHeaderProps) {
  const { t } = useTranslation('dashboard');
  const active = sort === column;
  const label = t(`list.columns.${column}`);
  return (
    <th
      scope="col"
      aria-sort={active ? (direction === 'asc' ? 'ascending' : 'descending') : 'none'}
      className={`px-2 py-2 text-left align-bottom ${className}`}
    >
      <button
        type="button"
        onClick={() => onSort(column)}
        className="inline-flex min-h-11 items-center gap-1 rounded text-left text-sm font-semibold text-slate-700 hover:text-brand-800"
      >
        {label}
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          className={`size-4 ${active ? 'text-brand-700' : 'text-slate-400'}`}
          fill="currentColor"
        >
          {!active && <path d="M12 5l4 5H8zm0 14l-4-5h8z" />}
          {active && direction === 'asc' && <path d="M12 6l6 8H6z" />}
          {active && direction === 'desc' && <path d="M12 18l-6-8h12z" />}
        </svg>
      </button>
    </th>
  );
}
