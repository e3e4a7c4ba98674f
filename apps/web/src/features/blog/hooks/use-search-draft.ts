import { useEffect, useRef, useState } from 'react';
import { SEARCH_DEBOUNCE_MS } from '@hm/contracts';
import { useDebouncedValue } from '../../../hooks/use-debounced-value';

export interface SearchDraft {
  /** What is in the search box. */
  draft: string;
  setDraft: (value: string) => void;
  /** Applies the draft now (Enter), without waiting for the debounce. */
  applyNow: () => void;
}

/**
 * The search box of /blog: typing applies the search once it has rested 500 ms;
 * a search changed elsewhere (a removed chip, Clear, Back) shows in the box.
 */
export function useSearchDraft(applied: string, apply: (search: string) => void): SearchDraft {
  const [draft, setDraft] = useState(applied);
  const debounced = useDebouncedValue(draft, SEARCH_DEBOUNCE_MS);
  const latest = useRef({ applied, apply });
  useEffect(() => {
    latest.current = { applied, apply };
  });

  // Only a change of the debounced text applies it: reacting to `applied` too would put
  // back a search the user just removed while an older draft was still pending.
  useEffect(() => {
    if (debounced.trim() !== latest.current.applied) latest.current.apply(debounced.trim());
  }, [debounced]);

  const [shownApplied, setShownApplied] = useState(applied);
  if (applied !== shownApplied) {
    setShownApplied(applied);
    if (draft.trim() !== applied) setDraft(applied);
  }

  return { draft, setDraft, applyNow: () => apply(draft.trim()) };
}
