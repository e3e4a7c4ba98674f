// Server-side entry of the build (vite build --ssr): renders one public page to HTML in one
// language, as the browser's first render will show it to a signed-out visitor, so that
// main.tsx can hydrate it. src/prerender/write-pages.ts calls it for every pre-rendered page.
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { Provider } from 'react-redux';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { createInstance } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { resources } from '@hm/i18n';
import { PRERENDER_ORIGIN_PLACEHOLDER, type Language } from '@hm/contracts';
import { i18nOptions } from '../app/i18n-options';
import { routes } from '../app/router';
import { makeStore } from '../app/store';
import { sessionEnded } from '../lib/session/session-slice';

export interface RenderedPage {
  /** The hoisted head elements (title, meta, links), in render order. */
  head: string;
  /** The content of #root. */
  body: string;
  /** The translation namespaces the render used. */
  namespaces: string[];
}

const handler = createStaticHandler(routes);

// React writes the hoistable head elements (title, meta, link) ahead of the content when it
// renders something other than a whole document; they go to <head> instead.
const LEADING_HEAD_ELEMENTS = /^(?:<title>[^<]*<\/title>|<meta [^>]*\/?>|<link [^>]*\/?>)+/;

export async function renderPage(path: string, language: Language): Promise<RenderedPage> {
  const i18n = createInstance();
  // The same options as the browser, but every text is here already and the language is fixed.
  await i18n
    .use(initReactI18next)
    .init({ ...i18nOptions, resources, lng: language, ns: Object.keys(resources[language]), initAsync: false });
  // A visitor without a session: what main.tsx hydrates (it renders from scratch otherwise).
  const store = makeStore();
  store.dispatch(sessionEnded('startup'));

  const context = await handler.query(new Request(new URL(path, PRERENDER_ORIGIN_PLACEHOLDER)));
  if (context instanceof Response) throw new Error(`${path} answered ${context.status} instead of a page`);
  if (context.errors) throw new Error(`${path} failed to render: ${JSON.stringify(context.errors)}`);
  const router = createStaticRouter(handler.dataRoutes, context);

  // The texts and route modules are here and there is no data to fetch; code a page loads lazily
  // (React.lazy) is waited for: the static render completes every Suspense boundary before it
  // writes anything, so each one is written complete and in place, with no inline script to reveal
  // it (the CSP allows none) — the browser hydrates it once its code has arrived. A boundary left
  // pending or failed would show its fallback until the browser renders it: the build stops instead.
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <Provider store={store}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </Provider>
    </StrictMode>,
    // No boundary is split out of the document however large it is (that would need a script).
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(Buffer.from(chunk as Uint8Array));
  const html = Buffer.concat(chunks).toString('utf8');
  if (/<!--\$[?!]-->/.test(html)) throw new Error(`${path} (${language}): a Suspense boundary did not render on the server`);
  const head = LEADING_HEAD_ELEMENTS.exec(html)?.[0] ?? '';
  // react-i18next notes the namespaces components asked for (this instance served this render alone).
  const { reportNamespaces } = i18n as unknown as { reportNamespaces?: { getUsedNamespaces(): string[] } };
  const namespaces = reportNamespaces?.getUsedNamespaces() ?? [];
  return { head, body: html.slice(head.length), namespaces: [...new Set(namespaces)].sort() };
}
