import { jest } from '@jest/globals';
import { configureStore } from '@reduxjs/toolkit';
import type { AuthSession } from '@hm/contracts';
import { createSessionRefresher, type RefreshResponse } from './session-refresh';
import { authSlice, sessionEnded, sessionStarted } from './session-slice';

const NOW = Date.parse('2026-05-01T12:00:00.000Z');

function session(token: string, expiresInSeconds = 900): AuthSession {
  return {
    accessToken: token,
    accessTokenExpiresAt: new Date(NOW + expiresInSeconds * 1000).toISOString(),
    user: { id: 'u1', email: 'jean@example.com', firstName: 'Jean', lastName: 'Tremblay', role: 'customer', locale: 'fr' },
  };
}

function setup(answers: RefreshResponse[]) {
  const store = configureStore({ reducer: { auth: authSlice.reducer } });
  const requestRefresh = jest.fn(async () => answers.shift() ?? { kind: 'unavailable' as const });
  const refresh = createSessionRefresher({ requestRefresh, runExclusive: (task) => task(), now: () => NOW });
  return { store, requestRefresh, refresh };
}

describe('createSessionRefresher', () => {
  it('stores the new session', async () => {
    const { store, refresh } = setup([{ kind: 'session', session: session('new') }]);
    await expect(refresh(store)).resolves.toBe('refreshed');
    expect(store.getState().auth).toMatchObject({ status: 'signed-in', accessToken: 'new' });
  });

  it('makes one request for parallel callers', async () => {
    const { store, refresh, requestRefresh } = setup([{ kind: 'session', session: session('new') }]);
    const outcomes = await Promise.all([refresh(store), refresh(store), refresh(store)]);
    expect(outcomes).toEqual(['refreshed', 'refreshed', 'refreshed']);
    expect(requestRefresh).toHaveBeenCalledTimes(1);
  });

  it('signs out when the server refuses the refresh cookie', async () => {
    const { store, refresh } = setup([{ kind: 'rejected' }]);
    store.dispatch(sessionStarted(session('old')));
    await expect(refresh(store)).resolves.toBe('rejected');
    expect(store.getState().auth.status).toBe('signed-out');
  });

  it('keeps the session when the server cannot be reached', async () => {
    const { store, refresh } = setup([{ kind: 'unavailable' }]);
    store.dispatch(sessionStarted(session('old')));
    await expect(refresh(store)).resolves.toBe('unavailable');
    expect(store.getState().auth).toMatchObject({ status: 'signed-in', accessToken: 'old' });
  });

  it('does not ask again when another tab refreshed while this one waited for its turn', async () => {
    const store = configureStore({ reducer: { auth: authSlice.reducer } });
    store.dispatch(sessionStarted(session('old', 30)));
    const requestRefresh = jest.fn(async (): Promise<RefreshResponse> => ({ kind: 'session', session: session('mine') }));
    const refresh = createSessionRefresher({
      requestRefresh,
      // The other tab's session arrives (BroadcastChannel) before the lock is granted.
      runExclusive: async (task) => {
        store.dispatch(sessionStarted(session('from-other-tab'), 'other-tab'));
        return task();
      },
      now: () => NOW,
    });
    await expect(refresh(store)).resolves.toBe('refreshed');
    expect(requestRefresh).not.toHaveBeenCalled();
    expect(store.getState().auth.accessToken).toBe('from-other-tab');
  });

  it('does not sign the user back in with an answer that crossed a sign-out', async () => {
    const store = configureStore({ reducer: { auth: authSlice.reducer } });
    store.dispatch(sessionStarted(session('old')));
    const refresh = createSessionRefresher({
      requestRefresh: async () => {
        store.dispatch(sessionEnded());
        return { kind: 'session', session: session('late') };
      },
      runExclusive: (task) => task(),
      now: () => NOW,
    });
    await expect(refresh(store)).resolves.toBe('rejected');
    expect(store.getState().auth.status).toBe('signed-out');
  });

  it('starts a session from the cookie alone (page load, OAuth callback)', async () => {
    const { store, refresh } = setup([{ kind: 'session', session: session('restored') }]);
    store.dispatch(sessionEnded('startup'));
    await expect(refresh(store)).resolves.toBe('refreshed');
    expect(store.getState().auth).toMatchObject({ status: 'signed-in', accessToken: 'restored' });
  });
});
