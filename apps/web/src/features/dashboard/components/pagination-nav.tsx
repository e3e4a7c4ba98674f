import { useTranslation } from 'react-i18next';
import { pageItems } from '../pagination';

interface PaginationNavProps {
  page: number;
  totalPages: number;
  onPage: (page: number) => void;
}

const BUTTON =
  'inline-flex min-h-11 min-w-11 items-center justify-center rounded-lg border px-3 text-sm font-semibold disabled:cursor-not-allowed disabled:opacity-50';

/** Previous, the page numbers and Next (66 rows a page). */
export function PaginationNav({ page, totalPages, onPage }: PaginationNavProps) {
  const { t } = useTranslation('dashboard');
  return (
    <nav aria-label={t('pagination.label')} className="mt-4 flex flex-wrap items-center justify-between gap-3">
      <p className="text-sm text-slate-600">{t('pagination.pageOf', { page, totalPages })}</p>
      <ul className="flex flex-wrap items-center gap-1">
        <li>
          <button
            type="button"
            className={`${BUTTON} border-slate-300 bg-white text-slate-800`}
            disabled={page <= 1}
            onClick={() => onPage(page - 1)}
          >
            {t('pagination.previous')}
          </button>
        </li>
        {pageItems(page, totalPages).map((item) =>
          item.kind === 'gap' ? (
            <li key={item.key} aria-hidden="true" className="px-1 text-slate-500">
              …
            </li>
          ) : (
            <li key={item.page}>
              <button
                type="button"
                aria-label={t('pagination.page', { page: item.page })}
                aria-current={item.page === page ? 'page' : undefined}
                className={`${BUTTON} ${item.page === page ? 'border-brand-700 bg-brand-700 text-white' : 'border-slate-300 bg-white text-slate-800'}`}
                onClick={() => onPage(item.page)}
              >
                {item.page}
              </button>
            </li>
          ),
        )}
        <li>
          <button
            type="button"
            className={`${BUTTON} border-slate-300 bg-white text-slate-800`}
            disabled={page >= totalPages}
            onClick={() => onPage(page + 1)}
          >
            {t('pagination.next')}
          </button>
        </li>
      </ul>
    </nav>
  );
}
