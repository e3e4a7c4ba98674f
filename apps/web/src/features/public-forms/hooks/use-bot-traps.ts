import { useCallback, useRef } from 'react';
import type { FillTimeField, HoneypotField } from '@hm/contracts';

/** Milliseconds since the form appeared, or 0 if it never did. */
export function fillTimeSince(shownAt: number | null, now: number): number {
  return shownAt === null ? 0 : Math.max(0, Math.round(now - shownAt));
}

/**
 * The honeypot and the time trap of a form (libs/contracts/src/public-forms.ts): render
 * `<HoneypotField inputRef={honeypot} />` inside the form and send `trapFields()` with it.
 */
export function useBotTraps() {
  const input = useRef<HTMLInputElement | null>(null);
  const shownAt = useRef<number | null>(null);
  // The form is on screen once its honeypot is: the time trap counts from then, across retries.
  const honeypot = useCallback((element: HTMLInputElement | null) => {
    input.current = element;
    if (element && shownAt.current === null) shownAt.current = performance.now();
  }, []);
  const trapFields = (): Required<HoneypotField & FillTimeField> => ({
    website: input.current?.value ?? '',
    fillTimeMs: fillTimeSince(shownAt.current, performance.now()),
  });
  return { honeypot, trapFields };
}
