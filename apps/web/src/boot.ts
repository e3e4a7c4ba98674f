// The page's entry script (index.html): the stylesheet, then the app (main.tsx).
// A pre-rendered page (apps/web/src/prerender/) already shows its content: the app is asked for
// only once the browser has painted it, so that its code neither competes with the stylesheet
// for the network nor holds the first paint back while it runs. An empty shell (any other page)
// needs the app to show anything, and index.html preloads it (vite.config.ts, preloadApp).
import './index.css';
import { holdEarlyClicks } from './app/early-clicks';

// Never wait longer than this for the paint (a browser without paint timing, a tab hidden meanwhile).
const PAINT_WAIT_LIMIT_MS = 3000;

let started = false;
const startApp = () => {
  if (started) return;
  started = true;
  void import('./main');
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

const root = document.getElementById('root');
if (root?.hasChildNodes()) holdEarlyClicks();
if (root?.hasChildNodes() && document.visibilityState === 'visible') {
  afterFirstPaint(startApp);
  setTimeout(startApp, PAINT_WAIT_LIMIT_MS);
} else {
  startApp();
}
