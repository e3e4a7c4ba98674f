import { useTranslation } from 'react-i18next';
import { ACTION_BUTTON } from './load-state';

/** Previous / next for a console list of `total` pages (hidden when there is one). */
export function Pager({ page, total, onPage }: { page: number; total: number; onPage: (page: number) => void }) {
  const { t } = useTranslation('admin');
  if (total <= 1) return null;
  const label = t('pager.page', { page, total });
  return (
    <nav aria-label={label} className="mt-4 flex items-center justify-between gap-2">
      <button
        type="button"
        disabled={page <= 1}
        onClick={() => onPage(page - 1)}
        className={`${ACTION_BUTTON} border border-slate-300 bg-white`}
      >
        {t('pager.previous')}
      </button>
      <span className="text-sm text-slate-700">{label}</span>
      <button
        type="button"
        disabled={page >= total}
        onClick={() => onPage(page + 1)}
        className={`${ACTION_BUTTON} border border-slate-300 bg-white`}
      >
        {t('pager.next')}
      </button>
    </nav>
  );
}
