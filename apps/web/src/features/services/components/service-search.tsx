import { lazy, Suspense, useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Service } from '@hm/catalog';
import { useServiceSearch } from '../hooks/use-service-search';
import { moveActiveOption } from '../search-rules';

// The list's options (with each service's price and rating from the API) come with the first
// results, in a chunk of their own: the landing page's first screen holds only the field.
const loadSearchOptions = () => import('./search-options');
const SearchOptions = lazy(() => loadSearchOptions().then((module) => ({ default: module.SearchOptions })));

interface ServiceSearchProps {
  /** The field's label (visible unless `hideLabel`). */
  label: string;
  placeholder: string;
  onSelect: (service: Service) => void;
  /** Called on the first sign of interest (focus), e.g. to start loading the booking wizard. */
  onIntent?: () => void;
  hideLabel?: boolean;
  size?: 'large' | 'normal';
}

/**
 * Live catalogue search (hero and /services): a combobox whose list shows name,
 * description, price and rating per service, or a searching / no-results message.
 * Up/Down move, Enter chooses, Escape and a click outside close it.
 */
export function ServiceSearch({ label, placeholder, onSelect, onIntent, hideLabel = false, size = 'normal' }: ServiceSearchProps) {
  const { t } = useTranslation('services');
  const id = useId();
  const inputId = `${id}-input`;
  const listboxId = `${id}-listbox`;
  const optionId = (index: number) => `${id}-option-${index}`;
  const containerRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const { status, results } = useServiceSearch(query);
  const expanded = open && status !== 'idle';
  const activeIndex = expanded && active < results.length ? active : -1;

  // On a pre-rendered page the field takes typing before the page's code has arrived (the hero
  // search is often the first thing a visitor uses): once React has the page, it searches for
  // what is in the field, and lists the results if the visitor is still in it.
  useEffect(() => {
    const input = inputRef.current;
    if (!input?.value) return;
    setQuery(input.value);
    if (document.activeElement === input) setOpen(true);
  }, []);

  // A click or tap anywhere else closes the list.
  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!containerRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  useEffect(() => {
    if (activeIndex >= 0) document.getElementById(optionId(activeIndex))?.scrollIntoView({ block: 'nearest' });
    // optionId only depends on id, which never changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [activeIndex]);

  const choose = (service: Service | undefined) => {
    if (!service || service.availability !== 'available') return;
    setOpen(false);
    setActive(-1);
    onSelect(service);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp': {
        event.preventDefault();
        const direction = event.key === 'ArrowDown' ? 1 : -1;
        if (!open) {
          setOpen(true);
          setActive(moveActiveOption(-1, results.length, direction));
        } else {
          setActive(moveActiveOption(activeIndex, results.length, direction));
        }
        break;
      }
      case 'Enter':
        if (activeIndex >= 0) {
          event.preventDefault();
          choose(results[activeIndex]);
        }
        break;
      case 'Escape':
        if (expanded) {
          event.preventDefault();
          setOpen(false);
          setActive(-1);
        } else if (query !== '') {
          setQuery('');
        }
        break;
    }
  };

  const statusText =
    status === 'searching'
      ? t('search.searching')
      : status === 'empty'
        ? t('search.noResults')
        : status === 'results'
          ? t('search.resultCount', { count: results.length })
          : '';
  const large = size === 'large';

  return (
    <div
      ref={containerRef}
      className="relative"
      onBlur={(event) => {
        // Tabbing out closes the list; moving within (an option) does not.
        if (!containerRef.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <label htmlFor={inputId} className={hideLabel ? 'sr-only' : 'block text-sm font-semibold text-slate-800'}>
        {label}
      </label>
      <div className={`relative ${hideLabel ? '' : 'mt-1'}`}>
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          className={`pointer-events-none absolute top-1/2 left-3 -translate-y-1/2 text-slate-500 ${large ? 'size-6' : 'size-5'}`}
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
        >
          <circle cx="11" cy="11" r="7" />
          <path d="m20 20-3.5-3.5" strokeLinecap="round" />
        </svg>
        <input
          id={inputId}
          type="text"
          role="combobox"
          aria-expanded={expanded}
          aria-controls={listboxId}
          aria-autocomplete="list"
          aria-activedescendant={activeIndex >= 0 ? optionId(activeIndex) : undefined}
          autoComplete="off"
          enterKeyHint="search"
          spellCheck={false}
          placeholder={placeholder}
          ref={inputRef}
          value={query}
          onChange={(event) => {
            void loadSearchOptions(); // fetched while the query waits for its debounce
            setQuery(event.target.value);
            setOpen(true);
            setActive(-1);
          }}
          onClick={() => setOpen(true)}
          onFocus={onIntent}
          onKeyDown={onKeyDown}
          className={`block w-full rounded-xl border border-slate-300 bg-white text-slate-900 shadow-sm placeholder:text-slate-500 ${
            large ? 'min-h-14 pr-4 pl-12 text-lg' : 'min-h-11 pr-3 pl-10 text-base'
          }`}
        />
      </div>
      <div role="status" className="sr-only">
        {statusText}
      </div>
      <div
        hidden={!expanded}
        className="absolute inset-x-0 z-30 mt-2 max-h-96 overflow-y-auto rounded-xl border border-slate-200 bg-white p-1 text-left shadow-lg"
      >
        {status === 'searching' && <p className="px-3 py-3 text-slate-600">{t('search.searching')}</p>}
        {status === 'empty' && <p className="px-3 py-3 text-slate-600">{t('search.noResults')}</p>}
        <ul id={listboxId} role="listbox" aria-label={label}>
          {results.length > 0 && (
            <Suspense fallback={null}>
              <SearchOptions results={results} activeIndex={activeIndex} optionId={optionId} onChoose={choose} onHover={setActive} />
            </Suspense>
          )}
        </ul>
      </div>
    </div>
  );
}
