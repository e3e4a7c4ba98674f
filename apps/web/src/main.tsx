import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { matchRoutes, type DataRouter, type RouteObject } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import i18n from 'i18next';
// Before the router: the first render must already be in the detected language.
import { i18nReady } from './app/i18n';
import { releaseEarlyClicks } from './app/early-clicks';
import { canHydrate, readPrerenderData, removePrerenderedHead } from './app/prerendered';
import { createRouter, routes } from './app/router';
import { makeStore } from './app/store';
import { startPreferredLanguageSync } from './features/account/preferred-language-sync';
import { selectAuth } from './features/auth/session-slice';
import { startSessionSync } from './features/auth/session-sync';
import { selectBookingWizard } from './features/booking/slice';

const store = makeStore();

// Before the first render: restoring the session starts at once, and pages that need it
// show a pending state until it settles.
startSessionSync(store);
startPreferredLanguageSync(store, i18n);

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
// The public pages come with their HTML rendered ahead (apps/web/scripts/prerender.ts).
const prerendered = readPrerenderData(document);

/** The modules of the routes this address shows, in before the router starts: its first render is then the page. */
async function loadRouteModules(routeList: RouteObject[]): Promise<void> {
  const matches = matchRoutes(routeList, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const module = await route.lazy();
      Object.assign(route, { ...module, lazy: undefined });
    }),
  );
}

const app = (router: DataRouter) => (
  <StrictMode>
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>
  </StrictMode>
);

// The texts download in parallel with the first page's code (the router has started it).
void i18nReady.then(async () => {
  if (!prerendered) {
    document.documentElement.dataset['render'] = 'rendered';
    createRoot(container).render(app(createRouter()));
    return;
  }
  // The page's own texts and code, so that nothing is missing from the first render.
  await Promise.all([i18n.loadNamespaces(prerendered.namespaces), loadRouteModules(routes)]);
  const hydrate = canHydrate(prerendered, {
    language: i18n.resolvedLanguage,
    sessionStatus: selectAuth(store.getState()).status,
    wizardOpen: selectBookingWizard(store.getState()).open,
    hash: window.location.hash,
  });
  document.documentElement.dataset['render'] = hydrate ? 'hydrated' : 'rendered';
  if (hydrate) {
    // In a transition, React hydrates in slices of a few milliseconds: the page, already shown,
    // keeps answering scrolls and taps instead of freezing for the whole hydration.
    startTransition(() => {
      hydrateRoot(container, app(createRouter()), {
        // A mismatch is a defect (React then renders the page again): make it loud.
        onRecoverableError: (error, info) => console.error('Hydration error', error, info.componentStack),
      });
    });
  } else {
    // Shown until React replaces it, so the visitor never sees an empty page.
    removePrerenderedHead(document);
    createRoot(container).render(app(createRouter()));
  }
  // React listens from now on: a click on a part not hydrated yet hydrates it first.
  releaseEarlyClicks();
});
