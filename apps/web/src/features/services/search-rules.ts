// The live search's states and keyboard moves (hero search and /services search).

export type SearchStatus = 'idle' | 'searching' | 'empty' | 'results';

/**
 * 'idle' for a blank query (results only for a non-empty one); 'searching' while
 * the typed query waits for its debounce or for the search's code (`resultCount` undefined);
 * then 'empty' or 'results'.
 */
export function searchStatus(query: string, debouncedQuery: string, resultCount: number | undefined): SearchStatus {
  if (query.trim() === '') return 'idle';
  if (query !== debouncedQuery || resultCount === undefined) return 'searching';
  return resultCount === 0 ? 'empty' : 'results';
}

/** The option Up/Down moves to, wrapping around; -1 when there is none. */
export function moveActiveOption(current: number, count: number, direction: 1 | -1): number {
  if (count === 0) return -1;
  if (current < 0) return direction === 1 ? 0 : count - 1;
  return (current + direction + count) % count;
}
