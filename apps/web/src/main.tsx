import { startTransition, StrictMode, useEffect, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { matchRoutes, type DataRouter, type RouteObject } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import i18n from 'i18next';
import { preloadIdleNamespaces, startI18n } from './app/i18n';
import { releaseEarlyClicks } from './app/early-clicks';
import { nextTask } from './app/next-task';
import { canHydrate, readPrerenderData, removePrerenderedHead } from './app/prerendered';
import { prepareServerRenderedPage } from './lib/server-rendered-page';
import { createRouter, routes } from './app/router';
import { makeStore, type AppStore } from './app/store';
import { startPreferredLanguageSync } from './features/account/preferred-language-sync';
import { selectAuth } from './lib/session/session-slice';
import { startSessionSync } from './features/auth/session-sync';
import { selectBookingWizard } from './features/booking/slice';

/** The modules of the routes this address shows, in before the router starts: its first render is then the page. */
async function loadRouteModules(routeList: RouteObject[]): Promise<void> {
  const matches = matchRoutes(routeList, window.location) ?? [];
  // Every page but the landing page (part of the app's chunk) is a lazy module, and nearly all of
  // them use the API client: it is evaluated first, in a task of its own, rather than inside the
  // page's code in one long task.
  if (matches.some(({ route }) => typeof route.lazy === 'function')) {
    await loadApiClient();
    await nextTask();
  }
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const module = await route.lazy();
      Object.assign(route, { ...module, lazy: undefined });
    }),
  );
}

/** The API client (lib/api-loading.ts): not needed for a page to show, soon needed by what it loads next. */
const loadApiClient = () => import('./lib/api');

type RenderMode = 'hydrated' | 'rendered';

/**
 * Marks <html data-render> once React has committed the first page, hydrated or rendered: the page
 * is live from then on (end-to-end tests wait for it). A wrapper with one child renders no
 * element, so the tree the server rendered is unchanged.
 */
function LivePage({ mode, children }: { mode: RenderMode; children: ReactNode }) {
  useEffect(() => {
    document.documentElement.dataset['render'] = mode;
    // Taps kept since the page showed are answered now, on the page as React has it: answered
    // during the hydration, one that changes what the page shows (the language switch) would
    // make the rest of the page differ from the HTML being hydrated. In a task of their own:
    // React ignores a click dispatched while it is still running this commit's effects.
    window.setTimeout(releaseEarlyClicks);
    preloadIdleNamespaces();
  }, [mode]);
  return children;
}

const app = (store: AppStore, router: DataRouter, mode: RenderMode) => (
  <StrictMode>
    <LivePage mode={mode}>
      <Provider store={store}>
        <RouterProvider router={router} />
      </Provider>
    </LivePage>
  </StrictMode>
);

/**
 * Starts the app; src/boot.ts calls it once this module is in. Nothing runs when the module is
 * evaluated, and the start itself goes in steps, one task each (texts, store, router, then
 * React), so that no step holds the page for long.
 */
export async function startApp(): Promise<void> {
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  // Before the router: the first render must already be in the detected language. The texts
  // download while the next steps run.
  const i18nReady = startI18n();
  await nextTask();
  const store = makeStore();
  // Before the first render: restoring the session starts at once, and pages that need it
  // show a pending state until it settles.
  startSessionSync(store);
  startPreferredLanguageSync(store, i18n);
  // The public pages come with their HTML rendered ahead (src/prerender/write-pages.ts).
  const prerendered = readPrerenderData(document);
  await i18nReady;
  if (!prerendered) {
    // A blog post the server rendered (apps/api/src/modules/blog/blog-post-document.ts) stays on
    // screen until the app can render the same page complete (its code, its data): replaced by a
    // loading state first, it flashed and shifted the page. Its head is replaced by the app's.
    if (container.firstElementChild) {
      await loadRouteModules(routes);
      await prepareServerRenderedPage(store, routes);
    }
    removePrerenderedHead(document);
    // In a transition, React renders in slices of a few milliseconds, as it hydrates below.
    startTransition(() => createRoot(container).render(app(store, createRouter(), 'rendered')));
    void loadApiClient();
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
  if (!hydrate) {
    // Shown until React replaces it, so the visitor never sees an empty page.
    removePrerenderedHead(document);
    createRoot(container).render(app(store, createRouter(), 'rendered'));
    void loadApiClient();
    return;
  }
  // The router's set-up (matching the address, its history) and the start of the hydration each
  // in a task of its own, apart from the code and texts that arrived last.
  await nextTask();
  const router = createRouter();
  await nextTask();
  // In a transition, React hydrates in slices of a few milliseconds: the page, already shown,
  // keeps answering scrolls and taps instead of freezing for the whole hydration.
  startTransition(() => {
    hydrateRoot(container, app(store, router, 'hydrated'), {
      onRecoverableError: (error, info) => {
        // The visitor switched language before a part of the page was hydrated: React renders
        // that part over in the new language, which is what they asked for.
        if (i18n.resolvedLanguage !== prerendered.language) return;
        // Otherwise a mismatch is a defect (React then renders the page again): make it loud.
        console.error('Hydration error', error, info.componentStack);
      },
    });
  });
  // Asked for before React renders: on the landing page, the lazy sections below its first
  // screens import it too, and would otherwise evaluate it inside their own code.
  void loadApiClient();
}
