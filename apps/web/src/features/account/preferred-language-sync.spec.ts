import { jest } from '@jest/globals';
import { configureStore } from '@reduxjs/toolkit';
import i18next from 'i18next';
import { DEFAULT_NOTIFICATION_PREFERENCES, type AuthSession, type Profile } from '@hm/contracts';
import { resources } from '@hm/i18n';
import { api } from '../../lib/api';
import { authSlice, sessionEnded, sessionStarted } from '../../lib/session/session-slice';
import { startPreferredLanguageSync } from './preferred-language-sync';

const NodeRequest = globalThis.Request;
class PageRequest extends NodeRequest {
  constructor(input: RequestInfo | URL, init?: RequestInit) {
    super(typeof input === 'string' ? new URL(input, 'http://localhost') : input, init);
  }
}

const session: AuthSession = {
  accessToken: 'token',
  accessTokenExpiresAt: new Date(Date.now() + 15 * 60_000).toISOString(),
  user: { id: 'u1', email: 'jean@example.com', firstName: 'Jean', lastName: 'Tremblay', role: 'customer', locale: 'fr' },
};

const profile = (locale: 'fr' | 'en'): Profile => ({
  ...session.user,
  locale,
  phone: null,
  address: null,
  city: null,
  postalCode: null,
  notifications: DEFAULT_NOTIFICATION_PREFERENCES,
});

interface Sent {
  method: string;
  url: string;
  body: unknown;
}

async function setup(answer: (sent: Sent) => Response) {
  const sent: Sent[] = [];
  globalThis.fetch = jest.fn(async (input: RequestInfo | URL) => {
    const request = input as Request;
    const text = await request.text();
    const call = { method: request.method, url: new URL(request.url).pathname, body: text ? JSON.parse(text) : null };
    sent.push(call);
    return answer(call);
  }) as typeof fetch;
  const store = configureStore({
    reducer: { [api.reducerPath]: api.reducer, auth: authSlice.reducer },
    middleware: (getDefault) => getDefault().concat(api.middleware),
  });
  const i18n = i18next.createInstance();
  await i18n.init({ resources, lng: 'fr', fallbackLng: 'en' });
  const stop = startPreferredLanguageSync(store, i18n);
  return { sent, store, i18n, stop };
}

const ok = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });
const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

const realFetch = globalThis.fetch;
beforeAll(() => {
  globalThis.Request = PageRequest as typeof Request;
});
afterAll(() => {
  globalThis.Request = NodeRequest;
  globalThis.fetch = realFetch;
});

describe('startPreferredLanguageSync', () => {
  it('saves the language chosen while signed in, and the session follows', async () => {
    const { sent, store, i18n, stop } = await setup(() => ok(profile('en')));
    store.dispatch(sessionStarted(session));
    await i18n.changeLanguage('en');
    await settle();
    expect(sent).toEqual([{ method: 'PATCH', url: '/api/me', body: { locale: 'en' } }]);
    expect(store.getState().auth.user?.locale).toBe('en');
    stop();
  });

  it('does nothing when signed out, or when the language is already the preferred one', async () => {
    const { sent, store, i18n, stop } = await setup(() => ok(profile('fr')));
    store.dispatch(sessionEnded());
    await i18n.changeLanguage('en');
    store.dispatch(sessionStarted(session));
    await i18n.changeLanguage('fr');
    await settle();
    expect(sent).toEqual([]);
    stop();
  });

  it('never fails the switch when the API refuses; it only logs', async () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { store, i18n, stop } = await setup(() => new Response('{}', { status: 500 }));
    store.dispatch(sessionStarted(session));
    await expect(i18n.changeLanguage('en')).resolves.toBeDefined();
    await settle();
    expect(i18n.language).toBe('en');
    expect(log).toHaveBeenCalledWith('Could not save the preferred language', expect.anything());
    log.mockRestore();
    stop();
  });
});
