import { useTranslation } from 'react-i18next';
import {
  BLOG_CATEGORIES,
  BLOG_FILTER_TAGS_COUNT,
  BLOG_LIST_LANGUAGES,
  BLOG_SORTS,
  isBlogCategory,
  isBlogSort,
  type BlogListLanguage,
  type BlogView,
  type Language,
} from '@hm/contracts';
import { SelectField } from '../../../components/ui/select-field';
import { useBlogTagsQuery } from '../api';
import type { ListStateControls } from '../hooks/use-list-state';
import type { SearchDraft } from '../hooks/use-search-draft';
import { GridIcon, ListIcon } from './icons';
import { SearchBox } from './search-box';

interface FilterBarProps {
  list: ListStateControls;
  search: SearchDraft;
  /** The posts' language shown, and the reader's (the default). */
  language: BlogListLanguage;
  readerLanguage: Language;
  layout: BlogView;
  onLayoutChange: (layout: BlogView) => void;
  /** Undefined while the count is not known yet. */
  total: number | undefined;
}

/** Filter bar: search, category, tag (20 most used), sort, the posts' language, grid/list and the post count. */
export function FilterBar({ list, search, language, readerLanguage, layout, onLayoutChange, total }: FilterBarProps) {
  const { t } = useTranslation('blog');
  const { data: tags } = useBlogTagsQuery(BLOG_FILTER_TAGS_COUNT);
  const { state } = list;
  // A tag from the URL that is not among the 20 still shows as chosen.
  const tagOptions = (tags ?? []).map(({ tag }) => tag);
  if (state.tag && !tagOptions.includes(state.tag)) tagOptions.unshift(state.tag);
  return (
    <div className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <SearchBox search={search} label={t('list.filterSearchLabel')} placeholder={t('list.searchPlaceholder')} />
        <SelectField
          label={t('list.categoryLabel')}
          value={state.category}
          onChange={(event) => {
            const value = event.target.value;
            list.changeFilters({ category: isBlogCategory(value) ? value : '' });
          }}
        >
          <option value="">{t('list.allCategories')}</option>
          {BLOG_CATEGORIES.map((category) => (
            <option key={category} value={category}>
              {t(`categories.${category}`)}
            </option>
          ))}
        </SelectField>
        <SelectField label={t('list.tagLabel')} value={state.tag} onChange={(event) => list.changeFilters({ tag: event.target.value })}>
          <option value="">{t('list.allTags')}</option>
          {tagOptions.map((tag) => (
            <option key={tag} value={tag}>
              {tag}
            </option>
          ))}
        </SelectField>
        <SelectField
          label={t('list.sortLabel')}
          value={state.sort}
          onChange={(event) => {
            const value = event.target.value;
            if (isBlogSort(value)) list.changeFilters({ sort: value });
          }}
        >
          {BLOG_SORTS.map((sort) => (
            <option key={sort} value={sort}>
              {t(`list.sort.${sort}`)}
            </option>
          ))}
        </SelectField>
      </div>
      <div className="mt-4 flex flex-wrap items-center justify-between gap-3">
        <p aria-live="polite" className="text-sm font-medium text-slate-700">
          {total !== undefined && t('list.count', { count: total })}
        </p>
        <div role="group" aria-label={t('list.languageLabel')} className="inline-flex flex-wrap rounded-lg border border-slate-300 p-0.5">
          {BLOG_LIST_LANGUAGES.map((option) => (
            <button
              key={option}
              type="button"
              aria-pressed={language === option}
              onClick={() => list.changeFilters({ language: option === readerLanguage ? '' : option })}
              className={`min-h-10 rounded-md px-3 text-sm font-semibold ${language === option ? 'bg-brand-700 text-white' : 'text-slate-700 hover:bg-slate-100'}`}
            >
              {t(`list.language.${option}`)}
            </button>
          ))}
        </div>
        <div role="group" aria-label={t('list.viewLabel')} className="inline-flex rounded-lg border border-slate-300 p-0.5">
          <LayoutButton label={t('list.viewGrid')} pressed={layout === 'grid'} onClick={() => onLayoutChange('grid')}>
            <GridIcon className="size-5" />
          </LayoutButton>
          <LayoutButton label={t('list.viewList')} pressed={layout === 'list'} onClick={() => onLayoutChange('list')}>
            <ListIcon className="size-5" />
          </LayoutButton>
        </div>
      </div>
    </div>
  );
}

function LayoutButton({
  label,
  pressed,
  onClick,
  children,
}: {
  label: string;
  pressed: boolean;
  onClick: () => void;
  children: React.ReactNode;
}) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      aria-pressed={pressed}
      onClick={onClick}
      className={`inline-flex size-10 items-center justify-center rounded-md ${pressed ? 'bg-brand-700 text-white' : 'text-slate-700 hover:bg-slate-100'}`}
    >
      {children}
    </button>
  );
}
