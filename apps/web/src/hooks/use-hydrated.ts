import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

/**
 * False while a pre-rendered page waits for its code and while React hydrates it (and when
 * pre-rendering), true once the page is live. Form controls are read-only until then: what a
 * visitor typed into the bare HTML would stay on screen but not in React's state, and a submit
 * before the code is there would send the form the browser's way, into the address bar.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
