import { useTranslation } from 'react-i18next';
import { blogPaginationPages } from '@hm/contracts';

interface PaginationProps {
  page: number;
  totalPages: number;
  onPage: (page: number) => void;
}

/** Previous, pages 1 to min(5, total), Next; only when there is more than one page. */
export function Pagination({ page, totalPages, onPage }: PaginationProps) {
  const { t } = useTranslation('blog');
  const pages = blogPaginationPages(totalPages);
  if (pages.length === 0) return null;
  const buttonClass =
    'inline-flex min-h-11 min-w-11 items-center justify-center rounded-lg border px-3 text-sm font-semibold disabled:cursor-not-allowed disabled:opacity-50';
  return (
    <nav aria-label={t('list.paginationLabel')} className="mt-8">
      <ul className="flex flex-wrap items-center justify-center gap-2">
        <li>
          <button
            type="button"
            disabled={page <= 1}
            onClick={() => onPage(page - 1)}
            className={`${buttonClass} border-slate-300 bg-white text-slate-800 hover:bg-slate-50`}
          >
            {t('list.previous')}
          </button>
        </li>
        {pages.map((number) => (
          <li key={number}>
            <button
              type="button"
              aria-label={t('list.pageLabel', { page: number })}
              aria-current={number === page ? 'page' : undefined}
              onClick={() => onPage(number)}
              className={`${buttonClass} ${number === page ? 'border-brand-700 bg-brand-700 text-white' : 'border-slate-300 bg-white text-slate-800 hover:bg-slate-50'}`}
            >
              {number}
            </button>
          </li>
        ))}
        <li>
          <button
            type="button"
            disabled={page >= totalPages}
            onClick={() => onPage(page + 1)}
            className={`${buttonClass} border-slate-300 bg-white text-slate-800 hover:bg-slate-50`}
          >
            {t('list.next')}
          </button>
        </li>
      </ul>
    </nav>
  );
}
