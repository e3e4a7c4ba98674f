import { useSyncExternalStore } from 'react';

// Whether the assistant's panel is open, shared by everything that opens it: the floating button
// (1280 px and wider), the header's button (narrower; docs/assistant.md says why) and the
// contact page's "chat" method. Focus goes back to whichever opened it.

export interface AssistantLauncherState {
  open: boolean;
  /** The control that opened the panel, given focus back when it closes. */
  opener: HTMLElement | null;
}

const CLOSED: AssistantLauncherState = { open: false, opener: null };
let state = CLOSED;
const listeners = new Set<() => void>();

function update(next: AssistantLauncherState): void {
  state = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Opens the assistant's panel (its code loads on the first time). */
export function openAssistant(opener: HTMLElement | null): void {
  update({ open: true, opener });
}

export function closeAssistant(): void {
  if (state.open) update({ open: false, opener: state.opener });
}

export function useAssistantLauncher(): AssistantLauncherState {
  return useSyncExternalStore(
    subscribe,
    () => state,
    () => CLOSED,
  );
}
