import { useEffect, useMemo, useState } from 'react';
import type { Service } from '@hm/catalog';
import { SEARCH_DEBOUNCE_MS } from '@hm/contracts';
import { useLanguage } from '../../../hooks/use-language';
import { searchStatus, type SearchStatus } from '../search-rules';
import { useDebouncedValue } from '../../../hooks/use-debounced-value';

type Search = (typeof import('../search-engine'))['searchServices'];

// The landing page's first screen holds the search field: the search itself comes with the first
// letter typed, while the query waits for its debounce.
let loadedSearch: Search | undefined;
let loading: Promise<Search> | undefined;
const loadSearch = (): Promise<Search> => (loading ??= import('../search-engine').then((module) => (loadedSearch = module.searchServices)));

/** The catalogue search (every typed word must appear) on what was typed, 500 ms after the typing stops. */
export function useServiceSearch(query: string): { status: SearchStatus; results: readonly Service[] } {
  const language = useLanguage();
  const debounced = useDebouncedValue(query, SEARCH_DEBOUNCE_MS);
  const [search, setSearch] = useState<Search | undefined>(() => loadedSearch);
  const typed = query !== '';
  useEffect(() => {
    if (search || !typed) return;
    let mounted = true;
    void loadSearch().then((loaded) => mounted && setSearch(() => loaded));
    return () => {
      mounted = false;
    };
  }, [search, typed]);
  const found = useMemo(() => search?.(debounced, language), [search, debounced, language]);
  const status = searchStatus(query, debounced, found?.length);
  return { status, results: status === 'results' && found ? found : [] };
}
