import { useId } from 'react';
import { BLOG_MAX_LENGTH } from '@hm/contracts';
import { FIELD_LABEL_CLASS } from '../../../components/ui/field-classes';
import type { SearchDraft } from '../hooks/use-search-draft';
import { SearchIcon } from './icons';

interface SearchBoxProps {
  search: SearchDraft;
  label: string;
  placeholder: string;
  hideLabel?: boolean;
  size?: 'normal' | 'large';
}

/** The blog's search field: a search landmark; Enter searches at once, typing after a pause. */
export function SearchBox({ search, label, placeholder, hideLabel = false, size = 'normal' }: SearchBoxProps) {
  const id = useId();
  return (
    <form
      role="search"
      onSubmit={(event) => {
        event.preventDefault();
        search.applyNow();
      }}
    >
      <label htmlFor={id} className={hideLabel ? 'sr-only' : FIELD_LABEL_CLASS}>
        {label}
      </label>
      <div className={`relative ${hideLabel ? '' : 'mt-1'}`}>
        <SearchIcon className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-slate-500" />
        <input
          id={id}
          type="search"
          value={search.draft}
          maxLength={BLOG_MAX_LENGTH.search}
          placeholder={placeholder}
          onChange={(event) => search.setDraft(event.target.value)}
          className={`block w-full rounded-lg border border-slate-300 bg-white pr-3 pl-10 text-base text-slate-900 placeholder:text-slate-500 ${size === 'large' ? 'min-h-13 py-3 shadow-sm' : 'min-h-11 py-2'}`}
        />
      </div>
    </form>
  );
}
