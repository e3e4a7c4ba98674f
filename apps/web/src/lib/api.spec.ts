import { jest } from '@jest/globals';
import { configureStore } from '@reduxjs/toolkit';
import type { AuthSession } from '@hm/contracts';
import { authSlice, sessionEnded, sessionStarted } from './session/session-slice';
import { api } from './api';

// fetchBaseQuery builds a Request from '/api/…'; browsers resolve it against the page,
// Node needs a base.
const NodeRequest = globalThis.Request;
class PageRequest extends NodeRequest {
  constructor(input: RequestInfo | URL, init?: RequestInit) {
    super(typeof input === 'string' ? new URL(input, 'http://localhost') : input, init);
  }
}

const probeApi = api.injectEndpoints({
  endpoints: (build) => ({
    probe: build.query<{ ok: true }, string>({ query: (path) => path }),
    probeLogin: build.mutation<unknown, void>({ query: () => ({ url: 'auth/login', method: 'POST', body: {} }) }),
  }),
});

function session(token: string): AuthSession {
  return {
    accessToken: token,
    accessTokenExpiresAt: new Date(Date.now() + 15 * 60_000).toISOString(),
    user: { id: 'u1', email: 'jean@example.com', firstName: 'Jean', lastName: 'Tremblay', role: 'customer', locale: 'fr' },
  };
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const unauthorized = () => json(401, { statusCode: 401, code: 'UNAUTHORIZED', message: 'The access token is invalid or expired.' });

interface Call {
  url: string;
  method: string;
  authorization: string | null;
}

/** A fake API: `handle` answers each call; every call is recorded. */
function fakeApi(handle: (call: Call) => Response | Promise<Response>) {
  const calls: Call[] = [];
  globalThis.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new PageRequest(input, init);
    const call = { url: new URL(request.url).pathname, method: request.method, authorization: request.headers.get('Authorization') };
    calls.push(call);
    return handle(call);
  }) as typeof fetch;
  return calls;
}

function makeStore() {
  const store = configureStore({
    reducer: { [api.reducerPath]: api.reducer, auth: authSlice.reducer },
    middleware: (getDefault) => getDefault().concat(api.middleware),
  });
  store.dispatch(sessionStarted(session('old-token')));
  return store;
}

const realFetch = globalThis.fetch;
beforeAll(() => {
  globalThis.Request = PageRequest as typeof Request;
});
afterAll(() => {
  globalThis.Request = NodeRequest;
  globalThis.fetch = realFetch;
});

describe('the API base query', () => {
  it('sends the access token of the session', async () => {
    const calls = fakeApi(() => json(200, { ok: true }));
    const store = makeStore();
    await store.dispatch(probeApi.endpoints.probe.initiate('me'));
    expect(calls).toEqual([{ url: '/api/me', method: 'GET', authorization: 'Bearer old-token' }]);
  });

  it('sends no Authorization header when signed out', async () => {
    const calls = fakeApi(() => json(200, { ok: true }));
    const store = makeStore();
    store.dispatch(sessionEnded());
    await store.dispatch(probeApi.endpoints.probe.initiate('catalog'));
    expect(calls[0]?.authorization).toBeNull();
  });

  it('refreshes once on a 401 and replays the call with the new token', async () => {
    const calls = fakeApi(({ url, authorization }) => {
      if (url === '/api/auth/refresh') return json(200, session('new-token'));
      return authorization === 'Bearer new-token' ? json(200, { ok: true }) : unauthorized();
    });
    const store = makeStore();
    const result = await store.dispatch(probeApi.endpoints.probe.initiate('me'));
    expect(result.data).toEqual({ ok: true });
    expect(calls.map((call) => `${call.method} ${call.url} ${call.authorization ?? '-'}`)).toEqual([
      'GET /api/me Bearer old-token',
      'POST /api/auth/refresh -',
      'GET /api/me Bearer new-token',
    ]);
    expect(store.getState().auth.accessToken).toBe('new-token');
  });

  it('shares one refresh among parallel calls refused at the same time', async () => {
    const calls = fakeApi(async ({ url, authorization }) => {
      if (url === '/api/auth/refresh') {
        await new Promise((resolve) => setTimeout(resolve, 10));
        return json(200, session('new-token'));
      }
      return authorization === 'Bearer new-token' ? json(200, { ok: true }) : unauthorized();
    });
    const store = makeStore();
    const results = await Promise.all(
      ['me', 'bookings', 'me/notifications'].map((path) => store.dispatch(probeApi.endpoints.probe.initiate(path))),
    );
    expect(results.map((result) => result.data)).toEqual([{ ok: true }, { ok: true }, { ok: true }]);
    expect(calls.filter((call) => call.url === '/api/auth/refresh')).toHaveLength(1);
  });

  it('signs out when the refresh is refused, and returns the original error', async () => {
    fakeApi(({ url }) =>
      url === '/api/auth/refresh' ? json(401, { statusCode: 401, code: 'UNAUTHORIZED', message: 'no session' }) : unauthorized(),
    );
    const store = makeStore();
    const result = await store.dispatch(probeApi.endpoints.probe.initiate('me'));
    expect(result.error).toMatchObject({ status: 401 });
    expect(store.getState().auth.status).toBe('signed-out');
  });

  it('keeps the session when the refresh cannot reach the server', async () => {
    fakeApi(({ url }) => (url === '/api/auth/refresh' ? json(503, {}) : unauthorized()));
    const store = makeStore();
    const result = await store.dispatch(probeApi.endpoints.probe.initiate('me'));
    expect(result.error).toMatchObject({ status: 401 });
    expect(store.getState().auth).toMatchObject({ status: 'signed-in', accessToken: 'old-token' });
  });

  it('never refreshes for the auth calls themselves', async () => {
    const calls = fakeApi(() => json(401, { statusCode: 401, code: 'INVALID_CREDENTIALS', message: 'bad password' }));
    const store = makeStore();
    await store.dispatch(probeApi.endpoints.probeLogin.initiate());
    expect(calls.map((call) => call.url)).toEqual(['/api/auth/login']);
    expect(store.getState().auth.status).toBe('signed-in');
  });
});
