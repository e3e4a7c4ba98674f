import { useMemo } from 'react';
import { searchServices, type Service } from '@hm/catalog';
import { SEARCH_DEBOUNCE_MS } from '@hm/contracts';
import { useLanguage } from '../../../hooks/use-language';
import { searchStatus, type SearchStatus } from '../search-rules';
import { useDebouncedValue } from '../../../hooks/use-debounced-value';

/** The catalogue search (every typed word must appear) on what was typed, 500 ms after the typing stops. */
export function useServiceSearch(query: string): { status: SearchStatus; results: readonly Service[] } {
  const language = useLanguage();
  const debounced = useDebouncedValue(query, SEARCH_DEBOUNCE_MS);
  const found = useMemo(() => searchServices(debounced, language), [debounced, language]);
  const status = searchStatus(query, debounced, found.length);
  return { status, results: status === 'results' ? found : [] };
}
