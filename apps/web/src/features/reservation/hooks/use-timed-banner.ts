import { useEffect, useState } from 'react';

/**
 * A message that disappears by itself after `durationMs` (the update banner shows
 * 3 s). Holds a key, not a text, so a language switch meanwhile re-translates it.
 */
export function useTimedBanner<Key extends string>(durationMs: number) {
  const [banner, setBanner] = useState<{ key: Key; id: number } | null>(null);
  useEffect(() => {
    if (banner === null) return;
    const timer = setTimeout(() => setBanner(null), durationMs);
    return () => clearTimeout(timer);
  }, [banner, durationMs]);
  return {
    message: banner?.key ?? null,
    // A new id restarts the delay when the same message is shown twice in a row.
    show: (key: Key) => setBanner({ key, id: Date.now() }),
    clear: () => setBanner(null),
  };
}
