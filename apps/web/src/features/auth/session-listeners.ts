import { createListenerMiddleware } from '@reduxjs/toolkit';
import { resetApiCache } from '../../lib/api-loading';
import { clearSessionHint, setSessionHint } from './session-hint';
import { sessionEnded, sessionStarted, type StateWithAuth } from '../../lib/session/session-slice';
import { postToOtherTabs } from './tab-channel';

/**
 * What follows a session change, wherever it was made (a page, the base query, the
 * refresh timer): remember it for the next visit, tell the other tabs, and drop cached
 * server data that belonged to the previous user.
 */
export const sessionListeners = createListenerMiddleware();

sessionListeners.startListening({
  actionCreator: sessionStarted,
  effect: (action, listenerApi) => {
    if (action.meta.source === 'this-tab') {
      setSessionHint();
      postToOtherTabs({ type: 'session-started', session: action.payload });
    }
    const previous = (listenerApi.getOriginalState() as StateWithAuth).auth.user;
    if (previous && previous.id !== action.payload.user.id) resetApiCache(listenerApi.dispatch);
  },
});

sessionListeners.startListening({
  actionCreator: sessionEnded,
  effect: (action, listenerApi) => {
    if (action.meta.source === 'this-tab') {
      clearSessionHint();
      postToOtherTabs({ type: 'session-ended' });
    }
    resetApiCache(listenerApi.dispatch);
  },
});
