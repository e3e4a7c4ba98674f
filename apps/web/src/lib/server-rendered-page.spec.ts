import { jest } from '@jest/globals';
import type { RouteObject } from 'react-router';
import { prepareServerRenderedPage, sessionKnown, type PageStore } from './server-rendered-page';
import type { AuthState } from './session/session-slice';

function fakeStore(status: AuthState['status']) {
  let auth = { status } as AuthState;
  const listeners = new Set<() => void>();
  const store: PageStore = {
    dispatch: (() => undefined) as unknown as PageStore['dispatch'],
    getState: () => ({ auth }),
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  const settle = (next: AuthState['status']) => {
    auth = { status: next } as AuthState;
    listeners.forEach((listener) => listener());
  };
  return { store, settle, listenerCount: () => listeners.size };
}

describe('prepareServerRenderedPage', () => {
  afterEach(() => jest.useRealTimers());

  it("runs the matched route's prepare with the address's params, and no other route's", async () => {
    const { store } = fakeStore('signed-out');
    const calls: unknown[] = [];
    const routes: RouteObject[] = [
      { path: '/blog/:slug', handle: { prepareServerRendered: async (_: PageStore, params: unknown) => void calls.push(params) } },
      { path: '/about', handle: { prepareServerRendered: async () => void calls.push('about') } },
    ];
    await prepareServerRenderedPage(store, routes, '/blog/a-post');
    expect(calls).toEqual([{ slug: 'a-post' }]);
  });

  it('gives up after 5 s: the app then renders with its own loading state', async () => {
    jest.useFakeTimers();
    const { store } = fakeStore('signed-out');
    const routes: RouteObject[] = [{ path: '/blog/:slug', handle: { prepareServerRendered: () => new Promise<void>(() => undefined) } }];
    let done = false;
    const preparing = prepareServerRenderedPage(store, routes, '/blog/slow').then(() => (done = true));
    await jest.advanceTimersByTimeAsync(4_999);
    expect(done).toBe(false);
    await jest.advanceTimersByTimeAsync(1);
    await preparing;
    expect(done).toBe(true);
  });

  it('a prepare that fails does not stop the app', async () => {
    const { store } = fakeStore('signed-out');
    const routes: RouteObject[] = [{ path: '/blog/:slug', handle: { prepareServerRendered: () => Promise.reject(new Error('offline')) } }];
    await expect(prepareServerRenderedPage(store, routes, '/blog/broken')).resolves.toBeUndefined();
  });
});

describe('sessionKnown', () => {
  it('resolves at once when the session is known, or once it settles, then stops listening', async () => {
    await sessionKnown(fakeStore('signed-in').store);
    const { store, settle, listenerCount } = fakeStore('loading');
    let known = false;
    const waiting = sessionKnown(store).then(() => (known = true));
    await Promise.resolve();
    expect(known).toBe(false);
    settle('signed-out');
    await waiting;
    expect(known).toBe(true);
    expect(listenerCount()).toBe(0);
  });
});
