import { useEffect, useRef } from 'react';

/** Calls `refetch` when the window regains focus or the tab becomes visible (the store has no RTK Query listeners). */
export function useRefetchOnFocus(refetch: () => unknown): void {
  const latest = useRef(refetch);
  useEffect(() => {
    latest.current = refetch;
  });
  useEffect(() => {
    const onFocus = () => {
      if (document.visibilityState === 'visible') latest.current();
    };
    window.addEventListener('focus', onFocus);
    document.addEventListener('visibilitychange', onFocus);
    return () => {
      window.removeEventListener('focus', onFocus);
      document.removeEventListener('visibilitychange', onFocus);
    };
  }, []);
}
