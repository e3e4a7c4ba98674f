import { BOOKING_MESSAGE_MAX_LENGTH, BookingStatus, type BookingStatus as Status } from '@hm/contracts';

// The messages panel's rules, apart from React so they can be tested.

export interface MessageKey {
  key: string;
  shiftKey: boolean;
  /** An input method is composing (Japanese, Chinese…): Enter confirms the word, not the message. */
  isComposing: boolean;
}

/** Enter sends, Shift+Enter adds a line (the textarea's own behaviour). */
export function messageKeyAction({ key, shiftKey, isComposing }: MessageKey): 'send' | 'default' {
  return key === 'Enter' && !shiftKey && !isComposing ? 'send' : 'default';
}

export type MessageDraftState = 'empty' | 'tooLong' | 'ready';

/** Non-empty once trimmed and at most BOOKING_MESSAGE_MAX_LENGTH characters. */
export function messageDraftState(draft: string): MessageDraftState {
  if (draft.trim() === '') return 'empty';
  return draft.trim().length > BOOKING_MESSAGE_MAX_LENGTH ? 'tooLong' : 'ready';
}

/**
 * A pending booking that loads with no messages has its messages fetched once more
 * after a second (the welcome message is written just after the booking).
 */
export function shouldRefetchEmptyMessages(status: Status, messageCount: number): boolean {
  return status === BookingStatus.Pending && messageCount === 0;
}
