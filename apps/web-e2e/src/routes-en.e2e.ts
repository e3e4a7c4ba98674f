import { everyRouteLoads } from './routes-check.ts';

// The English pass of routes.e2e.ts, on the desktop only (playwright.config.ts).
everyRouteLoads('en');
