import { useSyncExternalStore } from 'react';
import { DEFAULT_CLOCK, isClock, type Clock } from '@hm/contracts';
import { useLanguage } from './use-language';

// The clock times are written on (docs/languages.md, Times): the language's default (French
// 24-hour, English 12-hour) until the person picks one in the booking wizard; the choice is kept
// in this browser and applies to every time the web shows of a booking.

export const CLOCK_STORAGE_KEY = 'hm.clock';

const listeners = new Set<() => void>();
// Kept in memory only where storage is blocked, so the choice still holds on this page.
let memory: Clock | null = null;

function storage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}

/** The clock chosen in this browser, or null when none was. */
export function readClockChoice(): Clock | null {
  try {
    const value = storage()?.getItem(CLOCK_STORAGE_KEY);
    return isClock(value) ? value : null;
  } catch {
    return null;
  }
}

/** Remembers the choice and redraws every time shown. */
export function chooseClock(clock: Clock): void {
  memory = null;
  try {
    const store = storage();
    if (store) store.setItem(CLOCK_STORAGE_KEY, clock);
    else memory = clock;
  } catch {
    // A blocked storage only costs remembering the choice after this page.
    memory = clock;
  }
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === CLOCK_STORAGE_KEY) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

const snapshot = (): Clock | null => readClockChoice() ?? memory;

/** The clock to write times on: the person's choice, else their language's default. */
export function useClock(): Clock {
  const language = useLanguage();
  const choice = useSyncExternalStore(subscribe, snapshot, () => null);
  return choice ?? DEFAULT_CLOCK[language];
}
