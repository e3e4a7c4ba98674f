// The page's entry script (index.html): the stylesheet, then the app (main.tsx).
// A pre-rendered page (apps/web/src/prerender/) already shows its content: the app is asked for
// only once the browser has painted it, so that its code neither competes with the stylesheet
// for the network nor holds the first paint back while it runs. An empty shell (any other page)
// needs the app to show anything, and index.html preloads it (vite.config.ts, preloadApp).
import './index.css';
import { holdEarlyClicks } from './app/early-clicks';
import { nextTask } from './app/next-task';

// Never wait longer than this for the paint (a browser without paint timing, a tab hidden meanwhile).
const PAINT_WAIT_LIMIT_MS = 3000;

// The app's code is evaluated in steps, one task each, with the browser free to paint and answer
// taps in between; evaluated at once, it would hold the main thread for one long task (on a slow
// phone, hundreds of milliseconds). Each step evaluates what the steps before it did not: React
// DOM, then the store (Redux Toolkit and the API client), the texts (i18next), the router with
// the landing page, and last the rest of the app. Each step's code downloads only once the step
// before it has run; the bundle puts each step's new code in its own chunks.
const APP_STEPS: readonly (() => Promise<unknown>)[] = [
  () => import('react-dom/client'),
  () => import('./app/store'),
  () => import('./app/i18n'),
  () => import('./app/router'),
];

let started = false;
const startApp = async () => {
  if (started) return;
  started = true;
  for (const step of APP_STEPS) {
    await step();
    await nextTask();
  }
  const { startApp: start } = await import('./main');
  await start();
};

/** Calls `then` once the browser reports the first contentful paint. */
function afterFirstPaint(then: () => void): void {
  if (!('PerformanceObserver' in window) || !PerformanceObserver.supportedEntryTypes.includes('paint')) return then();
  const observer = new PerformanceObserver((entries) => {
    if (!entries.getEntriesByName('first-contentful-paint').length) return;
    observer.disconnect();
    then();
  });
  observer.observe({ type: 'paint', buffered: true });
}

// The browser sets up its Intl data (numbers, dates) on their first use, which takes tens of
// milliseconds on a slow phone. The page's prices, ratings and dates use it as React takes the
// page over, where it would make one long task; done here instead, it runs while the stylesheet
// is still downloading and the page has nothing else to do.
new Intl.NumberFormat(document.documentElement.lang || undefined).format(0);

const root = document.getElementById('root');
if (root?.hasChildNodes()) holdEarlyClicks();
if (root?.hasChildNodes() && document.visibilityState === 'visible') {
  afterFirstPaint(() => void startApp());
  setTimeout(() => void startApp(), PAINT_WAIT_LIMIT_MS);
} else {
  void startApp();
}
