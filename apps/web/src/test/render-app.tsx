import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createInstance } from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router';
import { resources, type Language } from '@hm/i18n';
import { makeStore, type AppStore } from '../app/store';

/**
 * Renders a component as the app does: a fresh store, every translation of `language`
 * (default English) and a router at `route`. `prepare` runs on the store before the render (to
 * put an API answer in the cache, say). Returns the store and a user-event session.
 */
export async function renderApp(
  ui: ReactElement,
  { language = 'en', route = '/', prepare }: { language?: Language; route?: string; prepare?: (store: AppStore) => unknown } = {},
) {
  const i18n = createInstance();
  await i18n.use(initReactI18next).init({ lng: language, resources, defaultNS: 'common', interpolation: { escapeValue: false } });
  const store = makeStore();
  await prepare?.(store);
  const user = userEvent.setup();
  const view = render(
    <Provider store={store}>
      <I18nextProvider i18n={i18n}>
        <MemoryRouter initialEntries={[route]}>{ui}</MemoryRouter>
      </I18nextProvider>
    </Provider>,
  );
  return { ...view, store, user };
}
