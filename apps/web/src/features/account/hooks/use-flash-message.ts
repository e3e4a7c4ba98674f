import { useEffect, useState } from 'react';
import { UPDATE_BANNER_DISPLAY_MS } from '@hm/contracts';

/**
 * A success message that disappears by itself (profile messages show 3 s).
 * Holds a key, not a text, so a language switch meanwhile re-translates it.
 */
export function useFlashMessage<Key extends string>(durationMs: number = UPDATE_BANNER_DISPLAY_MS) {
  const [flash, setFlash] = useState<{ key: Key; id: number } | null>(null);
  useEffect(() => {
    if (flash === null) return;
    const timer = setTimeout(() => setFlash(null), durationMs);
    return () => clearTimeout(timer);
  }, [flash, durationMs]);
  return {
    message: flash?.key ?? null,
    // A new id restarts the delay when the same message is shown twice in a row.
    show: (key: Key) => setFlash({ key, id: Date.now() }),
    clear: () => setFlash(null),
  };
}
