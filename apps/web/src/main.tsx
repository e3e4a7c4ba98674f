import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { RouterProvider } from 'react-router/dom';
import i18n from 'i18next';
import './index.css';
// Before the router: the first render must already be in the detected language.
import { i18nReady } from './app/i18n';
import { router } from './app/router';
import { store } from './app/store';
import { startPreferredLanguageSync } from './features/account/preferred-language-sync';
import { startSessionSync } from './features/auth/session-sync';

// Before the first render: restoring the session starts at once, and pages that need it
// show a pending state until it settles.
startSessionSync(store);
startPreferredLanguageSync(store, i18n);

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// The texts download in parallel with the first page's code (the router has started it).
void i18nReady.then(() =>
  createRoot(container).render(
    <StrictMode>
      <Provider store={store}>
        <RouterProvider router={router} />
      </Provider>
    </StrictMode>,
  ),
);
