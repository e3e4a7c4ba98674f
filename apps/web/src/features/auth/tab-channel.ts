import type { AuthSession } from '@hm/contracts';
import { isAuthSession } from '../../lib/session/session-shape';

/** What one tab tells the others, so all tabs of the browser share one session. */
export type TabMessage = { type: 'session-started'; session: AuthSession } | { type: 'session-ended' };

const CHANNEL_NAME = 'hm.session';

let channel: BroadcastChannel | null | undefined;

// One channel object for posting and listening: a BroadcastChannel does not receive its
// own messages, so a tab never reacts to what it sent.
function getChannel(): BroadcastChannel | null {
  if (channel === undefined) channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(CHANNEL_NAME);
  return channel;
}

export function parseTabMessage(data: unknown): TabMessage | null {
  if (typeof data !== 'object' || data === null) return null;
  const message = data as Record<string, unknown>;
  if (message.type === 'session-ended') return { type: 'session-ended' };
  if (message.type === 'session-started' && isAuthSession(message.session)) {
    return { type: 'session-started', session: message.session };
  }
  return null;
}

export function postToOtherTabs(message: TabMessage): void {
  getChannel()?.postMessage(message);
}

/** Calls `handler` for each well-formed message of another tab; returns the unsubscribe. */
export function listenToOtherTabs(handler: (message: TabMessage) => void): () => void {
  const target = getChannel();
  if (!target) return () => undefined;
  const onMessage = (event: MessageEvent<unknown>) => {
    const message = parseTabMessage(event.data);
    if (message) handler(message);
  };
  target.addEventListener('message', onMessage);
  return () => target.removeEventListener('message', onMessage);
}
