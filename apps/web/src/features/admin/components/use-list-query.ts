import { useEffect, useState } from 'react';

const SEARCH_DEBOUNCE_MS = 500;

/**
 * The state of a console list: its page, and its search box, sent once typing pauses. Changing a
 * filter or the search goes back to page 1.
 */
export function useListQuery() {
  const [searchInput, setSearchInput] = useState('');
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);

  useEffect(() => {
    const timer = window.setTimeout(() => {
      setSearch(searchInput.trim());
      setPage(1);
    }, SEARCH_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [searchInput]);

  /** A filter's setter that also goes back to page 1. */
  const filter =
    <T>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      setPage(1);
    };

  return { searchInput, setSearchInput, search, page, setPage, filter };
}
