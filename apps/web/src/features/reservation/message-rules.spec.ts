import { BOOKING_MESSAGE_MAX_LENGTH } from '@hm/contracts';
import { messageDraftState, messageKeyAction, shouldRefetchEmptyMessages } from './message-rules';

describe('messageKeyAction', () => {
  it('sends on Enter', () => {
    expect(messageKeyAction({ key: 'Enter', shiftKey: false, isComposing: false })).toBe('send');
  });

  it('leaves Shift+Enter to the textarea, which adds a line', () => {
    expect(messageKeyAction({ key: 'Enter', shiftKey: true, isComposing: false })).toBe('default');
  });

  it('does not send while an input method is composing', () => {
    expect(messageKeyAction({ key: 'Enter', shiftKey: false, isComposing: true })).toBe('default');
  });

  it('ignores other keys', () => {
    expect(messageKeyAction({ key: 'a', shiftKey: false, isComposing: false })).toBe('default');
  });
});

describe('messageDraftState', () => {
  it('refuses blank text', () => {
    expect(messageDraftState('')).toBe('empty');
    expect(messageDraftState(' \n\t ')).toBe('empty');
  });

  it('accepts up to the limit, counted without the surrounding spaces', () => {
    expect(messageDraftState('x'.repeat(BOOKING_MESSAGE_MAX_LENGTH))).toBe('ready');
    expect(messageDraftState(` ${'x'.repeat(BOOKING_MESSAGE_MAX_LENGTH)}\n`)).toBe('ready');
    expect(messageDraftState('x'.repeat(BOOKING_MESSAGE_MAX_LENGTH + 1))).toBe('tooLong');
  });
});

describe('shouldRefetchEmptyMessages', () => {
  it('re-fetches only a pending booking without messages', () => {
    expect(shouldRefetchEmptyMessages('pending', 0)).toBe(true);
    expect(shouldRefetchEmptyMessages('pending', 1)).toBe(false);
    expect(shouldRefetchEmptyMessages('confirmed', 0)).toBe(false);
  });
});
