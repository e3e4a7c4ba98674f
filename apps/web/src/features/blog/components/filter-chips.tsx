import { useTranslation } from 'react-i18next';
import { BLOG_DEFAULT_SORT } from '@hm/contracts';
import type { BlogListFilterChange } from '../list-state';
import type { ListStateControls } from '../hooks/use-list-state';
import { CloseIcon } from './icons';

/** Active filters as removable chips, and Clear. Nothing when no filter is set. */
export function FilterChips({ list }: { list: ListStateControls }) {
  const { t } = useTranslation('blog');
  const { state } = list;
  const chips: { key: string; label: string; change: BlogListFilterChange }[] = [];
  if (state.search) chips.push({ key: 'search', label: t('list.chipSearch', { value: state.search }), change: { search: '' } });
  if (state.category) chips.push({ key: 'category', label: t(`categories.${state.category}`), change: { category: '' } });
  if (state.tag) chips.push({ key: 'tag', label: t('list.chipTag', { value: state.tag }), change: { tag: '' } });
  if (state.sort !== BLOG_DEFAULT_SORT)
    chips.push({ key: 'sort', label: t(`list.sort.${state.sort}`), change: { sort: BLOG_DEFAULT_SORT } });
  if (chips.length === 0) return null;
  return (
    <div className="mt-4 flex flex-wrap items-center gap-2">
      <h2 className="sr-only">{t('list.activeFilters')}</h2>
      <ul className="flex flex-wrap gap-2">
        {chips.map((chip) => (
          <li key={chip.key}>
            <button
              type="button"
              onClick={() => list.changeFilters(chip.change)}
              aria-label={t('list.removeFilter', { label: chip.label })}
              className="inline-flex min-h-9 items-center gap-1 rounded-full bg-brand-50 py-1 pr-2 pl-3 text-sm font-medium text-brand-900 hover:bg-brand-100"
            >
              {chip.label}
              <CloseIcon />
            </button>
          </li>
        ))}
      </ul>
      <button
        type="button"
        onClick={list.clear}
        className="inline-flex min-h-9 items-center rounded-full px-3 text-sm font-semibold text-slate-700 underline hover:text-slate-900"
      >
        {t('list.clear')}
      </button>
    </div>
  );
}
